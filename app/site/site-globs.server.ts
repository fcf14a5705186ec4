/** The brands: every file of `sites/` as the build bundles them (a test can stand in other files for these). */
export const SITE_FILES = import.meta.glob(["../../sites/*.ts", "!../../sites/*.test.ts"], { eager: true });
/** Test fixtures (`tests/sites/`): served only with `TEST_SITES=1`, as the e2e server runs; never a brand. */
export const TEST_SITE_FILES = import.meta.glob("../../tests/sites/*.ts", { eager: true });
