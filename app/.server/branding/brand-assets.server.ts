import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readableOn } from "#themes/brand.ts";
import { FAVICON_SIZES, icoFromPngs, svgToPng } from "./icons.server.ts";
import { MANIFEST_ICON_SIZES } from "./manifest.server.ts";

/**
 * A brand's own icons: files in `sites/<id>/` (the site's brand assets folder, written by `npm run site:new` and
 * free to be replaced by a designer's), served in place of the icons drawn from the brand colour. The names are the
 * paths the site serves them at, without the folder: `/icons/icon-192.png` is `icon-192.png`.
 */
export const BRAND_ASSET_FILES = [
  "icon.svg",
  "favicon.ico",
  "apple-touch-icon.png",
  ...MANIFEST_ICON_SIZES.flatMap((size) => [`icon-${size}.png`, `maskable-${size}.png`]),
] as const;

/** Files do not change while the process runs: each is read once (a missing one is remembered as missing). */
const cache = new Map<string, Buffer | null>();

/** The file of a site's brand assets folder (`dir`: the folder of site files), or null. */
export function brandAsset(dir: string, siteId: string, file: string): Buffer | null {
  const path = join(dir, siteId, file);
  let content = cache.get(path);
  if (content === undefined) {
    try {
      content = readFileSync(path);
    } catch {
      content = null;
    }
    cache.set(path, content);
  }
  return content;
}

/** One or two letters: the initials of the name's words, or of its capitalised parts (`MilfLounge` → ML). */
export function monogram(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const parts = words.length > 1 ? words : (name.trim().match(/\p{Lu}?[^\p{Lu}]*/gu) ?? []).filter(Boolean);
  const letters = (parts.length > 1 ? parts.slice(0, 2) : parts.slice(0, 1)).map((part) => [...part][0] ?? "");
  return letters.join("").toUpperCase() || "?";
}

const escapeXml = (text: string) => text.replace(/[<&>"]/g, (c) => ({ "<": "&lt;", "&": "&amp;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * The brand's monogram icon: its initials in the readable text colour on the brand colour. The maskable variant fills
 * the square and keeps the letters inside the central circle every launcher mask leaves visible.
 */
export function monogramSvg(name: string, brandColor: string, { maskable = false }: { maskable?: boolean } = {}): string {
  const letters = monogram(name);
  const fg = readableOn(brandColor);
  const size = (letters.length > 1 ? 30 : 38) * (maskable ? 0.75 : 1);
  const background = maskable
    ? `<rect width="64" height="64" fill="${brandColor}"/>`
    : `<rect width="64" height="64" rx="14" fill="${brandColor}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>${escapeXml(name)}</title>${background}` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="${fg}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}">${escapeXml(letters)}</text></svg>`
  );
}

/** Every file of a brand assets folder, drawn from the brand's name and colour. */
export async function brandAssetFiles(name: string, brandColor: string): Promise<Record<(typeof BRAND_ASSET_FILES)[number], Buffer>> {
  const icon = monogramSvg(name, brandColor);
  const maskable = monogramSvg(name, brandColor, { maskable: true });
  const files: Record<string, Buffer> = {
    "icon.svg": Buffer.from(icon),
    "favicon.ico": icoFromPngs(await Promise.all(FAVICON_SIZES.map((size) => svgToPng(icon, size))), FAVICON_SIZES),
    "apple-touch-icon.png": await svgToPng(icon, 180),
  };
  for (const size of MANIFEST_ICON_SIZES) {
    files[`icon-${size}.png`] = await svgToPng(icon, size);
    files[`maskable-${size}.png`] = await svgToPng(maskable, size);
  }
  return files as Record<(typeof BRAND_ASSET_FILES)[number], Buffer>;
}
