import { describe, expect, it } from "vitest";
import { browserLanguages, languageCookieHeader, pickLanguage, readLanguageCookie } from "./pick-language.ts";

describe("language choice", () => {
  const none = { cookie: null, site: null, configuredDefault: null, acceptLanguage: null };

  it("takes the stored cookie first", () => {
    expect(pickLanguage({ ...none, cookie: "pl", site: "de", configuredDefault: "fr", acceptLanguage: "es" })).toBe("pl");
  });

  it("then the host's language, then the configured default, then the browser", () => {
    expect(pickLanguage({ ...none, site: "de", configuredDefault: "fr", acceptLanguage: "es" })).toBe("de");
    expect(pickLanguage({ ...none, configuredDefault: "fr-FR", acceptLanguage: "es" })).toBe("fr");
    expect(pickLanguage({ ...none, acceptLanguage: "sv-SE,it;q=0.8,en;q=0.5" })).toBe("it");
    expect(pickLanguage(none)).toBe("en");
  });

  it("orders browser languages by q-value and skips unsupported ones", () => {
    expect(browserLanguages("en;q=0.3, nl-BE, de;q=0.7, xx")).toEqual(["nl", "de", "en"]);
    expect(browserLanguages("fr;q=0")).toEqual([]);
  });

  it("reads the raw i18n_redirected value and ignores unsupported ones", () => {
    expect(readLanguageCookie("a=1; i18n_redirected=de; b=2")).toBe("de");
    expect(readLanguageCookie("i18n_redirected=xx")).toBeNull();
    // Broken percent-encoding is no choice (it was a 500 on every page).
    expect(readLanguageCookie("i18n_redirected=%ZZ; other=1")).toBeNull();
    expect(readLanguageCookie(null)).toBeNull();
  });

  it("writes the cookie for 365 days on path /", () => {
    expect(languageCookieHeader("nl", false)).toBe("i18n_redirected=nl; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(languageCookieHeader("nl", true)).toContain("; Secure");
  });
});

describe("missing keys", () => {
  it("fall back to the key itself", async () => {
    const { createInstance } = await import("i18next");
    const { resources } = await import("./resources.ts");
    const i18n = createInstance();
    await i18n.init({ lng: "de", resources, fallbackLng: false, interpolation: { escapeValue: false } });
    expect(i18n.t("common.close")).toBe("Schließen");
    expect(i18n.t("no.such.message")).toBe("no.such.message");
  });
});
