import { describe, expect, it } from "vitest";
import { tradenameMatchesPaymentBrand } from "#app/.server/content/company.server.ts";
import { LANGUAGES } from "#app/site/locales.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";

const PAYMENT_BRAND_SECTIONS = ["dmca", "records_2257", "counter_notice"];

async function termsSections(host: string, language: string) {
  const html = await (await appRequest("/pages/terms", { host, cookie: `i18n_redirected=${language}` })).text();
  return { html, sections: [...html.matchAll(/data-section="([a-z_0-9]+)"/g)].map((m) => m[1]!) };
}

describe("terms sections that depend on language and payment brand", () => {
  it("the demo sites are set up so both cases occur", () => {
    const byId = Object.fromEntries(siteRegistry.sites.map((site) => [site.id, site]));
    expect(tradenameMatchesPaymentBrand(byId.classic!)).toBe(true);
    expect(tradenameMatchesPaymentBrand(byId.lavish!)).toBe(false);
    expect(tradenameMatchesPaymentBrand(byId.gay!)).toBe(false);
  });

  for (const site of siteRegistry.sites) {
    for (const language of LANGUAGES) {
      const brand = tradenameMatchesPaymentBrand(site);
      it(`${site.id} in ${language}: anti-trafficking ${language === "en" ? "shown" : "hidden"}, DMCA/2257/counter-notice ${brand ? "shown" : "hidden"}`, async () => {
        const { html, sections } = await termsSections(site.domain, language);
        expect(sections.includes("anti_trafficking")).toBe(language === "en");
        for (const id of PAYMENT_BRAND_SECTIONS) expect(sections.includes(id), id).toBe(brand);
        // The table of contents follows the same rule.
        expect(html.includes('href="#anti-trafficking"')).toBe(language === "en");
        expect(html.includes('href="#dmca"')).toBe(brand);
        // Notices go to a mailbox at the site's own domain.
        expect(html.includes(`mailto:dmca@${site.domain}`)).toBe(brand);
      });
    }
  }

  it("the payment-brand sections come after the regular ones, in spec order", async () => {
    const { sections } = await termsSections("classic.localhost", "en");
    expect(sections.slice(-3)).toEqual(PAYMENT_BRAND_SECTIONS);
    expect(sections.indexOf("anti_trafficking")).toBe(sections.indexOf("usage_rules") + 1);
  });
});

describe("tradenameMatchesPaymentBrand", () => {
  const tradenames = [
    { id: 1, name: "FlirtClassic" },
    { id: 2, name: "Flirt Club" },
  ];
  it("matches a tradename regardless of case and surrounding or doubled spaces", () => {
    expect(tradenameMatchesPaymentBrand({ company_tradenames: tradenames, payment_brand: "flirtclassic" })).toBe(true);
    expect(tradenameMatchesPaymentBrand({ company_tradenames: tradenames, payment_brand: "  Flirt  Club " })).toBe(true);
  });
  it("does not match without a brand, without tradenames, or on a partial name", () => {
    expect(tradenameMatchesPaymentBrand({ company_tradenames: tradenames, payment_brand: undefined })).toBe(false);
    expect(tradenameMatchesPaymentBrand({ company_tradenames: [], payment_brand: "FlirtClassic" })).toBe(false);
    expect(tradenameMatchesPaymentBrand({ company_tradenames: tradenames, payment_brand: "Flirt" })).toBe(false);
  });
});
