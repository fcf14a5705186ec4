import { offlinePageHtml, offlinePagePolicy } from "#app/.server/pwa/offline-page.server.ts";
import { siteContext } from "#app/context.ts";
import { getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { isLanguage } from "#app/site/locales.ts";
import type { Route } from "./+types/offline";

/**
 * GET /offline[?lang=xx]: the site's offline page, precached by the service worker in every language and shown for
 * navigations without network. Without `lang`, in the language the visitor would see.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const asked = new URL(request.url).searchParams.get("lang");
  const language = isLanguage(asked) ? asked : getLanguage(context);
  if (!isLanguage(language)) throw new Error(`unsupported language ${language}`);
  const html = offlinePageHtml(site, language, getI18n(context).getFixedT(language));
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": offlinePagePolicy(site),
      Vary: "Cookie",
    },
  });
}
