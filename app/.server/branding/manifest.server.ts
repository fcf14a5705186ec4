import type { TFunction } from "i18next";
import type { Site } from "#app/site/registry.ts";
import { LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import { getTheme } from "#themes/index.ts";

/** The sizes of the manifest's PNG icons: 192 for launchers, 512 for splash screens and stores. */
export const MANIFEST_ICON_SIZES = [192, 512] as const;
export type ManifestIconSize = (typeof MANIFEST_ICON_SIZES)[number];

/** `/icons/<file>` → what to draw, or null for a file the site does not have. */
export function parseIconFile(file: string): { size: ManifestIconSize; maskable: boolean } | null {
  const match = /^(icon|maskable)-(\d+)\.png$/.exec(file);
  const size = Number(match?.[2]) as ManifestIconSize;
  if (!match || !MANIFEST_ICON_SIZES.includes(size)) return null;
  return { size, maskable: match[1] === "maskable" };
}

/**
 * The installed app's colours, from the site's theme tokens: the title bar continues the site's header, the splash
 * screen has the page background.
 */
export function appColors(site: Pick<Site, "template">): { theme_color: string; background_color: string } {
  const { color } = getTheme(site.template).tokens;
  return { theme_color: color.header, background_color: color.background };
}

/** `short_name`: the site's own, else its name when it fits a launcher (12 characters), else the name's first word. */
export function shortName(site: Pick<Site, "name" | "short_name">): string {
  if (site.short_name) return site.short_name;
  if (site.name.length <= 12) return site.name;
  return (site.name.split(/\s+/)[0] ?? site.name).slice(0, 12);
}

/**
 * The web app manifest of one site in one language. One build serves every brand, so the
 * manifest is rendered per request: name, colours and icons come from the site file and its theme.
 */
export function webManifest(site: Site, language: Language, t: TFunction) {
  const icons = MANIFEST_ICON_SIZES.flatMap((size) => [
    { src: `/icons/icon-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
    { src: `/icons/maskable-${size}.png`, sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
  ]);
  return {
    id: "/",
    name: site.name,
    short_name: shortName(site),
    description: t("pwa.manifest.description", { site: site.name }),
    lang: LOCALE_TAGS[language],
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    ...appColors(site),
    categories: ["social", "lifestyle"],
    icons: [...icons, { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}

export type WebManifest = ReturnType<typeof webManifest>;
