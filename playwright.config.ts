import { readdirSync, rmSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The local postback receiver of tests/e2e/tracking.spec.ts, beside the server's port (decision 035). */
const POSTBACK_RECEIVER_PORT = PORT + 1000;
/** A fresh data folder per run: PGlite is one process per folder, and tests must not see old data. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? `test-data/e2e-${Date.now()}`;
if (!process.env.E2E_DATA_DIR) pruneOldRuns();
process.env.E2E_DATA_DIR = DATA_DIR;

/** The last runs' folders stay for a look after a failure; older ones go (each holds a seeded database). */
function pruneOldRuns(keep = 3) {
  let runs: string[];
  try {
    runs = readdirSync("test-data").filter((name) => /^e2e-\d+$/.test(name));
  } catch {
    return;
  }
  const byAge = runs.sort((a, b) => Number(b.slice(4)) - Number(a.slice(4)));
  for (const old of byAge.slice(keep)) rmSync(`test-data/${old}`, { recursive: true, force: true });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    // Headless Chromium says "HeadlessChrome", which isbot counts as a bot (bots get plain error pages).
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
    screenshot: "only-on-failure",
    // The service worker (issue 14) installs in the background and shows an "offline ready" toast mid-test; specs
    // about something else run without it. The PWA specs allow it (`test.use({ serviceWorkers: "allow" })`).
    serviceWorkers: "block",
    launchOptions: {
      // The machine's Chromium; never a downloaded browser.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // Listed first so it runs first, on the freshly seeded database (docs/guides/visual-baselines.md). Not a dependency
    // of the rest: a changed picture must not skip the other specs.
    {
      name: "visual",
      testMatch: /visual\.spec\.ts$/,
      snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
      use: { browserName: "chromium" },
    },
    { name: "chromium", testIgnore: /visual\.spec\.ts$/, use: { browserName: "chromium" } },
  ],
  webServer: {
    // The built app, seeded on start, as `npm start` runs it.
    command: `node server.js`,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NODE_ENV: "production",
      LOG_REQUESTS: "0",
      SEED_ON_START: "1",
      TEST_SITES: "1",
      TEST_POSTBACK_ORIGIN: `http://127.0.0.1:${POSTBACK_RECEIVER_PORT}`,
    },
    url: `http://localhost:${PORT}/locales/en.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
