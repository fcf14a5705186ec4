import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { classicTheme } from "#themes/classic/index.ts";
import { lavishTheme } from "#themes/lavish/index.ts";

type Manifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

const SITES = [
  { host: "classic.localhost", name: "FlirtClassic", lang: "en-US", theme: classicTheme, brand: "#d6336c" },
  { host: "lavish.localhost", name: "MilfLounge", lang: "de-DE", theme: lavishTheme, brand: "#c9a35b" },
  { host: "gay.localhost", name: "MannenDate", lang: "nl-NL", theme: classicTheme, brand: "#1971c2" },
];

async function manifestOf(host: string, cookie?: string): Promise<{ res: Response; manifest: Manifest }> {
  const res = await appRequest("/manifest.webmanifest", { host, cookie });
  return { res, manifest: (await res.json()) as Manifest };
}

describe("web app manifest per site", () => {
  it("names the site, uses its theme's colours and language, and scopes the app to /", async () => {
    for (const site of SITES) {
      const { res, manifest } = await manifestOf(site.host);
      expect(res.status, site.host).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(manifest).toMatchObject({
        id: "/",
        name: site.name,
        short_name: site.name,
        lang: site.lang,
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: site.theme.tokens.color.header,
        background_color: site.theme.tokens.color.background,
      });
      expect(manifest.description).toContain(site.name);
      expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    }
  });

  it("follows the visitor's chosen language", async () => {
    const { manifest } = await manifestOf("classic.localhost", "i18n_redirected=fr");
    expect(manifest.lang).toBe("fr-FR");
    expect(manifest.description).toBe("Rencontres et chat sur FlirtClassic : faites la connaissance de membres près de chez vous.");
  });

  it("lists 192 and 512 px icons, plain and maskable, that exist and are drawn in the brand colour", async () => {
    for (const site of SITES) {
      const { manifest } = await manifestOf(site.host);
      for (const size of [192, 512]) {
        for (const purpose of ["any", "maskable"]) {
          const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === purpose);
          expect(icon, `${site.host} ${size} ${purpose}`).toBeDefined();
          const res = await appRequest(icon!.src, { host: site.host });
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe("image/png");
          const png = Buffer.from(await res.arrayBuffer());
          const meta = await sharp(png).metadata();
          expect([meta.width, meta.height]).toEqual([size, size]);
          // A maskable icon is full bleed: its corner is the brand colour; the plain one has rounded, clear corners.
          const { data } = await sharp(png)
            .raw()
            .ensureAlpha()
            .extract({ left: 0, top: 0, width: 1, height: 1 })
            .toBuffer({ resolveWithObject: true });
          const corner = `#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
          if (purpose === "maskable") expect(corner).toBe(site.brand);
          else expect(data[3]).toBe(0);
        }
      }
    }
  });

  it("answers 404 for an icon the manifest does not list", async () => {
    expect((await appRequest("/icons/icon-100.png")).status).toBe(404);
    expect((await appRequest("/icons/other.png")).status).toBe(404);
  });

  it("every page links the manifest (with credentials) and sets the theme colour", async () => {
    const html = await (await appRequest("/pages/terms", { host: "lavish.localhost" })).text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest.webmanifest" crossorigin="use-credentials"\/>/);
    expect(html).toContain(`<meta name="theme-color" content="${lavishTheme.tokens.color.header}"/>`);
  });
});
