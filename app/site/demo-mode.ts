import { isDemoSite, type Site } from "./registry.ts";

/**
 * Demo mode (decision 063): the demo sites (every host local), their demo members with the published password and
 * the built-in test payment provider. On while `sites/` holds nothing but demo sites, so a fresh checkout serves the
 * demo; off as soon as an operator adds a real brand. `SEED_DEMO=1` switches it on regardless, `SEED_DEMO=0` off.
 */
export function decideDemoMode(brands: readonly Pick<Site, "allHosts">[], seedDemo: "0" | "1" | undefined): boolean {
  if (seedDemo === "1") return true;
  if (seedDemo === "0") return false;
  return brands.every(isDemoSite);
}

/** The start log's line: which sites are live on which hosts, and whether demo mode is on and why. */
export function describeServedSites(
  served: readonly Pick<Site, "id" | "allHosts">[],
  all: readonly Pick<Site, "id" | "allHosts">[],
  demoMode: boolean,
  seedDemo: "0" | "1" | undefined,
): string {
  const live = served.map((site) => `${site.id} (${site.allHosts.join(", ")})`).join("; ");
  const hidden = all.filter((site) => !served.some((live) => live.id === site.id)).map((site) => site.id);
  const why =
    seedDemo === "1"
      ? "SEED_DEMO=1"
      : seedDemo === "0"
        ? "SEED_DEMO=0"
        : demoMode
          ? "sites/ holds only demo sites; SEED_DEMO=0 turns it off"
          : "sites/ holds a real brand; SEED_DEMO=1 turns it on";
  const notServed = hidden.length ? `; demo sites not served: ${hidden.join(", ")}` : "";
  return `Sites live: ${live}. Demo mode ${demoMode ? "on: demo members and test payments on demo sites" : "off"} (${why})${notServed}.`;
}
