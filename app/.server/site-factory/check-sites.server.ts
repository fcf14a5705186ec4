import { relative } from "node:path";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import countries from "i18n-iso-countries";
import { isDemoSite } from "#app/site/registry.ts";
import { SiteSchema, type SiteConfig } from "#app/site/site-schema.ts";
import { siteFileNames } from "#app/site/site-files.server.ts";
import { contrastRatio, readableOn } from "#themes/brand.ts";
import { regionsOf } from "../geo/regions.server.ts";

export type Finding = { file: string; field: string; level: "error" | "warning"; reason: string };

/** WCAG 2 level AA for normal text: the brand colour carries button and link text. */
const AA_CONTRAST = 4.5;

/**
 * Checks every site file of a folder as the server would at start (schema, hosts claimed twice) and names what is
 * valid but weak: a brand colour its text cannot be read on, countries without region data, a paid brand without the
 * company data that imprint and invoices need. Errors stop the server; warnings do not.
 */
export async function checkSites(dir: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const hostOwners = new Map<string, string>();
  for (const name of siteFileNames(dir)) {
    const path = join(dir, name);
    const file = relative(process.cwd(), path) || path;
    const error = (field: string, reason: string) => findings.push({ file, field, level: "error", reason });
    const warning = (field: string, reason: string) => findings.push({ file, field, level: "warning", reason });
    let input: unknown;
    try {
      input = ((await import(/* @vite-ignore */ `${pathToFileURL(path).href}?check=${Date.now()}`)) as { default?: unknown }).default;
    } catch (cause) {
      error("(file)", `cannot be loaded: ${(cause as Error).message.split("\n")[0]}`);
      continue;
    }
    if (input === undefined) {
      error("(file)", "has no default export (export default defineSite({...}))");
      continue;
    }
    const parsed = SiteSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) error(issue.path.join(".") || "(file)", issue.message);
      continue;
    }
    const site = parsed.data;
    for (const [field, host] of [["domain", site.domain] as const, ...site.hosts.map((host) => ["hosts", host] as const)]) {
      const owner = hostOwners.get(host);
      if (owner && owner !== file) error(field, `claims ${host}, which ${owner} already serves`);
      else hostOwners.set(host, file);
    }
    for (const finding of siteWarnings(site)) warning(finding.field, finding.reason);
  }
  return findings;
}

/** What is allowed but weak in a valid site. */
export function siteWarnings(site: SiteConfig): { field: string; reason: string }[] {
  const warnings: { field: string; reason: string }[] = [];
  if (site.brand_color) {
    const text = readableOn(site.brand_color);
    const ratio = contrastRatio(site.brand_color, text);
    if (ratio < AA_CONTRAST) {
      warnings.push({
        field: "brand_color",
        reason: `${site.brand_color} with its text colour ${text} has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA (${AA_CONTRAST}:1): buttons are hard to read; choose a darker or lighter shade`,
      });
    }
  }
  site.countries.forEach((country, index) => {
    if (!countries.isValid(country)) warnings.push({ field: `countries.${index}`, reason: `${country} is not an ISO 3166-1 country` });
    else if (regionsOf(country, site).length === 0) {
      warnings.push({
        field: `countries.${index}`,
        reason: `${country} has no region data (ISO 3166-2): sign-up, search and the map lander offer no regions there`,
      });
    }
  });
  const sells = [site.credit_packages.length ? "credits" : "", site.premium_plans.length ? "premium" : ""].filter(Boolean).join(" and ");
  if (sells) {
    const paid = `the site sells ${sells} but has no`;
    if (!site.company_kvk.trim())
      warnings.push({ field: "company_kvk", reason: `${paid} company registration number (imprint, invoices)` });
    if (!site.company_vat_numbers.length) warnings.push({ field: "company_vat_numbers", reason: `${paid} VAT number (invoices)` });
    if (!site.company_tradenames.length)
      warnings.push({ field: "company_tradenames", reason: `${paid} trade name (terms, card statements)` });
    if (site.payment_provider === "test" && !isDemoSite({ allHosts: [site.domain, ...site.hosts] })) {
      warnings.push({
        field: "payment_provider",
        reason: `the site sells ${sells} on a real domain with the test provider: no real payment is taken (only with TEST_PAYMENTS=1 at all)`,
      });
    }
  }
  return warnings;
}

export function formatFinding(finding: Finding): string {
  return `${finding.file}: ${finding.level}: field "${finding.field}" ${finding.reason}`;
}
