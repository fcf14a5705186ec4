import { join, resolve } from "node:path";
import { siteFileNames } from "#app/site/site-files.server.ts";
import { checkSites, formatFinding } from "./check-sites.server.ts";
import { parseFlags } from "./flags.ts";

/** `npm run site:check [-- --sites-dir <dir>]`: errors and warnings of every site file; exit 1 on any error. */
export async function main(argv: string[]): Promise<number> {
  const flags = parseFlags(argv);
  const dir = resolve(flags["sites-dir"] ?? join(process.cwd(), "sites"));
  const findings = await checkSites(dir);
  for (const finding of findings) (finding.level === "error" ? console.error : console.warn)(formatFinding(finding));
  const errors = findings.filter((finding) => finding.level === "error").length;
  const files = siteFileNames(dir).length;
  console.info(`${files} site file(s) checked: ${errors} error(s), ${findings.length - errors} warning(s)`);
  return errors || files === 0 ? 1 : 0;
}
