// Server rendering against the framework's floor (decisions 038, 109).
//
//   npm run build && npm run bench:ssr -- [--duration 5] [--rounds 3] [--connections 10] [--no-build]
//                                          [--postgres postgres://user@host:port/db] [--only-floor]
//                                          [--pages member-own-profile,terms]  (a focused run: these pages only)
//
// 1. The production build (server.js, micro-cache off) beside a bare React Router 8 app (bench/ssr/bare, built here)
//    that renders the SAME MARKUP: each page's HTML is captured from the app (anonymous pages without a cookie, member
//    pages as the demo member paid@example.com), parsed once into a React element tree (inline <style>, JSON data
//    blocks and inline scripts kept, the app's module scripts left out) and rendered by React per request through the
//    same adapter (`/markup/{page}`). That floor is what React must cost for the page; everything above it is the app's.
//    The old one-route page with two texts is measured too, as a second reference line. autocannon runs alternate
//    between floor and app, round after round, so both see the same machine load.
//    Targets: anonymous pages ≥ 80 % of their floor, member pages ≥ 50 % on PGlite and ≥ 60 % on PostgreSQL.
// 2. The same build with its micro-cache (5 s) beside a raw node:http server that answers each path with the bytes
//    and headers the app sent: what caching leaves of the app's cost (target ≥ 25 % of raw).
//
// `--postgres <server url>` runs the app on a fresh database made on that server (dropped afterwards) instead of
// PGlite. Phase 1 also reads each server's CPU time (/proc/<pid>/stat) around every run: CPU ms per request, the
// figure that moves least with whatever else the machine runs.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import postgres from "postgres";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const duration = option("duration", 5);
const rounds = option("rounds", 3);
const connections = option("connections", 10);
// Ports 3315–3317 by default (BENCH_PORT moves the block).
const base = Number(process.env.BENCH_PORT ?? 3315);
const ports = { app: base, bare: base + 1, raw: base + 2 };
const postgresUrl = args.includes("--postgres") ? args[args.indexOf("--postgres") + 1] : null;
const MEMBER_TARGET = postgresUrl ? 0.6 : 0.5;
const ANONYMOUS_TARGET = 0.8;
/** Anonymous pages (no cookie) and the member's pages (`{member}`, `{chat}` filled in once the demo member is in). */
const PAGE_LIST = [
  { name: "home", path: "/", member: false },
  { name: "terms", path: "/pages/terms", member: false },
  { name: "login", path: "/login", member: false },
  { name: "signup", path: "/signup", member: false },
  { name: "lander", path: "/landers/video/spring", member: false },
  { name: "member-home", path: "/", member: true },
  { name: "member-profile", path: "/members/{member}", member: true },
  { name: "member-likes", path: "/likes", member: true },
  { name: "member-chat", path: "/chats/{chat}", member: true },
  { name: "member-own-profile", path: "/profile", member: true },
]
  .map((page) => ({ ...page, target: page.member ? MEMBER_TARGET : ANONYMOUS_TARGET }))
  .filter((page) => !args.includes("--pages") || args[args.indexOf("--pages") + 1].split(",").includes(page.name));
const CACHED_TARGET = 0.25;
const host = (port) => `classic.localhost:${port}`;

