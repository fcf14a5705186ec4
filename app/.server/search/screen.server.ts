import type { Site } from "#app/site/registry.ts";
import { hasFeature } from "#themes/features.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { camTilesFor } from "../cams/eligibility.server.ts";
import type { Database } from "../db/client.server.ts";
import type { RegionNames } from "../geo/regions.server.ts";
import { sharedRead } from "../cache/shared-reads.server.ts";
import { trafficSourceOf } from "../tracking/traffic-source.server.ts";
import { toPageSearch } from "#app/search/packed-search.ts";
import { URL_FILTER_KEYS } from "#app/search/results.ts";
import { parseSearchQuery, type SearchQuery } from "./params.server.ts";
import { runSearch, SearchFilterError, searcherFor, type SearchAnswer } from "./search.server.ts";

/** `?page=` of a paged search screen: a whole number from 1, anything else is page 1. */
export function pageParam(request: Request): number {
  const value = new URL(request.url).searchParams.get("page") ?? "";
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}

const SHARED_PAGES = 5;

/** Every visitor without a session of one site and language gets the same automatic first load: shared. */
function anonymousSearch(db: Database, site: Site, regionNames: RegionNames | undefined, page: number, searchAllCountries: boolean) {
  const run = () =>
    runSearch(db, { site, user: null, profile: null, regionNames }, { source: "home", auto_load: true, searchAllCountries, page });
  if (page > SHARED_PAGES) return run();
  // Region names are the only part of the answer in the screen's language.
  return sharedRead(`search\n${site.id}\n${regionNames?.language ?? ""}\n${page}\n${searchAllCountries}`, run);
}

/**
 * The filters a paging site's screen URL carries (`?gender=&min_age=…&page=`), or null when it
 * carries none or any of them is not a valid value (the screen then starts from the saved or default filters).
 */
export function urlFilters(request: Request): Partial<SearchQuery> | null {
  const params = new URL(request.url).searchParams;
  if (!URL_FILTER_KEYS.some((key) => params.has(key))) return null;
  const only = new URLSearchParams();
  for (const key of URL_FILTER_KEYS) for (const value of params.getAll(key)) only.append(key, value);
  const parsed = parseSearchQuery(only);
  if (!parsed.ok) return null;
  const { gender, min_age, max_age, country, countryregion } = parsed.query;
  return { gender, min_age, max_age, country, countryregion };
}

/**
 * What a search screen renders on the server: the automatic first load (saved
 * filters or the site's defaults) or, on a paging site, the filters and page of
 * its URL; and which webcam tiles the member sees.
 */
export async function searchScreenData(
  db: Database,
  site: Site,
  user: SessionUser | null,
  request: Request,
  source: string,
  regionNames?: RegionNames,
) {
  const searchAllCountries = hasFeature(site.features, "profileSearch.searchAllCountries");
  const page = site.paging ? pageParam(request) : 1;
  // A paging site's URL may carry the filters: that search is the URL's, never the shared one.
  const fromUrl = site.paging ? urlFilters(request) : null;
  let search: SearchAnswer | null = null;
  if (fromUrl) {
    try {
      search = await runSearch(db, await searcherFor(db, site, user, regionNames), {
        source,
        searchAllCountries,
        page,
        ...fromUrl,
        manual_search: true,
      });
    } catch (error) {
      // A filter this searcher may not use (another site's country, say): start from the usual filters instead.
      if (!(error instanceof SearchFilterError)) throw error;
    }
  }
  search ??= user
    ? await runSearch(db, await searcherFor(db, site, user, regionNames), { source, auto_load: true, searchAllCountries, page })
    : await anonymousSearch(db, site, regionNames, page, searchAllCountries);
  return { search: toPageSearch(search), camTiles: camTilesFor(site, user), trafficsource: trafficSourceOf(request) };
}
