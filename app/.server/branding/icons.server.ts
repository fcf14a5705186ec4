import sharp from "sharp";
import type { Site } from "#app/site/registry.ts";
import { readableOn } from "#themes/brand.ts";

/** Same fallback as the account mails: a site without a brand colour still gets a coloured icon. */
const DEFAULT_BRAND = "#d6336c";

const HEART =
  "M32 52 C14 39 9 31 9 23 C9 16 14.5 11 21 11 C25.5 11 29.5 13.5 32 17.5 C34.5 13.5 38.5 11 43 11 C49.5 11 55 16 55 23 C55 31 50 39 32 52 Z";

/**
 * The site's icon: a heart in the readable text colour on the brand colour, as SVG. Drawn with a path, not a
 * letter, so rendering it needs no font on the server. The maskable variant (web manifest) fills the
 * whole square and keeps the heart inside the central 80 % circle that every launcher mask leaves visible.
 */
export function siteIconSvg(site: Pick<Site, "brand_color" | "name">, { maskable = false }: { maskable?: boolean } = {}): string {
  const brand = site.brand_color ?? DEFAULT_BRAND;
  const fg = readableOn(brand);
  const background = maskable ? `<rect width="64" height="64" fill="${brand}"/>` : `<rect width="64" height="64" rx="14" fill="${brand}"/>`;
  // The heart spans x 9–55, y 11–52; scaled to 72 % around the centre its box fits in the circle of radius 0.4 × 64.
  const heart = maskable
    ? `<path fill="${fg}" transform="translate(32 32) scale(0.72) translate(-32 -31.5)" d="${HEART}"/>`
    : `<path fill="${fg}" d="${HEART}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>${site.name.replace(/[<&>"]/g, "")}</title>${background}${heart}</svg>`;
}

/** A square 64-unit SVG icon as a PNG of `size` pixels. */
export function svgToPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.max(72, (72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The icon as a square PNG of `size` pixels (apple-touch-icon, the ICO's image, the manifest's icons). */
export async function siteIconPng(
  site: Pick<Site, "brand_color" | "name">,
  size: number,
  options: { maskable?: boolean } = {},
): Promise<Buffer> {
  return svgToPng(siteIconSvg(site, options), size);
}

/** The sizes inside `/favicon.ico`. */
export const FAVICON_SIZES = [16, 32, 48];

/** `/favicon.ico` of the drawn icon. */
export async function siteFaviconIco(site: Pick<Site, "brand_color" | "name">, sizes: number[] = FAVICON_SIZES): Promise<Buffer> {
  return icoFromPngs(await Promise.all(sizes.map((size) => siteIconPng(site, size))), sizes);
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser):
 * a 6-byte header, one 16-byte directory entry per image, then the images.
 */
export function icoFromPngs(images: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    const size = sizes[i]!;
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 = 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
