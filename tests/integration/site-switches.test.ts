import { describe, expect, it } from "vitest";
import { SiteSchema } from "#app/site/site-schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** Issue 9 item 8: settings and switches that did nothing. */

describe("myProfile.completenessMeter", () => {
  it("shows the meter on /profile where the theme switches it on (classic), not where it is off (lavish)", async () => {
    const classic = await createMember({ email: `meter-${Date.now()}@example.com` });
    const html = await (await appRequest("/profile", { cookie: await sessionCookieFor(classic.user.id) })).text();
    expect(html).toContain('data-slot="completeness-meter"');
    // The factory's member has gender, birth date and city but no photo: the meter says so and links to the photos.
    expect(html).toMatch(/Your profile is \d+% complete/);
    expect(html).toContain('href="#photos"');

    const lavish = await createMember({ siteId: "lavish", email: `meter-l-${Date.now()}@example.com` });
    const lavishHtml = await (
      await appRequest("/profile", { host: "lavish.localhost", cookie: await sessionCookieFor(lavish.user.id, "lavish") })
    ).text();
    expect(lavishHtml).toContain('data-testid="my-profile"');
    expect(lavishHtml).not.toContain('data-slot="completeness-meter"');
  });
});

describe("fictional_plural per language", () => {
  const fictionalSection = async (host: string, language: string) => {
    const html = await (await appRequest("/pages/terms", { host, cookie: `i18n_redirected=${language}` })).text();
    return html.slice(html.indexOf('data-section="fictional_profiles"'), html.indexOf('data-section="offer_registration"'));
  };

  it("takes the reader's language from a per-language map, else the locale files' term", async () => {
    // sites/lavish.ts: { de: "Unterhaltungsprofile", en: "entertainment companions" }
    expect(await fictionalSection("lavish.localhost", "de")).toContain("Unterhaltungsprofile");
    expect(await fictionalSection("lavish.localhost", "en")).toContain("entertainment companions");
    expect(await fictionalSection("lavish.localhost", "fr")).toContain("profils de divertissement");
  });

  it("still accepts the old single term, in the site's own language", async () => {
    // sites/gay.ts: "entertainmentprofielen" (Dutch site)
    expect(await fictionalSection("gay.localhost", "nl")).toContain("entertainmentprofielen");
    const english = await fictionalSection("gay.localhost", "en");
    expect(english).toContain("entertainment profiles");
    expect(english).not.toContain("entertainmentprofielen");
  });

  it("is validated: a term or a map of languages to terms", () => {
    const base = {
      name: "X",
      domain: "x.localhost",
      support_email: "s@x.localhost",
      email: "e@x.localhost",
      countries: ["US"],
      company_name: "C",
      company_address: "A",
      company_city: "C",
      company_country: "C",
    };
    expect(SiteSchema.safeParse({ ...base, fictional_plural: "fun profiles" }).success).toBe(true);
    expect(SiteSchema.safeParse({ ...base, fictional_plural: { en: "fun profiles", nl: "funprofielen" } }).success).toBe(true);
    expect(SiteSchema.safeParse({ ...base, fictional_plural: { xx: "nope" } }).success).toBe(false);
    expect(SiteSchema.safeParse({ ...base, fictional_plural: {} }).success).toBe(false);
  });
});
