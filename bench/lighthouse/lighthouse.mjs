// Lighthouse mobile scores (issue 10 budgets, decision 038): npm `lighthouse` with the machine's
// Chromium (never a downloaded browser), default mobile settings (emulated phone, simulated slow 4G
// and 4× CPU slowdown), against the production build on loopback.
//
//   npm run build && npm run bench:lighthouse -- [--verbose] [--port 3319]
//
// Targets: performance ≥ 95, accessibility, best practices and SEO 100 on /, /signup, /pages/terms
// and a lander, in both themes. `--verbose` lists every audit that cost points.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const port = Number((args.includes("--port") && args[args.indexOf("--port") + 1]) || 3319);
const PAGES = [
  { site: "classic", path: "/" },
  { site: "classic", path: "/signup" },
  { site: "classic", path: "/pages/terms" },
  { site: "classic", path: "/landers/video/spring" },
  { site: "lavish", path: "/" },
  { site: "lavish", path: "/signup" },
  { site: "lavish", path: "/pages/terms" },
  { site: "lavish", path: "/landers/gallery/milf-spring" },
];
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
  console.log("page                                    perf   a11y   best    seo      FCP      LCP     TBT     CLS");
  const below = [];
  for (const { site, path } of PAGES) {
    const url = `http://${site}.localhost:${port}${path}`;
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id) => lhr.audits[id]?.displayValue ?? "-";
    console.log(
      `${`${site} ${path}`.padEnd(38)}${CATEGORIES.map((id) => String(score(id)).padStart(7)).join("")}${[
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
      ]
        .map((id) => metric(id).padStart(9))
        .join("")}`,
    );
    for (const id of CATEGORIES) if (score(id) < TARGETS[id]) below.push(`${site} ${path} ${id} ${score(id)}`);
    if (verbose) {
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            console.log(`    ${id}: ${audit.id} ${Math.round(audit.score * 100)} ${audit.displayValue ?? ""} ${audit.title}`);
          }
        }
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
