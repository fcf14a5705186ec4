import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { PORT } from "./helpers.ts";

/**
 * server.js on an empty data folder: it migrates and seeds before it listens, so the first request after
 * "Listening" is answered at once (it used to say "Listening" first and keep early requests waiting on the seed).
 */
test("the server listens only once the database is seeded, answers at once, and says where the demo is", async () => {
  test.setTimeout(180_000);
  const port = PORT + 11;
  const dataDir = mkdtempSync(join(tmpdir(), "server-start-"));
  const server = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_REQUESTS: "0",
      SEED_ON_START: "1",
      TEST_SITES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 150_000, intervals: [100] }).toContain("Listening on");
    const started = Date.now();
    const answer = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) });
    expect(answer.status).toBe(200);
    expect(Date.now() - started, "first request after Listening").toBeLessThan(5_000);
    // The seed finished before the port opened, and the log then says where to go and how to log in.
    expect(output.indexOf("Seeded")).toBeGreaterThanOrEqual(0);
    expect(output.indexOf("Seeded")).toBeLessThan(output.indexOf("Listening on"));
    await expect.poll(() => output).toContain("Demo logins");
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toContain(`http://lavish.localhost:${port}`);
    expect(output).toContain(`http://gay.localhost:${port}`);
    expect(output).toContain("paid@example.com");
    expect(output).toContain("demo-password");
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
