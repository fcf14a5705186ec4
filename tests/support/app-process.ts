import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * A loopback port for a test's app process, below Linux's ephemeral range (32768–60999): a port from that range can
 * be taken by an outgoing connection between the pick and the listen, or a probe can connect to itself while nothing
 * listens yet. Checked free before it is returned.
 */
export async function freeTestPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Whether `npm run build` has produced the server that `startAppProcess` runs. */
export const hasServerBuild = () => existsSync(join(process.cwd(), "build/server/index.js"));

/**
 * Starts the built app (`server.js`, as `npm start` serves it) as its own process on a loopback port, and waits
 * until it answers. For tests and benches that need real processes (two processes on one PostgreSQL, SSE load).
 */
export async function startAppProcess(env: {
  PORT: number;
  DATA_DIR: string;
  DATABASE_URL?: string;
  /** A folder of site files read at start instead of the built-in `sites/`. */
  SITES_DIR?: string;
  /** Seconds of the in-process micro-cache of anonymous pages; off unless given. */
  MICRO_CACHE_SECONDS?: number;
}): Promise<{ stop: () => Promise<void>; origin: string; pid: number; exited: Promise<number | null>; output: () => string }> {
  // APP_PROCESS_NODE_ARGS: extra Node flags for the app process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const child: ChildProcess = spawn(
    process.execPath,
    [...(process.env.APP_PROCESS_NODE_ARGS ?? "").split(" ").filter(Boolean), "server.js"],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_REQUESTS: "0",
        SEED_ON_START: "0",
        MICRO_CACHE_SECONDS: String(env.MICRO_CACHE_SECONDS ?? 0),
        PORT: String(env.PORT),
        DATA_DIR: env.DATA_DIR,
        DATABASE_URL: env.DATABASE_URL ?? "",
        ...(env.SITES_DIR ? { SITES_DIR: env.SITES_DIR } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    },
  );
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${env.PORT}`;
  // Generous: on a loaded 2-core CI machine two processes migrating one fresh database have taken most of a minute.
  const deadline = Date.now() + 120_000;
  let lastProbe = "no answer yet";
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app process exited: ${output}`);
    try {
      // Each probe is bounded, so one stuck connection cannot use up the whole wait.
      const res = await fetch(`${origin}/locales/en.json`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) break;
      lastProbe = `answered ${res.status}: ${(await res.text()).slice(0, 200)}`;
    } catch (error) {
      lastProbe = String((error as Error).cause ?? error);
    }
    if (Date.now() > deadline) {
      throw new Error(`app process did not answer within 120 s (last probe: ${lastProbe}); its output: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: child.pid!,
    /** The process's exit code once it has left (null when a signal ended it). */
    exited,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}
