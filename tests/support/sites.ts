import { siteRegistry } from "#app/site/sites.server.ts";
import type { Site } from "#app/site/registry.ts";

/** A configured site by id, parsed as the app serves it (defaults applied). */
export function siteById(id: string): Site {
  const site = siteRegistry.sites.find((candidate) => candidate.id === id);
  if (!site) throw new Error(`No site ${id}`);
  return site;
}
