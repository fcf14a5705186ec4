import { countryMap, countryMapSvg } from "#app/.server/landers/map.server.ts";
import { siteContext } from "#app/context.ts";
import type { Route } from "./+types/country-map";

/**
 * `/resources/country-map/{CC}.svg`: the dot map of one of the site's countries (decision 034), an image the map
 * lander lays its members over. Kept out of the page's data so the lander's first load stays small, and cacheable
 * for a day: it changes only with the town data.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const country = /^([A-Z]{2})\.svg$/.exec(params.file ?? "")?.[1];
  const map = country && site.countries.includes(country) ? countryMap(country) : null;
  if (!map) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(countryMapSvg(map), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
