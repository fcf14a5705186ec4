import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app process exited: ${output}`);
    try {
      if ((await fetch(`${origin}/locales/en.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`app process did not answer within 60 s: ${output}`);
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
