import { join, resolve } from "node:path";
import { env } from "#app/.server/env.server.ts";
import { buildSiteRegistry, type SiteRegistry } from "./registry.ts";
import { importSiteFiles } from "./site-files.server.ts";

const SITE_FILES = import.meta.glob(["../../sites/*.ts", "!../../sites/*.test.ts"], { eager: true });
/** Test fixtures (`tests/sites/`): served only with `TEST_SITES=1`, as the e2e server runs; never a brand. */
const TEST_SITE_FILES = import.meta.glob("../../tests/sites/*.ts", { eager: true });

/** The folder of site files and brand assets folders: `SITES_DIR` when set, else the app's `sites/`. */
export const sitesDir = resolve(env.SITES_DIR ?? join(process.cwd(), "sites"));

// SITES_DIR is read when the process starts, so a brand added there needs a restart, not a build.
const siteFiles = env.SITES_DIR ? await importSiteFiles(sitesDir) : SITE_FILES;

/**
 * All site files, validated once when the server module loads. Adding a file to
 * `sites/` is all it takes to serve a new brand.
 */
export const siteRegistry: SiteRegistry = buildSiteRegistry(env.TEST_SITES === "1" ? { ...siteFiles, ...TEST_SITE_FILES } : siteFiles);
