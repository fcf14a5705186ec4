import { apiError } from "#app/.server/api.server.ts";
import { siteFaviconIco, siteIconPng, siteIconSvg } from "#app/.server/branding/icons.server.ts";
import { parseIconFile } from "#app/.server/branding/manifest.server.ts";
import { siteContext } from "#app/context.ts";
import type { Route } from "./+types/icons";

/** Icons change only with a site's brand colour: a day in any cache, then revalidated. */
const CACHE = "public, max-age=86400";

/**
 * The site's icons (issue 9 item 7): `/favicon.ico` (browsers ask for it on their own), `/icon.svg` and
 * `/apple-touch-icon.png`, all drawn from the site's brand colour; the root layout links them. The web manifest's
 * PNGs (issue 14): `/icons/icon-{192,512}.png` and their maskable twins `/icons/maskable-{192,512}.png`.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const path = new URL(request.url).pathname;
  if (path.startsWith("/icons/")) {
    const icon = parseIconFile(params.file ?? "");
    if (!icon) return apiError(404, "unknown_icon", `No icon "${params.file}"`);
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
