import { webManifest } from "#app/.server/branding/manifest.server.ts";
import { siteContext } from "#app/context.ts";
import { getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import type { Language } from "#app/site/locales.ts";
import type { Route } from "./+types/manifest";

/**
 * GET /manifest.webmanifest: the site's web app manifest in the visitor's language. The root
 * layout links it with credentials, so the language cookie applies; it is revalidated on every fetch.
 */
export function loader({ context }: Route.LoaderArgs) {
  const manifest = webManifest(context.get(siteContext), getLanguage(context) as Language, getI18n(context).t);
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "no-cache", Vary: "Cookie" },
  });
}
