import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";

// This spec is about the service worker, which the suite otherwise blocks (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** A port nothing listens on now (the deploy's own server, beside the suite's). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `server.js` from `dir`; resolves with the port once it listens. */
function startServer(dir: string, port: number) {
  const server = spawn(process.execPath, ["server.js"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, "data"), NODE_ENV: "production", LOG_REQUESTS: "0", SEED_ON_START: "0" },
    stdio: ["ignore", "pipe", "inherit"],
    detached: true,
  });
  const listening = new Promise<number>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    server.once("exit", (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { server, listening };
}

const buildIdOf = (clientDir: string) => (JSON.parse(readFileSync(join(clientDir, "builds", "latest.json"), "utf8")) as { id: string }).id;

// Issue 14 item 3, "done when": a new build deployed under the running server reaches open pages.
test("a new build deployed under the running server shows the update toast, and accepting it reloads into the new build", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const root = process.cwd();
  mkdirSync(join(root, "test-data"), { recursive: true });
  // Inside the repository, so the copied server finds node_modules.
  const deploy = mkdtempSync(join(root, "test-data", "deploy-"));
  cpSync(join(root, "build"), join(deploy, "build"), { recursive: true });
  copyFileSync(join(root, "server.js"), join(deploy, "server.js"));
  cpSync(join(root, "drizzle"), join(deploy, "drizzle"), { recursive: true });
  const { server, listening } = startServer(deploy, await freePort());
  try {
    const origin = `http://classic.localhost:${await listening}`;
    await page.goto(`${origin}/pages/faq`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const firstBuild = buildIdOf(join(deploy, "build", "client"));

    // The deploy: `npm run build` of the app, its client files copied over the served ones while the server runs
    // (the old hashed assets stay, as on a real deploy, for pages still open).
    const next = join(deploy, "next");
    execFileSync("npm", ["run", "build"], { cwd: root, env: { ...process.env, BUILD_DIR: next }, stdio: "ignore" });
    cpSync(join(next, "client"), join(deploy, "build", "client"), { recursive: true });
    const secondBuild = buildIdOf(join(deploy, "build", "client"));
    expect(secondBuild).not.toBe(firstBuild);

    // The member comes back to the tab: the page reads the latest-build marker and fetches the new worker.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    const toast = page.locator('[data-slot="toast"]').filter({ hasText: "A new version of FlirtClassic is available." });
    await expect(toast).toBeVisible({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as { __pwa?: { state: { needRefresh: boolean } } }).__pwa?.state.needRefresh)).toBe(true);

    const reloaded = page.waitForEvent("framenavigated", { predicate: (frame) => frame === page.mainFrame() });
    await toast.getByRole("button", { name: "Update now" }).click();
    await reloaded;
    await page.waitForLoadState("load");
    // The reloaded page is controlled by the new build's worker, and no update is pending any more.
    const controllerBuild = await page.evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve((event.data as { buildId?: string }).buildId ?? null);
          navigator.serviceWorker.controller!.postMessage({ type: "GET_BUILD_ID" }, [channel.port2]);
        }),
    );
    expect(controllerBuild).toBe(secondBuild);
    await expect(toast).toHaveCount(0);
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(deploy, { recursive: true, force: true });
  }
});
