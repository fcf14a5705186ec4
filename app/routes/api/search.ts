import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { parseSearchQuery } from "#app/.server/search/params.server.ts";
import { canSearch, runSearch, searcherFor, SearchFilterError } from "#app/.server/search/search.server.ts";
import { trafficSourceOf } from "#app/.server/tracking/traffic-source.server.ts";
import { getI18n, getRegionNames } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/search";

/** GET /api/search.php → { profiles, paging, filter_options, choices, similar } (docs/product/api.md#search). */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "optional" });
  const parsed = parseSearchQuery(new URL(args.request.url).searchParams);
  if (!parsed.ok) return apiError(400, "invalid_parameter", `${parsed.problem.param}: ${parsed.problem.message}`);
  const trafficSource = parsed.query.trafficsource?.trim() || trafficSourceOf(args.request);
  if (!canSearch(site, user !== null, trafficSource)) {
    return apiError(403, "not_logged_in", getI18n(args.context).t("api.unauthorized"));
  }
  const db = await getDb();
  try {
    return await runSearch(db, await searcherFor(db, site, user, getRegionNames(args.context)), parsed.query);
  } catch (error) {
    if (error instanceof SearchFilterError) return apiError(400, "invalid_parameter", `${error.param}: ${error.message}`);
    throw error;
  }
}

/** Read-only endpoint: other methods get a JSON 405. */
export const action = () => methodNotAllowed(["GET"]);
