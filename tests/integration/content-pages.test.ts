import { beforeAll, describe, expect, it } from "vitest";
import { COOKIES } from "#app/.server/http/cookies.server.ts";
import { CONTENT_PAGES } from "#app/routes/content/page.tsx";
import { LANGUAGES, LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import { fictionalPluralIn } from "#app/site/fictional.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";
import { appRequest } from "#tests/support/app.ts";

/** Visible text of a page: no scripts (loader data carries message keys legitimately), no tags. */
function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

// A missing key renders as the key itself, e.g. "content.terms.sections.dmca.title".
const MISSING_KEY = /\b(?:content|screens|footer|common|nav|validation|api|errors)\.[a-z_]+(?:\.[a-z0-9_]+)*/g;

const PATHS = [...Object.keys(CONTENT_PAGES).map((slug) => `/pages/${slug}`), "/complaints"];

const sessions = new Map<string, string>();

beforeAll(async () => {
  for (const site of siteRegistry.sites) {
    const { user } = await createMember({ siteId: site.id, email: `content-${site.id}@example.com` });
    sessions.set(site.id, await sessionCookieFor(user.id, site.id));
  }
});

describe("content pages render completely", () => {
  for (const site of siteRegistry.sites) {
    for (const language of LANGUAGES) {
      it(`${site.id} in ${language}: every page, no missing keys, no placeholders`, async () => {
        for (const path of PATHS) {
          const res = await appRequest(path, {
            host: site.domain,
            cookie: `i18n_redirected=${language}; ${sessions.get(site.id)}`,
          });
          const redirect = site.redirects.find((rule) => rule.from === path);
          if (redirect) {
            // A site may send a page elsewhere (gay.localhost: return policy → service); that page is checked too.
            expect(res.status, `${site.id} ${path}`).toBe(redirect.status);
            expect(res.headers.get("location")).toBe(redirect.to);
            continue;
          }
          expect(res.status, `${site.id} ${language} ${path}`).toBe(200);
          const html = await res.text();
          expect(html, `${site.id} ${language} ${path}`).toContain(`lang="${LOCALE_TAGS[language as Language]}"`);
          const text = visibleText(html);
          expect(text.match(MISSING_KEY) ?? [], `${site.id} ${language} ${path}: missing keys`).toEqual([]);
          expect(text, `${site.id} ${language} ${path}: placeholders`).not.toMatch(/\{\{|\}\}/);
          expect(text).not.toMatch(/returned an object instead of string|\[object Object\]/);
          // Company data is interpolated, not just present in the footer.
          if (path === "/pages/terms" || path === "/pages/privacy") {
            const article = html.slice(html.indexOf('data-slot="legal-document"'));
            expect(article).toContain(site.company_name);
            expect(article).toContain(site.support_email);
          }
        }
      });
    }
  }
});

describe("content page structure", () => {
  it("terms have every section of the spec, with a table of contents linking to each", async () => {
    const res = await appRequest("/pages/terms", { cookie: "i18n_redirected=de" });
    const html = await res.text();
    const required = [
      "definitions",
      "general",
      "fictional_profiles",
      "offer_registration",
      "usage_rules",
      "refusal_blocking",
      "termination",
      "credits_payments",
      "consent_storage",
      "liability",
      "intellectual_property",
      "complaints",
      "newsletters",
    ];
    for (const id of required) {
      expect(html).toContain(`data-section="${id}"`);
      expect(html).toContain(`href="#${id.replaceAll("_", "-")}"`);
      expect(html).toContain(`id="${id.replaceAll("_", "-")}"`);
    }
    const rules = html.slice(html.indexOf('data-section="usage_rules"'), html.indexOf('data-section="refusal_blocking"'));
    expect(rules.match(/<li /g)).toHaveLength(20);
    // Credits link to the prices page and to customer service.
    const credits = html.slice(html.indexOf('data-section="credits_payments"'), html.indexOf('data-section="consent_storage"'));
    expect(credits).toContain('href="/pricing"');
    // A visitor reads the terms too: customer service is the public contact page for them.
    expect(credits).toContain('href="/contact"');
    // The complaints section names the support address.
    expect(html.slice(html.indexOf('data-section="complaints"'))).toContain("mailto:support@classic.localhost");
  });

  it("the fictional-profiles section uses the site's plural and shows its icon", async () => {
    for (const site of siteRegistry.sites) {
      const res = await appRequest("/pages/terms", { host: site.domain, cookie: "i18n_redirected=en" });
      const html = await res.text();
      const section = html.slice(html.indexOf('data-section="fictional_profiles"'), html.indexOf('data-section="offer_registration"'));
      // Read in English: the site's English term, or the locale files' one.
      expect(section).toContain(fictionalPluralIn(site.fictional_plural, "en", site.language, "entertainment profiles"));
      expect(section).toContain(site.fictional_icon);
      expect(section).toContain('data-slot="fictional-marker"');
    }
  });

  it("privacy has every section of the spec and points to the FAQ answer on deleting data", async () => {
    const res = await appRequest("/pages/privacy", { cookie: "i18n_redirected=fr" });
    const html = await res.text();
    for (const id of [
      "definitions",
      "data_sources",
      "sharing",
      "profile_visibility",
      "email_marketing",
      "no_selling",
      "external_sign_in",
      "age_limit",
      "links",
      "user_rights",
      "consent_withdrawal",
      "supervisory_complaint",
      "storage",
      "contact",
    ]) {
      expect(html).toContain(`data-section="${id}"`);
    }
    const signIn = html.slice(html.indexOf('data-section="external_sign_in"'), html.indexOf('data-section="age_limit"'));
    expect(signIn).toContain('href="/pages/faq#delete-data"');
    const faq = await (await appRequest("/pages/faq", { cookie: "i18n_redirected=fr" })).text();
    expect(faq).toContain('id="delete-data"');
  });

  it("the cookie page lists what the app really stores", async () => {
    const { user } = await createMember({ email: "cookies@example.com" });
    const res = await appRequest("/pages/cookies", { cookie: `i18n_redirected=nl; ${await sessionCookieFor(user.id)}` });
    const html = await res.text();
    // Every cookie the app can set on a member's or visitor's browser (the cookie module's list), none left out.
    const names = Object.values(COOKIES)
      .map((cookie) => cookie.name)
      .filter((name) => name !== COOKIES.staff.name);
    expect(names).toEqual(expect.arrayContaining(["__session", "i18n_redirected", "toast", "tracking", "known_device", "match_finder"]));
    for (const name of names) expect(html).toContain(`>${name}</th>`);
    expect(html).toContain("2 uur");
    expect(html).toContain("365 dagen");
    expect(html).toContain("Cookie en local storage");
  });

  it("applies the spec's access levels", async () => {
    // cookies is public too (decision 024): visitors get cookies and must be able to read about them. So is ban: a
    // banned member's sessions end with the ban, and their login leads there (decision 070).
    for (const slug of ["faq", "terms", "privacy", "return-policy", "cookies", "ban"]) {
      expect((await appRequest(`/pages/${slug}`)).status, slug).toBe(200);
    }
    for (const slug of ["service"]) {
      const res = await appRequest(`/pages/${slug}`);
      expect(res.status, slug).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/pages/${slug}`)}`);
    }
    expect((await appRequest("/complaints")).status).toBe(200);
  });
});

describe("a document in the page's data", () => {
  it("travels as one string (decision 127), legal page and FAQ alike, and the page renders it", async () => {
    for (const [path, kind] of [
      ["/pages/terms", "legal"],
      ["/pages/faq", "faq"],
    ] as const) {
      const data = await (await appRequest(`${path}.data`)).text();
      // The whole document is one JSON string among the page's values, not its parts one by one.
      expect(data).toContain(String.raw`\"kind\":\"${kind}\"`);
      expect(data).not.toContain(`"kind","${kind}"`);
      const page = await (await appRequest(path)).text();
      expect(page).toMatch(/<h2[^>]*>/);
    }
    const page = await (await appRequest("/pages/terms")).text();
    expect(page).toContain('data-slot="legal-document"');
    // The page's description comes from the document's first paragraph, read back from the string.
    expect(page).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });
});
