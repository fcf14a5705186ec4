import { describe, expect, it, vi } from "vitest";
import { i18nInstanceFor } from "#app/middleware/i18n.server.ts";
import { appRequest } from "#tests/support/app.ts";

/** The inline message block of a page (app/i18n/inline-messages.tsx), parsed. */
function inlineMessages(html: string): Record<string, Record<string, unknown>> {
  const match = /<script id="i18n-messages" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html);
  expect(match, "the page inlines its messages").not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, Record<string, unknown>>;
}

describe("the server's translation path", () => {
  it("renders every page of a language with one shared instance and one t: no instance or t is made per request", async () => {
    const en = i18nInstanceFor("en");
    // The language's t is fixed once per process, at the first render.
    expect((await appRequest("/pages/terms")).status).toBe(200);
    const getFixedT = vi.spyOn(en, "getFixedT");
    const cloneInstance = vi.spyOn(en, "cloneInstance");
    const init = vi.spyOn(en, "init");
    for (const path of ["/", "/pages/terms", "/pages/faq", "/login", "/signup", "/pages/terms"]) {
      expect((await appRequest(path)).status, path).toBe(200);
    }
    expect(getFixedT).not.toHaveBeenCalled();
    expect(cloneInstance).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  }, 120_000);

  it("gives each language its own instance, so a request never sees another language's text", async () => {
    expect(i18nInstanceFor("de")).not.toBe(i18nInstanceFor("en"));
    expect(i18nInstanceFor("de").language).toBe("de");
    const [german, english] = await Promise.all([
      appRequest("/login", { cookie: "i18n_redirected=de" }).then((r) => r.text()),
      appRequest("/login").then((r) => r.text()),
    ]);
    expect(german).toContain('lang="de-DE"');
    expect(english).toContain('lang="en-US"');
    expect(i18nInstanceFor("en").language).toBe("en");
  });
});

describe("locale resources split by use", () => {
  it("inlines the page language's messages without the legal texts; the terms page renders them on the server", async () => {
    const home = await (await appRequest("/")).text();
    const messages = inlineMessages(home);
    expect(Object.keys(messages.content!)).not.toContain("terms");
    expect(Object.keys(messages.content!)).not.toContain("privacy");
    expect(messages.common).toBeDefined();
    const termsTitle = "Fictional profiles";
    expect(home).not.toContain(termsTitle);

    const terms = await (await appRequest("/pages/terms")).text();
    expect(terms).toContain(termsTitle);
    expect(Object.keys(inlineMessages(terms).content!)).not.toContain("terms");
  });

  it("serves the same browser messages for language switching, without the legal texts", async () => {
    const body = (await (await appRequest("/locales/en.json")).json()) as { en: { content: Record<string, unknown> } };
    expect(Object.keys(body.en.content)).not.toContain("terms");
    expect(Object.keys(body.en.content)).not.toContain("faq");
    expect(Object.keys(body.en.content)).toContain("service");
  });
});
