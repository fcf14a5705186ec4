import { describe, expect, it } from "vitest";
import { companyCountryCode, companyCountryIn } from "#app/.server/content/company-country.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

describe("the company's country follows the page's language", () => {
  it("reads a site file's country by code or by its name in any site language", () => {
    expect(companyCountryCode("The Netherlands")).toBe("NL");
    expect(companyCountryCode("Nederland")).toBe("NL");
    expect(companyCountryCode("nl")).toBe("NL");
    expect(companyCountryCode("Deutschland")).toBe("DE");
    expect(companyCountryCode("Atlantis")).toBeNull();
    expect(companyCountryIn("The Netherlands", "de")).toBe("Niederlande");
    expect(companyCountryIn("Nederland", "en")).toBe("Netherlands");
    expect(companyCountryIn("Atlantis", "de")).toBe("Atlantis");
    // Remembered per text and language: the same text asked again in each language answers in that language.
    expect(["de", "en", "pl", "de"].map((language) => companyCountryIn("The Netherlands", language))).toEqual([
      "Niederlande",
      "Netherlands",
      "Holandia",
      "Niederlande",
    ]);
  });

  it("lavish's German footer says Niederlande, its English one Netherlands; the gay site's Dutch one Nederland", async () => {
    const footer = async (host: string, language: string) => {
      const html = await (await appRequest("/login", { host, cookie: `i18n_redirected=${language}` })).text();
      return /<p data-slot="company-line">([\s\S]*?)<\/p>/.exec(html)![1]!;
    };
    const german = await footer("lavish.localhost", "de");
    expect(german).toContain("Niederlande");
    expect(german).not.toContain("The Netherlands");
    expect(await footer("lavish.localhost", "en")).toContain("Netherlands");
    expect(await footer("gay.localhost", "nl")).toContain("Nederland");
    expect(await footer("gay.localhost", "fr")).toContain("Pays-Bas");
  });
});

describe("an activation link that no longer works", () => {
  /** The page as read, without its scripts (the inlined messages hold every text of the language). */
  const errorPage = async (cookie?: string) =>
    (await (await appRequest("/activate/error", { cookie })).text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");

  it("tells a logged-in, activated member that they are active, not to log in for a new mail", async () => {
    const member = await createMember({ email: `active-${Date.now()}@example.com`, status: "active" });
    const html = await errorPage(await sessionCookieFor(member.user.id));
    expect(html).toContain("Your account is already active");
    expect(html).not.toContain("Log in to get a new activation e-mail");
  });

  it("tells a logged-in member who is not yet confirmed where to ask for a new mail", async () => {
    const member = await createMember({ email: `pending-${Date.now()}@example.com`, status: "not_confirmed" });
    const html = await errorPage(await sessionCookieFor(member.user.id));
    expect(html).toContain("ask for a new activation e-mail on your profile");
    expect(html).not.toContain("Your account is already active");
  });

  it("tells a visitor to log in for a new mail", async () => {
    const html = await errorPage();
    expect(html).toContain("Log in to get a new activation e-mail");
  });
});
