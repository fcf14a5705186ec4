import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { siteDocsMarkdown } from "./site-docs.server.ts";

/** `npm run docs:sites`: writes docs/sites.md from the site schema. */
export function main(): number {
  const file = join(process.cwd(), "docs/sites.md");
  writeFileSync(file, siteDocsMarkdown());
  console.info(`wrote ${file}`);
  return 0;
}
