import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { reverseGeocode } from "#app/.server/geo/geocode.server.ts";
import { siteContext } from "#app/context.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/geocode";

const coordinate = /^-?\d{1,3}(\.\d{1,12})?$/;

/** GET /api/geocode.php?lat=&lon= → { country, countryregion, city }, or null when no place is near (offline, no network). */
export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  const query = new URL(args.request.url).searchParams;
  const lat = query.get("lat") ?? "";
  const lon = query.get("lon") ?? "";
  if (!coordinate.test(lat) || !coordinate.test(lon) || Math.abs(Number(lat)) > 90 || Math.abs(Number(lon)) > 180) {
    return apiError(400, "invalid_position", getI18n(args.context).t("api.bad_request"));
  }
  return Response.json(await reverseGeocode(Number(lat), Number(lon), args.context.get(siteContext)), {
    headers: { "Cache-Control": "no-store" },
  });
}

export const action = () => methodNotAllowed(["GET"]);
