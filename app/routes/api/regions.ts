import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { localizedRegions } from "#app/.server/geo/regions.server.ts";
import { siteContext } from "#app/context.ts";
import { getI18n, getRegionNames } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/regions";

/** GET /api/regions.php?country=DE → { country, regions: [{ id, name }] }, names in the visitor's language. */
export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  const i18n = getI18n(args.context);
  const country = (new URL(args.request.url).searchParams.get("country") ?? "").toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return apiError(400, "invalid_country", i18n.t("geo.errors.country"));
  const names = getRegionNames(args.context);
  // The site's own regions where its `region_data` has them.
  const regions = localizedRegions(country, names.language, names.translate, args.context.get(siteContext));
  return Response.json({ country, regions }, { headers: { "Cache-Control": "public, max-age=3600" } });
}

export const action = () => methodNotAllowed(["GET"]);
