import { join, resolve } from "node:path";
import { env } from "#app/.server/env.server.ts";
import { decideDemoMode, describeServedSites } from "./demo-mode.ts";
import { buildSiteRegistry, isDemoSite, restrictRegistry, type Site, type SiteRegistry } from "./registry.ts";
import { importSiteFiles } from "./site-files.server.ts";
import { SITE_FILES, TEST_SITE_FILES } from "./site-globs.server.ts";

/** The folder of site files and brand assets folders: `SITES_DIR` when set, else the app's `sites/`. */
export const sitesDir = resolve(env.SITES_DIR ?? join(process.cwd(), "sites"));

// SITES_DIR is read when the process starts, so a brand added there needs a restart, not a build.
const siteFiles = env.SITES_DIR ? await importSiteFiles(sitesDir) : SITE_FILES;

// Every file is validated, served or not, so a broken demo file still stops the start.
const brands = buildSiteRegistry(siteFiles).sites;
const demoMode = decideDemoMode(brands, env.SEED_DEMO);
const allSites = buildSiteRegistry(env.TEST_SITES === "1" ? { ...siteFiles, ...TEST_SITE_FILES } : siteFiles);

/**
 * The sites this process serves, validated once when the server module loads. Adding a file to `sites/` is all it
 * takes to serve a new brand; demo sites are served only in demo mode (decision 063).
 */
export const siteRegistry: SiteRegistry = demoMode
  ? allSites
  : restrictRegistry(allSites, (site) => !isDemoSite(site), "sites/ holds only demo sites, and SEED_DEMO=0 switches them off");
/**
 * Whether demo mode is on (decision 063): demo sites are served, with their demo members and the test payment
 * provider. Anything meant only for demonstrations (e.g. demo staff accounts) is enabled only where this is true.
 */
export function demoModeEnabled(): boolean {
  return demoMode;
}

/** Whether the demo members (published password) may exist and log in on this site: demo sites in demo mode, or SEED_DEMO=1. */
export function demoAccountsOn(site: Pick<Site, "allHosts">): boolean {
  return env.SEED_DEMO === "1" || (demoMode && isDemoSite(site));
}

/** The start log's line about the sites (printed when the server starts). */
export function servedSitesReport(): string {
  return describeServedSites(siteRegistry.sites, allSites.sites, demoMode, env.SEED_DEMO);
}
