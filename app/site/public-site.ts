import { fictionalPluralIn } from "./fictional.ts";
import type { Site } from "./registry.ts";

/**
 * The part of a site's settings the browser gets (root loader data). Redirects,
 * partner settings and anything operational stay on the server.
 */
export function toPublicSite(site: Site, fictionalPlural?: string) {
  return {
    id: site.id,
    name: site.name,
    domain: site.domain,
    domain_language: site.domain_language ?? null,
    niche: site.niche,
    template: site.template,
    brand_color: site.brand_color ?? null,
    signups: site.signups,
    logged_out_search: site.logged_out_search,
    logged_out_search_trafficsource: site.logged_out_search_trafficsource,
    countries: site.countries,
    message_credits: site.message_credits,
    fictional_icon: site.fictional_icon,
    // Resolved for the reader's language by the caller (root loader); the site's own term otherwise.
    fictional_plural: fictionalPlural ?? fictionalPluralIn(site.fictional_plural, site.language ?? "en", site.language, ""),
    push_pub: site.push_pub ?? null,
    support_email: site.support_email,
    cdn_prefix: site.cdn_prefix,
    visible_profile_fields: site.visible_profile_fields,
    visible_profile_notes: site.visible_profile_notes,
    search_fields: site.search_fields,
    signup: site.signup,
    min_age: site.min_age,
    paging: site.paging,
    company_name: site.company_name,
    company_address: site.company_address,
    company_kvk: site.company_kvk,
    company_city: site.company_city,
    company_country: site.company_country,
    company_vat_numbers: site.company_vat_numbers,
    support_phone: site.support_phone ?? null,
    features: site.features,
  };
}

export type PublicSite = ReturnType<typeof toPublicSite>;
