import { describe, expect, it } from "vitest";
import { landerCopyFor } from "#app/.server/landers/lander-copy.server.ts";
import { SiteSchema } from "#app/site/site-schema.ts";
import { appRequest } from "#tests/support/app.ts";

// The fixture site `tracked.localhost` (tests/sites/tracked.ts) sets lander copy for the slug `spring-sale` and `*`.
process.env.TEST_SITES = "1";

const HOST = "tracked.localhost";

async function lander(path: string, cookie?: string) {
  const res = await appRequest(path, { host: HOST, cookie });
  expect(res.status, path).toBe(200);
  return res.text();
}

describe("per-campaign lander copy from the site file", () => {
  it("a slug's headline and call to action replace the design's texts; `*` gives every slug its sub-line", async () => {
    const html = await lander("/landers/video/spring-sale");
    expect(html).toMatch(/<h1[^>]*>Spring is for flirting<\/h1>/);
    expect(html).toContain("Start free today");
    expect(html).toContain("Your campaign&#x27;s sub-line");
  });

  it("another slug keeps the translated headline and call to action, with the site-wide sub-line", async () => {
    const html = await lander("/landers/gallery/summer");
    expect(html).toMatch(/<h1[^>]*>Who catches your eye\?<\/h1>/);
    expect(html).toContain("Create your free account");
    expect(html).toContain("Your campaign&#x27;s sub-line");
  });

  it("in another language: the per-language text, else the translated default (a single text is the site's language)", async () => {
    const html = await lander("/landers/video/spring-sale", "i18n_redirected=de");
    expect(html).toMatch(/<h1[^>]*>Der Frühling ist zum Flirten da<\/h1>/);
    expect(html).toContain("Erstelle dein kostenloses Konto");
    expect(html).not.toContain("Start free today");
    expect(html).toContain("Sieh, wer gerade in deiner Nähe aktiv ist");
  });

  it("resolves field by field: slug entry, then `*`", () => {
    const site = {
      language: "de" as const,
      lander_copy: { "milf-x": { headline: "Eigene Zeile" }, "*": { headline: "Alle", cta: { en: "Join", de: "Mitmachen" } } },
    };
    expect(landerCopyFor(site, "milf-x", "de")).toEqual({ headline: "Eigene Zeile", cta: "Mitmachen" });
    expect(landerCopyFor(site, "milf-y", "de")).toEqual({ headline: "Alle", cta: "Mitmachen" });
    expect(landerCopyFor(site, "milf-y", "en")).toEqual({ cta: "Join" });
  });

  it("a slug that cannot be a lander of the site's niche is an error naming the field", () => {
    const result = SiteSchema.safeParse({
      name: "X",
      domain: "x.localhost",
      niche: 6,
      countries: ["DE"],
      support_email: "s@x.localhost",
      email: "e@x.localhost",
      company_name: "C",
      company_address: "A",
      company_city: "B",
      company_country: "D",
      lander_copy: { "gay-berlin": { headline: "Hallo" } },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(["lander_copy", "gay-berlin"]);
    expect(result.error!.issues[0]!.message).toContain("milf-");
  });
});
