import type { Site } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { getDb, whenDatabaseOpens } from "./db/client.server.ts";
import { env } from "./env.server.ts";

/**
 * Seeds an empty database when it is first opened, before any request gets it (`SEED_ON_START`, never in tests).
 * The seed module is loaded only then: it carries the pool's generator and data.
 */
export function seedEmptyDatabaseOnOpen() {
  if (env.SEED_ON_START !== "1" || env.NODE_ENV === "test") return;
  whenDatabaseOpens(async (db) => {
    const { seedIfEmpty } = await import("./db/seed.server.ts");
    await seedIfEmpty(db);
  });
}

/**
 * For server.js: resolves once the database is open, migrated and (when empty) seeded, so the server starts
 * listening only then and no early request waits on the seeding. Rejects when the database cannot be opened.
 */
export async function serverReady(): Promise<void> {
  await getDb();
}

/** Where a person reaches a site on this machine: `localhost` for the site that answers on it, else its domain. */
function localAddress(site: Site, port: number): string {
  const host = site.allHosts.includes("localhost") ? "localhost" : site.domain;
  return `http://${host}:${port}`;
}

/**
 * What server.js prints once it listens: the demo sites' addresses and the demo logins (none where none exist).
 * The seed module is loaded on demand, as for the seeding (it carries the pool's generator and data).
 */
export async function startupLines(port: number, sites: readonly Site[] = siteRegistry.sites): Promise<string[]> {
  const { DEMO_MEMBERS, DEMO_PASSWORD, demoMemberSites } = await import("./db/seed.server.ts");
  const demo = demoMemberSites(sites);
  if (!demo.length) return [];
  const width = Math.max(...demo.map((site) => site.name.length));
  return [
    "Demo sites:",
    ...demo.map((site) => `  ${site.name.padEnd(width)}  ${localAddress(site, port)}`),
    `Demo logins on each (password ${DEMO_PASSWORD}): ${DEMO_MEMBERS.join(", ")}`,
  ];
}
