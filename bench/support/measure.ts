import { readFileSync } from "node:fs";

/**
 * What the TypeScript benches share: their numeric options, the figures they read of a process from /proc, and
 * percentiles.
 */

/** `--name N` among the arguments, else the fallback. */
export function arg(argv: string[], name: string, fallback: number): number {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? Number(argv[index + 1]) : fallback;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux, 100 ticks a second); null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** CPU time of several processes together; null when one cannot be read. */
export function totalCpuMs(pids: number[]): number | null {
  const each = pids.map(cpuMs);
  return each.some((ms) => ms === null) ? null : (each as number[]).reduce((a, b) => a + b, 0);
}

/** Resident memory of a process (KB), from /proc; null elsewhere. */
export function rssKb(pid: number): number | null {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) || null;
  } catch {
    return null;
  }
}

/** The p-th percentile of ascending values (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The machine's load average (1, 5, 15 minutes), as every bench prints it beside its figures. */
export function loadAverage(): string {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