if (!args.includes("--no-build")) {
  const built = spawnSync("npx", ["react-router", "build", "bench/ssr/bare"], { stdio: ["ignore", "ignore", "inherit"] });
  if (built.status !== 0) throw new Error("building bench/ssr/bare failed");
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-ssr-"));
/** A fresh database on the given PostgreSQL server, or PGlite in dataDir. */
let databaseUrl;
let dropDatabase = async () => {};
if (postgresUrl) {
  const name = `bench_ssr_${process.pid}_${Date.now()}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const cleanup = postgres(postgresUrl, { max: 1, onnotice: () => {} });
    await cleanup.unsafe(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
const children = [];
function start(script, port, env = {}) {
  const child = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      NODE_ENV: "production",
      LOG_REQUESTS: "0",
      SEED_ON_START: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  // Each server's errors, named by the server that logged them.
  child.stderr.on("data", (chunk) => process.stderr.write(String(chunk).replace(/^(?=.)/gm, `[${script.split("/").pop()}:${port}] `)));
  children.push(child);
  return child;
}
/** Stops a server and waits for it to exit (at most 15 s): the next server on its port must not meet it. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => {
    child.once("exit", resolve);
    setTimeout(resolve, 15_000).unref();
  });
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  return exited;
}
/** Waits until nothing listens on `port` (a server of an earlier run may still be shutting down), at most 30 s. */
async function waitUntilFree(port) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const free = await new Promise((resolve) => {
      const probe = createNetServer()
        .once("error", () => resolve(false))
        .once("listening", () => probe.close(() => resolve(true)))
        .listen(port);
    });
    if (free) return;
    if (Date.now() > deadline) throw new Error(`port ${port} is still in use`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
async function waitFor(port, path) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: host(port) } })).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nothing answers on port ${port}`);
}
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
/** User + system CPU milliseconds a process has used so far; null where /proc is not there. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** One autocannon run: requests per second, and the server's CPU ms per request when its pid is given. */
function cannon(port, path, pid, cookie) {
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const headers = { host: host(port), ...(cookie ? { cookie } : {}) };
  return new Promise((resolve, reject) => {
    autocannon({ url: `http://127.0.0.1:${port}${path}`, connections, duration, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${path} on ${port}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      const cpuAfter = cpuBefore === null ? null : cpuMsOf(pid);
      resolve({ rps: result.requests.average, cpu: cpuAfter === null ? null : (cpuAfter - cpuBefore) / result.requests.total });
    });
  });
}
const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (ratio) => `${(ratio * 100).toFixed(0)} %`;

/** The demo member's session cookie, from the login form as a browser posts it. */
async function memberCookie(port) {
  const response = await fetch(`http://127.0.0.1:${port}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { host: host(port), origin: `http://${host(port)}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "paid@example.com", password: "demo-password" }),
  });
  const session = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
  if (!session) throw new Error(`the demo member's login failed (${response.status})`);
  return session.split(";")[0];
}
/** A profile the member's search shows, and a conversation with it (opened and written to, so it is a real chat). */
async function memberPageIds(port, cookie) {
  const headers = { host: host(port), cookie, origin: `http://${host(port)}` };
  const search = await (await fetch(`http://127.0.0.1:${port}/api/search.php`, { headers })).json();
  const profiles = search.profiles ?? search.results ?? search;
  const member = String((Array.isArray(profiles) ? profiles : [])[0]?.id ?? "");
  if (!member) throw new Error("the member's search found nobody");
  const chat = await (await fetch(`http://127.0.0.1:${port}/api/chat.php?profile=${member}`, { headers })).json();
  await fetch(`http://127.0.0.1:${port}/api/messages.php`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ conversation: chat.id, text: "Hello from the benchmark" }),
  });
  return { member, chat: String(chat.id) };
}
/** A page's HTML as the app sends it (a 200, or the bench stops). */
async function capture(port, path, cookie) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: host(port), ...(cookie ? { cookie } : {}) } });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response.text();
}

