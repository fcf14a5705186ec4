import type { Site } from "#app/site/registry.ts";
import { hasFeature } from "#themes/features.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { camTilesFor } from "../cams/eligibility.server.ts";
import type { Database } from "../db/client.server.ts";
import type { RegionNames } from "../geo/regions.server.ts";
import { trafficSourceOf } from "../tracking/traffic-source.server.ts";
import { runSearch, searcherFor } from "./search.server.ts";

/** `?page=` of a paged search screen: a whole number from 1, anything else is page 1. */
export function pageParam(request: Request): number {
  const value = new URL(request.url).searchParams.get("page") ?? "";
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

/**
 * What a search screen renders on the server: the automatic first load (saved
 * filters or the site's defaults), the page of `?page=` when the site pages its
 * results, and which webcam tiles the member sees.
 */
export async function searchScreenData(
  db: Database,
  site: Site,
  user: SessionUser | null,
  request: Request,
  source: string,
  regionNames?: RegionNames,
) {
  const search = await runSearch(db, await searcherFor(db, site, user, regionNames), {
    source,
    auto_load: true,
    searchAllCountries: hasFeature(site.features, "profileSearch.searchAllCountries"),
    page: site.paging ? pageParam(request) : 1,
  });
  return { search, camTiles: camTilesFor(site, user), trafficsource: trafficSourceOf(request) };
}
