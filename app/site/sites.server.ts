import { buildSiteRegistry, type SiteRegistry } from "./registry.ts";

/**
 * All site files, validated once when the server module loads. Adding a file to
 * `sites/` is all it takes to serve a new brand.
 */
export const siteRegistry: SiteRegistry = buildSiteRegistry(
  import.meta.glob(["../../sites/*.ts", "!../../sites/*.test.ts"], { eager: true }),
);
