import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Plain Node runs this module too (site:new, site:check): no Vite-only `import.meta.glob` here (see site-globs.server.ts).

/** The site files of a folder: `<id>.ts`, neither tests nor declarations. */
export function siteFileNames(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts"))
    .sort();
}

/** Every site file of a folder, imported now, by path (Node strips the types of a `.ts` file by itself). */
export async function importSiteFiles(dir: string): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {};
  for (const file of siteFileNames(dir)) modules[join(dir, file)] = await import(/* @vite-ignore */ pathToFileURL(join(dir, file)).href);
  return modules;
}
