// Lighthouse mobile scores (decision 038): npm `lighthouse` with the machine's
// Chromium (never a downloaded browser), default mobile settings (emulated phone, simulated slow 4G
// and 4× CPU slowdown), against the production build on loopback.
//
//   npm run build && npm run bench:lighthouse -- [--verbose] [--port 3319] [--runs 3] [--only lavish] [--json dir]
//
// `--runs N` measures every page N times (pages interleaved, so a burst of load on the shared machine
// spreads over pages) and prints the run with the median performance score, with the range beside it;
// `--only` keeps the pages whose "site path" contains the text; `--json` keeps each report for a look.
// The port: `--port`, else BENCH_PORT, else 3319 (several engineers share the machine; each has own ports).
//
// Targets: performance ≥ 95, accessibility, best practices and SEO 100 on /, /signup, /pages/terms
// and a lander, in both themes, and on the member's pages (logged in as the demo member paid@example.com: home,
// a profile, the chat list and a conversation; Lighthouse sends the session cookie). The public pages' LCP
// target is ≤ 1.2 s (printed beside each page). `--verbose` lists every audit that cost points.
import { spawn } from "node:child_process";
import { request } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Math.max(1, Number(option("--runs", 1)));
const only = option("--only", "");
const jsonDir = option("--json", "");
const port = Number((args.includes("--port") && args[args.indexOf("--port") + 1]) || process.env.BENCH_PORT || 3319);
const ALL_PAGES = [
  { site: "classic", path: "/" },
  { site: "classic", path: "/signup" },
  { site: "classic", path: "/pages/terms" },
  { site: "classic", path: "/landers/video/spring" },
  { site: "lavish", path: "/" },
  { site: "lavish", path: "/signup" },
  { site: "lavish", path: "/pages/terms" },
  { site: "lavish", path: "/landers/gallery/milf-spring" },
  // The member's pages ({member}: a profile their search shows; {chat}: a conversation with it).
  { site: "classic", path: "/", member: true },
  { site: "classic", path: "/members/{member}", member: true },
  { site: "classic", path: "/chats", member: true },
  { site: "classic", path: "/chats/{chat}", member: true },
  { site: "lavish", path: "/", member: true },
  { site: "lavish", path: "/members/{member}", member: true },
  { site: "lavish", path: "/chats", member: true },
  { site: "lavish", path: "/chats/{chat}", member: true },
];
const LCP_TARGET_MS = 1200;
const label = (page) => `${page.site} ${page.member ? "member " : ""}${page.path}`;
const PAGES = ALL_PAGES.filter((page) => label(page).includes(only));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_REQUESTS: "0", SEED_ON_START: "1" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
let chrome;
try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/locales/en.json`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // node:http, not fetch: fetch replaces the Host header with the URL's, and *.localhost names do not resolve here.
  const call = (method, path, headers, body) =>
    new Promise((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text }));
      });
      req.on("error", reject);
      req.end(body);
    });
  // The demo member's session per site, and the ids the member pages need (a profile and a conversation with it).
  const sessions = new Map();
  for (const site of new Set(PAGES.filter((page) => page.member).map((page) => page.site))) {
    const origin = `http://${site}.localhost:${port}`;
    const host = { Host: `${site}.localhost:${port}`, Origin: origin };
    const login = await call(
      "POST",
      "/login",
      { ...host, "Content-Type": "application/x-www-form-urlencoded" },
      new URLSearchParams({ email: "paid@example.com", password: "demo-password" }).toString(),
    );
    const cookie = (login.headers["set-cookie"] ?? []).find((line) => line.startsWith("__session="))?.split(";")[0];
    if (!cookie) throw new Error(`the demo member could not log in on ${site} (${login.status})`);
    const headers = { ...host, Cookie: cookie };
    const member = JSON.parse((await call("GET", "/api/search.php", headers)).text).profiles?.[0]?.id;
    const chat = JSON.parse((await call("GET", `/api/chat.php?profile=${member}`, headers)).text);
    await call(
      "POST",
      "/api/messages.php",
      { ...headers, "Content-Type": "application/json" },
      JSON.stringify({ conversation: chat.id, text: "Hello from the Lighthouse run" }),
    );
    sessions.set(site, { cookie, member, chat: chat.id });
  }
  for (const page of PAGES) {
    if (!page.member) continue;
    const session = sessions.get(page.site);
    page.path = page.path.replace("{member}", session.member).replace("{chat}", session.chat);
  }
  const cookieOf = (page) => (page.member ? sessions.get(page.site).cookie : undefined);
  // One request per page first: a server's first render of a page (JIT, the first query of its kind) is not what a
  // visitor of a running site waits for, and Lantern's simulation scales the document's observed server time.
  // Its images, scripts and styles too: the first request for a file of each kind pays the same start-up costs.
  const warmed = new Set();
  for (const page of PAGES) {
    const headers = { Host: `${page.site}.localhost:${port}`, ...(page.member ? { Cookie: cookieOf(page) } : {}) };
    const html = (await call("GET", page.path, headers)).text;
    for (const [, path] of html.matchAll(/(?:src|href)="(\/(?:media|assets)\/[^"?#]+)"/g)) {
      if (warmed.has(`${page.site} ${path}`)) continue;
      warmed.add(`${page.site} ${path}`);
      await call("GET", path, headers);
    }
  }
  const reports = new Map(PAGES.map((page) => [page, []]));
  for (let run = 0; run < runs; run++) {
    for (const page of PAGES) {
      const url = `http://${page.site}.localhost:${port}${page.path}`;
      const extraHeaders = page.member ? { Cookie: cookieOf(page) } : undefined;
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        extraHeaders,
      });
      reports.get(page).push(lhr);
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        writeFileSync(join(jsonDir, `${label(page).replaceAll(/[ /]/g, "_")}-${run + 1}.json`), JSON.stringify(lhr));
      }
    }
  }
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  console.log(
    `page                                    perf   a11y   best    seo      FCP      LCP     TBT     CLS      SI${runs > 1 ? "  perf of runs" : ""}`,
  );
  const below = [];
  for (const page of PAGES) {
    const name = label(page);
    // A run Lighthouse itself could not measure (a trace without navigation start, …) names its error and is left out.
    const failed = reports.get(page).filter((lhr) => lhr.runtimeError);
    for (const lhr of failed) console.log(`${name.padEnd(38)}  run failed: ${lhr.runtimeError.code}`);
    const all = reports.get(page).filter((lhr) => !lhr.runtimeError);
    if (!all.length) {
      below.push(`${name} not measured`);
      continue;
    }
    const sorted = [...all].sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const metric = (id) => lhr.audits[id]?.displayValue ?? "-";
    console.log(
      `${name.padEnd(38)}${CATEGORIES.map((id) => String(score(lhr, id)).padStart(7)).join("")}${[
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
        "speed-index",
      ]
        .map((id) => metric(id).padStart(9))
        .join("")}${runs > 1 ? `  ${all.map((report) => score(report, "performance")).join(" ")}` : ""}`,
    );
    for (const id of CATEGORIES) if (score(lhr, id) < TARGETS[id]) below.push(`${name} ${id} ${score(lhr, id)}`);
    const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue ?? Infinity;
    if (!page.member && lcpMs > LCP_TARGET_MS) below.push(`${name} LCP ${(lcpMs / 1000).toFixed(1)} s`);
    if (verbose) {
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            console.log(`    ${id}: ${audit.id} ${Math.round(audit.score * 100)} ${audit.displayValue ?? ""} ${audit.title}`);
          }
        }
      }
      // What the metrics are made of: the requests Lantern's simulation put before first paint and the LCP element.
      const lcp = lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) => item.type === "node")?.snippet;
      if (lcp) console.log(`    LCP element: ${lcp.slice(0, 140)}`);
      for (const item of lhr.audits["render-blocking-insight"]?.details?.items ?? []) {
        console.log(`    render-blocking: ${item.url} ${Math.round(item.wastedMs ?? 0)} ms`);
      }
    }
  }
  console.log(below.length ? `\nBelow target: ${below.join("; ")}` : "\nEvery page meets its targets.");
} finally {
  await chrome?.kill();
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
}
