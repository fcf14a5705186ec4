import { env } from "#app/.server/env.server.ts";
import { buildSiteRegistry, type SiteRegistry } from "./registry.ts";

const SITE_FILES = import.meta.glob(["../../sites/*.ts", "!../../sites/*.test.ts"], { eager: true });
/** Test fixtures (`tests/sites/`): served only with `TEST_SITES=1`, as the e2e server runs; never a brand. */
const TEST_SITE_FILES = import.meta.glob("../../tests/sites/*.ts", { eager: true });

/**
 * All site files, validated once when the server module loads. Adding a file to
 * `sites/` is all it takes to serve a new brand.
 */
export const siteRegistry: SiteRegistry = buildSiteRegistry(env.TEST_SITES === "1" ? { ...SITE_FILES, ...TEST_SITE_FILES } : SITE_FILES);
