import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every class the app writes in a className, a cn() call or a cva() table. */
export function appClasses(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|server)\./.test(entry.name)) files.push(path);
    }
  };
  for (const dir of ["app", "themes", "stories"]) walk(dir);
  const classes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    const regions = [
      ...source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`)/g),
      ...source.matchAll(/\bcn\(([\s\S]*?)\)(?=[\s,;}\]])/g),
      ...source.matchAll(/\bcva\(([\s\S]*?)\n\);/g),
      ...source.matchAll(/className:\s*"([^"]*)"/g),
    ].map((match) => match.slice(1).join(" "));
    for (const region of regions)
      for (const literal of region.matchAll(/"([^"]*)"|`([^`$]*)`/g))
        for (const name of (literal[1] ?? literal[2] ?? "").split(/\s+/))
          if (/^[!-]?[a-z[@*&]/.test(name) && !name.includes("${")) classes.add(name);
    for (const region of regions.filter((r) => !r.includes('"')))
      for (const name of region.split(/\s+/)) if (/^[a-z[]/.test(name)) classes.add(name);
  }
  return [...classes].sort();
}
