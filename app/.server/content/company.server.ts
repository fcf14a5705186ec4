import type { Site } from "#app/site/registry.ts";
import { fictionalPluralIn } from "#app/site/fictional.ts";
import { companyCountryIn } from "./company-country.server.ts";

/** GET /api/companyinfo.php: the operating company as the site file configures it (docs/product/api.md#company-info). */
export function companyInfo(site: Site) {
  return {
    name: site.company_name,
    address: site.company_address,
    kvk: site.company_kvk,
    city: site.company_city,
    country: site.company_country,
    tradenames: site.company_tradenames.map(({ id, name }) => ({ id, name })),
    vat_numbers: site.company_vat_numbers,
    support_phone: site.support_phone ?? null,
    delete_discount: site.delete_discount ?? null,
  };
}

function normalizeBrand(name: string) {
  return name.trim().toLowerCase().replace(/\s+/g, " ");
}

/**
 * Whether one of the company's tradenames is the configured payment brand; only
 * then do the terms carry the DMCA, 2257 and counter-notice sections. Compared
 * without regard to case or surrounding spaces, since site files are hand-written.
 */
export function tradenameMatchesPaymentBrand(site: Pick<Site, "company_tradenames" | "payment_brand">): boolean {
  if (!site.payment_brand) return false;
  const brand = normalizeBrand(site.payment_brand);
  return site.company_tradenames.some((tradename) => normalizeBrand(tradename.name) === brand);
}

/** The values every content text may interpolate ({{company}}, {{support_email}}, …), in the page's language. */
export function contentValues(site: Site, language: string) {
  return {
    site: site.name,
    domain: site.domain,
    company: site.company_name,
    address: site.company_address,
    city: site.company_city,
    country: companyCountryIn(site.company_country, language),
    kvk: site.company_kvk,
    vat: site.company_vat_numbers.join(", "),
    tradenames: (site.company_tradenames.length ? site.company_tradenames.map((t) => t.name) : [site.name]).join(", "),
    support_email: site.support_email,
    support_phone: site.support_phone ?? "",
    dmca_email: `dmca@${site.domain}`,
    // The site's own term; pages in another language replace it with getFictionalPlural (middleware/i18n.server.ts).
    fictional_plural: fictionalPluralIn(site.fictional_plural, site.language ?? "en", site.language, ""),
    fictional_icon: site.fictional_icon,
    min_age: site.min_age,
  };
}

export type ContentValues = ReturnType<typeof contentValues>;
