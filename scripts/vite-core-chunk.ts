import path from "node:path";
import type { Plugin } from "vite";

/**
 * The core chunk (decision 048): every module that the browser entry and the root route import statically is
 * loaded on every page, so they go into one chunk instead of the ~25 small shared chunks the automatic split
 * makes of them. Each file is compressed on its own, and small files compress badly: one file is ~8 KB gzip
 * lighter than the same code in pieces, on every page. Nothing is added to any page: only modules every page
 * already loads are grouped. The entry and the root route keep their own small chunks, so their bodies run
 * when React Router imports them, as before.
 */
const STARTS = ["app/entry.client.tsx", "app/root.tsx"];

export function coreChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const core = new Set<string>();
  const plugin: Plugin = {
    name: "core-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      core.clear();
      const starts = new Set(STARTS.map((file) => path.resolve(file)));
      const pending = [...this.getModuleIds()].filter((id) => starts.has(id.split("?")[0] ?? id));
      const seen = new Set(pending);
      while (pending.length > 0) {
        const id = pending.pop()!;
        // Static imports only: what a page imports on demand stays out of the core chunk.
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          pending.push(dep);
          if (!starts.has(dep.split("?")[0] ?? dep)) core.add(dep);
        }
      }
    },
  };
  return { plugin, test: (id) => core.has(id) };
}
