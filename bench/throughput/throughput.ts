/**
 * Sign-up and checkout throughput of ONE app process: `--concurrency` clients (default 10) send sign-ups
 * (the e-mail check, then `POST /api/user.php?new=1`) for `--seconds` (default 10), then purchases through the
 * built-in test provider (the order, then "paid" at its checkout). Prints completed operations per second, latency
 * p50/p95/p99, the app process's CPU per operation, and every answer that was not a success.
 *
 *   npm run build && npm run bench:throughput                          # PGlite in a fresh temp DATA_DIR
 *   BENCH_DATABASE_URL=postgres://… npm run bench:throughput             # an existing, EMPTY PostgreSQL database
 *   npm run bench:throughput -- --concurrency 20 --seconds 20 --port 3240
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAppProcess } from "#tests/support/app-process.ts";
import { buyCreditsOverHttp, seedTrafficMembers, signUpOverHttp } from "#tests/support/traffic.ts";
import { arg, cpuMs, loadAverage, percentile } from "../support/measure.ts";

export async function main(argv: string[]) {
  const concurrency = arg(argv, "concurrency", 10);
  const seconds = arg(argv, "seconds", 10);
  const port = arg(argv, "port", 3240);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // The app's modules read DATA_DIR once, when imported: run again with a fresh one set.
  if (!process.env.BENCH_THROUGHPUT_DATA_DIR) {
    const dir = mkdtempSync(join(tmpdir(), "bench-throughput-"));
    const child = spawnSync(process.execPath, ["scripts/run-ts.mjs", "bench/throughput/throughput.ts", ...argv], {
      stdio: "inherit",
      env: { ...process.env, BENCH_THROUGHPUT_DATA_DIR: dir, DATA_DIR: dir },
    });
    rmSync(dir, { recursive: true, force: true });
    return child.status ?? 1;
  }
  const members = await seedTrafficMembers(databaseUrl, 200, 10, "Buyer");
  const app = await startAppProcess({ PORT: port, DATA_DIR: process.env.BENCH_THROUGHPUT_DATA_DIR, DATABASE_URL: databaseUrl });
  let ip = 0;
  const freshIp = () => `10.78.${Math.floor(++ip / 250) % 250}.${ip % 250}`;
  const refusals = new Map<string, number>();
  let failed = false;

  /** `concurrency` clients repeating one operation for `seconds`; answers whether it succeeded. */
  async function phase(label: string, operation: (client: number) => Promise<string | null>) {
    const latencies: number[] = [];
    const deadline = Date.now() + seconds * 1000;
    const cpuBefore = cpuMs(app.pid);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, client) => {
        while (Date.now() < deadline) {
          const t0 = performance.now();
          const refusal = await operation(client);
          if (refusal === null) latencies.push(performance.now() - t0);
          else refusals.set(`${label}: ${refusal}`, (refusals.get(`${label}: ${refusal}`) ?? 0) + 1);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpuAfter = cpuMs(app.pid);
    latencies.sort((a, b) => a - b);
    const cpu =
      cpuBefore === null || cpuAfter === null || !latencies.length ? "—" : `${((cpuAfter - cpuBefore) / latencies.length).toFixed(1)} ms`;
    console.info(
      `${label.padEnd(10)} ${String(latencies.length).padStart(6)} done  ${(latencies.length / elapsed).toFixed(1).padStart(7)} /s   ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms   app CPU per operation ${cpu}`,
    );
  }

  try {
    console.info(
      `Throughput of one app process (${databaseUrl ? "PostgreSQL" : "PGlite"}), ${concurrency} clients, ${seconds} s per phase; load average ${loadAverage()}`,
    );
    // Warm-up (routes loaded, JIT), not counted.
    for (let i = 0; i < 5; i++) {
      await signUpOverHttp(app.origin, freshIp());
      await buyCreditsOverHttp(app.origin, members[i]!.cookie);
    }
    await phase("sign-ups", async () => {
      const { response } = await signUpOverHttp(app.origin, freshIp());
      if (response.status >= 500) failed = true;
      return response.ok ? null : String(response.status);
    });
    let next = 0;
    await phase("checkouts", async () => {
      const bought = await buyCreditsOverHttp(app.origin, members[next++ % members.length]!.cookie);
      if ("orderId" in bought) return null;
      if (bought.response.status >= 500) failed = true;
      return `${bought.refused} ${bought.response.status}`;
    });
    if (refusals.size) console.info(`answers other than success: ${[...refusals].map(([key, n]) => `${key} ×${n}`).join(", ")}`);
    console.info(`load average after: ${loadAverage()}`);
    return failed ? 1 : 0;
  } finally {
    await app.stop();
  }
}
