import { describe, expect, it } from "vitest";
import { buildSiteRegistry, normalizeHost, resolveSite, SiteConfigError, siteOrigin } from "./registry.ts";
import { siteRegistry } from "./sites.server.ts";

const minimal = {
  name: "Test",
  domain: "test.example",
  countries: ["NL"],
  support_email: "support@test.example",
  email: "hello@test.example",
  company_name: "Test B.V.",
  company_address: "Street 1",
  company_city: "Amsterdam",
  company_country: "Netherlands",
};

describe("site registry", () => {
  it("fills defaults so a site file stays short", () => {
    const { sites } = buildSiteRegistry({ "../../sites/test.ts": { default: minimal } });
    const site = sites[0]!;
    expect(site.id).toBe("test");
    expect(site.template).toBe("classic");
    expect(site.niche).toBe(1);
    expect(site.signups).toBe("all");
    expect(site.signup.showDots).toBe(true);
    expect(site.allHosts).toEqual(["test.example"]);
    expect(site.features.chat.emojiButton).toBe(true);
  });

  it("names the file and the field of an invalid setting", () => {
    expect(() => buildSiteRegistry({ "../../sites/broken.ts": { default: { ...minimal, niche: 9 } } })).toThrow(
      /sites\/broken\.ts: field "niche"/,
    );
    expect(() => buildSiteRegistry({ "../../sites/broken.ts": { default: { ...minimal, template: "neon" } } })).toThrow(
      /sites\/broken\.ts: field "template"/,
    );
    expect(() => buildSiteRegistry({ "../../sites/typo.ts": { default: { ...minimal, signupz: "all" } } })).toThrow(
      /sites\/typo\.ts: field "\(file\)".*signupz/,
    );
  });

  it("refuses a host claimed by two site files", () => {
    const error = (() => {
      try {
        buildSiteRegistry({
          "../../sites/a.ts": { default: { ...minimal, domain: "a.example", hosts: ["shared.example"] } },
          "../../sites/b.ts": { default: { ...minimal, domain: "b.example", hosts: ["shared.example"] } },
        });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SiteConfigError);
    expect((error as Error).message).toContain('sites/b.ts: field "hosts" claims shared.example, which sites/a.ts already serves');
  });

  it("refuses a site file without a default export", () => {
    expect(() => buildSiteRegistry({ "../../sites/empty.ts": {} })).toThrow(/sites\/empty\.ts: has no default export/);
  });

  it("resolves the Host header ignoring port, case and a trailing dot", () => {
    expect(normalizeHost("Lavish.Localhost:3000")).toBe("lavish.localhost");
    expect(normalizeHost("classic.localhost.")).toBe("classic.localhost");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(resolveSite(siteRegistry, "lavish.localhost:3000")?.id).toBe("lavish");
    expect(resolveSite(siteRegistry, "LOCALHOST")?.id).toBe("classic");
    expect(resolveSite(siteRegistry, "127.0.0.1:3000")?.id).toBe("classic");
    expect(resolveSite(siteRegistry, "gay.localhost")?.id).toBe("gay");
    expect(resolveSite(siteRegistry, "unknown.example")).toBeNull();
    expect(resolveSite(siteRegistry, null)).toBeNull();
  });

  it("ships the three demo sites as the issue lists them", () => {
    const byId = Object.fromEntries(siteRegistry.sites.map((site) => [site.id, site]));
    expect(byId.classic).toMatchObject({ template: "classic", language: "en", niche: 1 });
    expect(byId.classic!.allHosts).toEqual(expect.arrayContaining(["localhost", "127.0.0.1", "classic.localhost"]));
    expect(byId.lavish).toMatchObject({ template: "lavish", domain_language: "de-DE", niche: 6 });
    expect(byId.lavish!.allHosts).toContain("lavish.localhost");
    expect(byId.gay).toMatchObject({ template: "classic", domain_language: "nl-NL", niche: 7 });
    expect(byId.gay!.allHosts).toContain("gay.localhost");
  });
});

describe("siteOrigin: where mail links point", () => {
  const { sites } = buildSiteRegistry({
    "../../sites/city.ts": {
      default: { ...minimal, domain: "cityflirt.example", hosts: ["www.cityflirt.example", "cityflirt.localhost"] },
    },
  });
  const city = sites[0]!;

  it("uses the configured domain over https for real hosts and anything unconfigured", () => {
    expect(siteOrigin(city, "www.cityflirt.example")).toBe("https://cityflirt.example");
    expect(siteOrigin(city, "evil.example")).toBe("https://cityflirt.example");
    expect(siteOrigin(city, "other.localhost:3000")).toBe("https://cityflirt.example");
    expect(siteOrigin(city, null)).toBe("https://cityflirt.example");
  });

  it("keeps a configured demo host the visitor reached, with its port", () => {
    expect(siteOrigin(city, "cityflirt.localhost:3204")).toBe("http://cityflirt.localhost:3204");
    expect(siteOrigin(city, "CityFlirt.localhost")).toBe("http://cityflirt.localhost");
    expect(siteOrigin(city, "cityflirt.localhost:3204", true)).toBe("https://cityflirt.localhost:3204");
  });
});
