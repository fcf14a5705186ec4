// Production server: Express in front of the React Router build. It exists (in
// place of react-router-serve) to hand the app the visitor's IP for rate limits,
// to answer health probes and to shut down in order on SIGTERM.
import { readdirSync } from "node:fs";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { createRequestHandler } from "@react-router/express";

const port = Number(process.env.PORT ?? 3000);
const build = await import("./build/server/index.js");
// The database opens (migrated, seeded when empty) before the port does: no early request waits on the seeding.
// (A build older than this file has no such hook.)
await build.entry.module.serverReady?.();
const startupLines = (await build.entry.module.startupLines?.(port)) ?? [];

const app = express();
app.disable("x-powered-by");

// Probes (decision 077), before everything else: no site, no session, never cached. /healthz: the process answers.
// /readyz: the database answers with every migration of this code applied, and the process is not shutting down.
const { databaseReadiness, closeDb, closeEventStreams, leaveShutdownToServer } = build.entry.module;
let shuttingDown = false;
// Once shutting down, a kept-alive connection carries no further request: each answer closes it.
app.use((_req, res, next) => {
  if (shuttingDown) res.setHeader("Connection", "close");
  next();
});
app.get("/healthz", (_req, res) => {
  res.status(200).set("Cache-Control", "no-store").type("text/plain").send("ok\n");
});
app.get("/readyz", async (_req, res) => {
  const state = shuttingDown ? { ready: false, reason: "shutting down" } : await databaseReadiness();
  res
    .status(state.ready ? 200 : 503)
    .set("Cache-Control", "no-store")
    .type("text/plain")
    .send(`${state.reason}\n`);
});

// Behind a proxy set TRUST_PROXY (e.g. 1 or "loopback, 10.0.0.0/8") so req.ip is the visitor's.
app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
// Shareable pages arrive compressed once, whole, by the app (decision 026; compression skips
// what is already encoded); the rest streams through the cheap ends of gzip and brotli.
// COMPRESSION=0 leaves it to the proxy in front (deploy/nginx.conf).
if (process.env.COMPRESSION !== "0") {
  app.use(compression({ level: 6, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));
}
// Static files do not pass through React Router: they get the same base security headers (decision 021).
const { baseSecurityHeaders } = build.entry.module;
app.use((req, res, next) => {
  const secure = req.secure || req.headers["x-forwarded-proto"] === "https";
  for (const [name, value] of Object.entries(baseSecurityHeaders(secure))) res.setHeader(name, value);
  next();
});
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
// The service worker, its push script and the latest-build marker must reach the browser fresh after a deploy
// (decision 036): revalidated on every fetch; everything else outside /assets for an hour.
const ALWAYS_REVALIDATE = new Set(["/sw.js", "/sw-push.js", "/builds/latest.json"]);
const serveClientFile = express.static("build/client", {
  maxAge: "1h",
  setHeaders(res) {
    if (ALWAYS_REVALIDATE.has(res.req.path)) res.setHeader("Cache-Control", "no-cache");
  },
});
// build/client is looked up only for paths under one of its top-level names: the build does not
// change while the process runs, and a page request need not cost a stat() (decision 043).
const clientEntries = new Set(readdirSync("build/client"));
app.use((req, res, next) => {
  const first = req.path.split("/", 2)[1] ?? "";
  // A plain first segment that names nothing in build/client cannot be a file there; anything
  // else (an encoded or dotted path, the directory index) is left to serve-static as before.
  const plain = first === "" ? !clientEntries.has("index.html") : /^[\w-][\w.-]*$/.test(first) && !first.includes("..");
  return plain && !clientEntries.has(first) ? next() : serveClientFile(req, res, next);
});
if (process.env.LOG_REQUESTS !== "0") app.use(morgan("tiny"));
app.use((req, _res, next) => {
  // The one trusted source of the client address; anything the client sent under this name is replaced.
  req.headers["x-client-ip"] = req.ip ?? "";
  // The site is chosen from Host (which must name a configured host), while the adapter builds
  // request.url from X-Forwarded-Host under `trust proxy`: a forwarded host naming another host
  // than the one the site was resolved from is not ours, so it is dropped.
  const forwardedHost = req.headers["x-forwarded-host"];
  if (forwardedHost !== undefined && String(forwardedHost).trim().toLowerCase() !== String(req.headers.host ?? "").toLowerCase()) {
    delete req.headers["x-forwarded-host"];
  }
  next();
});
// What cannot become a web Request is the client's error, answered before the fast path and the adapter (which
// threw, a 500 with a logged stack): TRACE, which `fetch` forbids (Node itself refuses CONNECT and TRACK), and a
// Host header that is no URL authority (empty, a port past 65535, characters a host cannot hold).
app.use((req, res, next) => {
  if (req.method === "TRACE") {
    return res.status(405).set("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS").type("text/plain").send("Method Not Allowed");
  }
  if (req.headers.host !== undefined && !URL.canParse(`http://${req.headers.host}/`)) {
    return res.status(400).type("text/plain").send("Bad Request");
  }
  next();
});
// Anonymous pages the app's micro-cache holds are answered here, before React Router builds a web Request,
// matches routes and runs its middleware for them (decision 051); the app decides what is a hit.
const { cachedPageAnswer } = build.entry.module;
app.use((req, res, next) => {
  // (A build older than this file has no fast path: every request takes the framework's.)
  if (typeof cachedPageAnswer !== "function" || (req.method !== "GET" && req.method !== "HEAD")) return next();
  const host = req.headers.host;
  let url;
  try {
    // Built as the adapter builds request.url, so both paths use one cache key (`//x` stays a path).
    url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    return next();
  }
  const hit = cachedPageAnswer({
    method: req.method,
    url,
    secure: req.protocol === "https" || req.headers["x-forwarded-proto"] === "https",
    host,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
    acceptEncoding: req.headers["accept-encoding"],
    ifNoneMatch: req.headers["if-none-match"],
    clientIp: req.headers["x-client-ip"],
  });
  if (!hit) return next();
  res.statusCode = hit.status;
  for (const [name, value] of hit.headers) res.setHeader(name, value);
  res.cork();
  for (const part of hit.body ?? []) res.write(part);
  res.end();
});
// The app sets the security headers of its own responses; the adapter appends them, so leave no copies here.
const baseHeaderNames = Object.keys(baseSecurityHeaders(true));
app.use((_req, res, next) => {
  for (const name of baseHeaderNames) res.removeHeader(name);
  next();
});
app.all("/{*splat}", createRequestHandler({ build, mode: process.env.NODE_ENV ?? "production" }));

const server = app.listen(port, () => {
  console.info(`Listening on http://localhost:${port}`);
  for (const line of startupLines) console.info(line);
});

// SIGTERM (decision 077): stop accepting connections, let requests in flight finish, end event streams with a retry
// hint (browsers reconnect to another process), then settle background work, close the database and leave — within
// SHUTDOWN_SECONDS however long a request would take.
const SHUTDOWN_SECONDS = 9;
leaveShutdownToServer();
function shutdown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.info(`${signal}: finishing requests in flight`);
  setTimeout(() => {
    console.error(`shutdown: requests still open after ${SHUTDOWN_SECONDS} s; leaving`);
    process.exit(1);
  }, SHUTDOWN_SECONDS * 1000).unref();
  server.close(() => {
    closeDb()
      .catch((error) => console.error("shutdown: closing the database failed", error))
      .finally(() => process.exit(0));
  });
  server.closeIdleConnections();
  closeEventStreams();
}
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => shutdown(signal));
