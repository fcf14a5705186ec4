import { describe, expect, it, vi } from "vitest";
import { i18nInstanceFor } from "#app/middleware/i18n.server.ts";
import { unpackSite } from "#app/site/packed-site.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { pageChrome } from "./page-chrome.server.ts";

describe("page chrome (decision 043)", () => {
  it("is built once per site and language and then handed out unchanged", () => {
    const [classic, other] = siteRegistry.sites;
    const plural = vi.fn(() => "profiles");
    const en = pageChrome(classic!, "en", i18nInstanceFor("en").t, plural, "key");
    expect(pageChrome(classic!, "en", i18nInstanceFor("en").t, plural, "key")).toBe(en);
    expect(plural).toHaveBeenCalledTimes(1);
    // The site's settings travel packed (decision 129).
    expect(unpackSite(en.site).id).toBe(classic!.id);
    expect(en.descriptions.login).toContain(classic!.name);

    const de = pageChrome(classic!, "de", i18nInstanceFor("de").t, plural, "key");
    expect(de).not.toBe(en);
    expect(de.localeTag).not.toBe(en.localeTag);
    expect(unpackSite(pageChrome(other!, "en", i18nInstanceFor("en").t, plural, "key").site).id).toBe(other!.id);
  });
});
