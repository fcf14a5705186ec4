import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Hosts allowed to post actions, for react-router.config.ts. The config loads
 * before Vite can import site modules, so this reads the host names from the
 * site files' text; the registry still validates them at server start.
 */
export function allowedActionOrigins(sitesDir = join(process.cwd(), "sites")): string[] {
  const port = process.env.PORT ?? "3000";
  const hosts = new Set<string>();
  for (const file of readdirSync(sitesDir)) {
    if (!/\.ts$/.test(file) || file.endsWith(".test.ts")) continue;
    const text = readFileSync(join(sitesDir, file), "utf8");
    for (const match of text.matchAll(/\b(?:domain|hosts)\s*:\s*(\[[^\]]*\]|"[^"]*")/g)) {
      for (const host of match[1]!.matchAll(/"([^"]+)"/g)) hosts.add(host[1]!);
    }
  }
  return [...hosts].flatMap((host) => [host, `${host}:${port}`]);
}