let failed = false;
try {
  // Phase 1: no micro-cache, against each page's same-markup floor.
  for (const port of Object.values(ports)) await waitUntilFree(port);
  const app = start("server.js", ports.app, { MICRO_CACHE_SECONDS: "0" });
  await waitFor(ports.app, "/");
  const cookie = await memberCookie(ports.app);
  const ids = await memberPageIds(ports.app, cookie);
  const PAGES = PAGE_LIST.map((page) => ({ ...page, path: page.path.replace("{member}", ids.member).replace("{chat}", ids.chat) }));
  const markup = {};
  for (const page of PAGES) markup[page.name] = await capture(ports.app, page.path, page.member ? cookie : undefined);
  const markupFile = join(dataDir, "markup.json");
  writeFileSync(markupFile, JSON.stringify(markup));
  const bare = start("bench/ssr/bare-server.mjs", ports.bare, { MARKUP_FILE: markupFile });
  await waitFor(ports.bare, "/");
  // warm-up: JIT, caches of the process
  for (const page of PAGES) {
    await cannon(ports.app, page.path, null, page.member ? cookie : undefined);
    await cannon(ports.bare, `/markup/${page.name}`);
  }
  await cannon(ports.bare, "/");
  const runs = new Map(PAGES.map(({ name }) => [name, { app: [], floor: [] }]));
  const oneRoute = [];
  const loads = [loadAverage()];
  for (let round = 0; round < rounds; round++) {
    oneRoute.push(await cannon(ports.bare, "/", bare.pid));
    for (const page of PAGES) {
      runs.get(page.name).floor.push(await cannon(ports.bare, `/markup/${page.name}`, bare.pid));
      runs.get(page.name).app.push(await cannon(ports.app, page.path, app.pid, page.member ? cookie : undefined));
    }
    loads.push(loadAverage());
  }
  const field = (list, name) => median(list.map((run) => run[name]));
  const cpuOf = (list) => (list[0].cpu === null ? null : field(list, "cpu"));
  console.log(
    `\nServer rendering on ${postgresUrl ? "PostgreSQL" : "PGlite"} against each page's same-markup floor, autocannon -c ${connections} -d ${duration}, ${rounds} alternating rounds (medians)`,
  );
  console.log(`load average (1, 5, 15 min) at the start and after each round: ${loads.join(" | ")}`);
  console.log("page                        app req/s  floor req/s  app/floor   target  app CPU ms/req  floor CPU ms/req  KB");
  for (const page of PAGES) {
    const { app: a, floor: f } = runs.get(page.name);
    const ratio = field(a, "rps") / field(f, "rps");
    failed ||= ratio < page.target;
    const [appCpu, floorCpu] = [cpuOf(a), cpuOf(f)];
    console.log(
      `${`${page.member ? "member " : ""}${page.path}`.padEnd(27)}${field(a, "rps").toFixed(0).padStart(10)}${field(f, "rps").toFixed(0).padStart(13)}${pct(ratio).padStart(11)}${`≥ ${pct(page.target)}`.padStart(9)}${(appCpu?.toFixed(2) ?? "—").padStart(16)}${(floorCpu?.toFixed(2) ?? "—").padStart(18)}${(Buffer.byteLength(markup[page.name]) / 1024).toFixed(0).padStart(4)}`,
    );
  }
  const oneRouteCpu = cpuOf(oneRoute);
  console.log(
    `${"one-route bare page /".padEnd(27)}${"".padStart(10)}${field(oneRoute, "rps").toFixed(0).padStart(13)}${"".padStart(20)}${"".padStart(16)}${(oneRouteCpu?.toFixed(2) ?? "—").padStart(18)}   (second reference)`,
  );
  await Promise.all([stop(app), stop(bare)]);

  // Phase 2: the micro-cache against a raw node:http server returning the same bytes.
  const cached = start("server.js", ports.app, { MICRO_CACHE_SECONDS: "5" });
  await waitFor(ports.app, "/");
  const ANONYMOUS = PAGE_LIST.filter((page) => !page.member);
  const bodies = new Map();
  for (const { path } of ANONYMOUS) {
    const response = await fetch(`http://127.0.0.1:${ports.app}${path}`, { headers: { host: host(ports.app) } });
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !["transfer-encoding", "connection", "keep-alive"].includes(name)),
    );
    bodies.set(path, { headers, body: Buffer.from(await response.arrayBuffer()) });
  }
  const raw = createServer((request, response) => {
    const page = bodies.get(request.url) ?? bodies.get("/");
    response.writeHead(200, { ...page.headers, "content-length": page.body.byteLength });
    response.end(page.body);
  }).listen(ports.raw);
  const cachedRuns = new Map(ANONYMOUS.map(({ path }) => [path, { app: [], raw: [] }]));
  for (const { path } of ANONYMOUS) await cannon(ports.app, path);
  for (let round = 0; round < rounds; round++) {
    for (const { path } of ANONYMOUS) {
      cachedRuns.get(path).raw.push((await cannon(ports.raw, path)).rps);
      cachedRuns.get(path).app.push((await cannon(ports.app, path)).rps);
    }
  }
  raw.close();
  stop(cached);
  console.log(`\nMicro-cache (5 s) against a raw node:http server sending the same bytes (median req/s; load ${loadAverage()})`);
  console.log("page                  cached req/s    raw req/s   cached/raw   target");
  for (const { path } of ANONYMOUS) {
    const { app: a, raw: r } = cachedRuns.get(path);
    const ratio = median(a) / median(r);
    failed ||= ratio < CACHED_TARGET;
    console.log(
      `${path.padEnd(22)}${median(a).toFixed(0).padStart(12)}${median(r).toFixed(0).padStart(13)}${pct(ratio).padStart(13)}${`≥ ${pct(CACHED_TARGET)}`.padStart(9)}`,
    );
  }
} finally {
  await Promise.all(children.map(stop));
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}
if (args.includes("--check") && failed) {
  console.error("A page is below its target.");
  process.exit(1);
}
