import { apiError } from "#app/.server/api.server.ts";
import { brandAsset } from "#app/.server/branding/brand-assets.server.ts";
import { siteFaviconIco, siteIconPng, siteIconSvg } from "#app/.server/branding/icons.server.ts";
import { parseIconFile } from "#app/.server/branding/manifest.server.ts";
import { siteContext } from "#app/context.ts";
import { sitesDir } from "#app/site/sites.server.ts";
import type { Route } from "./+types/icons";

/** Icons change only with a site's brand colour: a day in any cache, then revalidated. */
const CACHE = "public, max-age=86400";

const TYPES: Record<string, string> = { ".svg": "image/svg+xml; charset=utf-8", ".png": "image/png", ".ico": "image/x-icon" };

/**
 * The site's icons: `/favicon.ico` (browsers ask for it on their own), `/icon.svg` and
 * `/apple-touch-icon.png`, all drawn from the site's brand colour; the root layout links them. The web manifest's
 * PNGs: `/icons/icon-{192,512}.png` and their maskable twins `/icons/maskable-{192,512}.png`. A file of
 * the same name in the site's brand assets folder (`sites/<id>/`) is served instead of the drawn one.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const path = new URL(request.url).pathname;
  const icon = path.startsWith("/icons/") ? parseIconFile(params.file ?? "") : null;
  if (path.startsWith("/icons/") && !icon) return apiError(404, "unknown_icon", `No icon "${params.file}"`);
  const file = path.slice(path.lastIndexOf("/") + 1);
  const own = brandAsset(sitesDir, site.id, file);
  if (own)
    return new Response(new Uint8Array(own), {
      headers: { "Content-Type": TYPES[file.slice(file.lastIndexOf("."))]!, "Cache-Control": CACHE },
    });
  if (icon) {
    const png = await siteIconPng(site, icon.size, { maskable: icon.maskable });
    return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Cache-Control": CACHE } });
  }
  if (path === "/icon.svg") {
    return new Response(siteIconSvg(site), { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": CACHE } });
  }
  if (path === "/apple-touch-icon.png") {
    return new Response(new Uint8Array(await siteIconPng(site, 180)), { headers: { "Content-Type": "image/png", "Cache-Control": CACHE } });
  }
  return new Response(new Uint8Array(await siteFaviconIco(site)), { headers: { "Content-Type": "image/x-icon", "Cache-Control": CACHE } });
}
