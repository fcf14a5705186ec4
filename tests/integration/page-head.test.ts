import { WEB_FONTS_STARTER } from "#app/fonts.tsx";
import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";

function descriptionOf(html: string): string | null {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? null;
}

describe("page head", () => {
  it("gives every page a meta description of its own", async () => {
    const descriptions = new Map<string, string | null>();
    for (const path of ["/", "/login", "/signup", "/pages/terms", "/pages/privacy", "/pages/faq"]) {
      const html = await (await appRequest(path)).text();
      expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
      descriptions.set(path, descriptionOf(html));
    }
    for (const [path, description] of descriptions) {
      expect(description, path).toBeTruthy();
      expect(description!.length, path).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions.values()).size).toBe(descriptions.size);
    expect(descriptions.get("/login")).toContain("Flirt");
    // The first request of a file opens the database.
  }, 120_000);

  it("describes a page in the visitor's language", async () => {
    const html = await (await appRequest("/signup", { cookie: "i18n_redirected=de" })).text();
    expect(descriptionOf(html)).toContain("kostenlos");
  });

  it("turns the theme's web fonts on from a head script and preloads no font file (decision 120)", async () => {
    for (const host of ["localhost", "lavish.localhost"]) {
      const html = await (await appRequest("/", { host })).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head.match(/<link rel="preload"[^>]*\.woff2/g) ?? [], host).toEqual([]);
      expect(head, host).toContain(WEB_FONTS_STARTER);
      // The server never sends the attribute: the starter decides when.
      expect(html.slice(0, html.indexOf("<head>")), host).not.toContain("data-web-fonts");
    }
  });
});
