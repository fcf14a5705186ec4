import type { SearchAnswer, SearchFilters } from "./filters.ts";

/** What the search screen shows: the last answer, with the profiles of every page loaded so far. */
export type SearchResults = SearchAnswer;

/**
 * Adds one answer of `/api/search.php` to the results: page 1 replaces the list,
 * a later page (infinite scroll) appends the profiles not already shown, since a
 * member who became active between two pages moves up and would appear twice.
 */
export function addSearchPage(current: SearchResults, answer: SearchAnswer): SearchResults {
  if (answer.paging.page <= 1) return answer;
  const seen = new Set(current.profiles.map((profile) => profile.id));
  return { ...answer, profiles: [...current.profiles, ...answer.profiles.filter((profile) => !seen.has(profile.id))] };
}

/** Results while a new filter choice is asked for: nothing shown, the choice already in the controls. */
export function clearedResults(current: SearchResults, filters: SearchFilters): SearchResults {
  return { ...current, filter_options: filters, profiles: [], paging: { ...current.paging, num_results: 0, capped: false } };
}

/** A filter change; choosing another country drops the region of the old one. */
export function changeFilters(filters: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  const next = { ...filters, ...patch };
  if (patch.country !== undefined && patch.country !== filters.country) next.countryregion = "";
  return next;
}

/** The query string of one search request. */
/** The filter keys a paging site's screen URL carries, as `GET /api/search.php` names them. */
export const URL_FILTER_KEYS = ["gender", "min_age", "max_age", "country", "countryregion"] as const;

/**
 * A paging site's link to one page of a search: the filters travel in the URL with the page, so the next page, a
 * reload or a shared link shows the same search (a visitor's filters are never saved on the server).
 */
export function pagedSearchHref(filters: SearchFilters, page: number): string {
  const query = new URLSearchParams({
    gender: filters.gender,
    min_age: String(filters.min_age),
    max_age: String(filters.max_age),
    country: filters.country,
    countryregion: filters.countryregion,
    page: String(page),
  });
  return `?${query}`;
}

export function searchQuery(
  filters: SearchFilters,
  page: number,
  options: { source: string; pp: number; searchAllCountries: boolean; trafficsource: string | null },
): string {
  const query = new URLSearchParams({
    source: options.source,
    pp: String(options.pp),
    searchAllCountries: options.searchAllCountries ? "1" : "0",
    manual_search: "1",
    page: String(page),
    gender: filters.gender,
    min_age: String(filters.min_age),
    max_age: String(filters.max_age),
    country: filters.country,
    countryregion: filters.countryregion,
  });
  if (options.trafficsource) query.set("trafficsource", options.trafficsource);
  return query.toString();
}
