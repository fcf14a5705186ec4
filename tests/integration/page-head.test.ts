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

  it("preloads the theme's fonts: one file on classic, two on lavish", async () => {
    const preloads = (html: string) => html.match(/<link rel="preload" href="[^"]*\.woff2"/g) ?? [];
    expect(preloads(await (await appRequest("/")).text())).toHaveLength(1);
    expect(preloads(await (await appRequest("/", { host: "lavish.localhost" })).text())).toHaveLength(2);
  });
});
