import type { ProfileCardData } from "#app/profiles/card.ts";

/** Search constants of docs/product/constants.md#search, shared by the search API and the filter controls. */

export const SEARCH_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const MAX_AGE = 100;
/** Similar profiles: the age range widens by this many years on each side, and the region is dropped. */
export const SIMILAR_AGE_WIDENING = 5;

/** The age ranges offered: all, 18-25, 26-35, 36-45, 46-55, 56-65, over 65 (from 65). */
export const AGE_RANGES = [
  { id: "all", min: 18, max: MAX_AGE },
  { id: "18-25", min: 18, max: 25 },
  { id: "26-35", min: 26, max: 35 },
  { id: "36-45", min: 36, max: 45 },
  { id: "46-55", min: 46, max: 55 },
  { id: "56-65", min: 56, max: 65 },
  { id: "65+", min: 65, max: MAX_AGE },
] as const;

export type AgeRangeId = (typeof AGE_RANGES)[number]["id"];

/** Each country is offered together with its neighbour (both directions). */
export const COUNTRY_NEIGHBOURS: Record<string, string> = {
  AU: "NZ",
  NZ: "AU",
  NL: "BE",
  BE: "NL",
  US: "CA",
  CA: "US",
  GB: "IE",
  IE: "GB",
  DE: "AT",
  AT: "DE",
};

export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

/** The filters of one search; empty strings mean "any". */
export type SearchFilters = {
  gender: Gender | "";
  min_age: number;
  max_age: number;
  /** One offered country, or "" for every offered country. */
  country: string;
  /** An ISO 3166-2 code inside `country`, or "" for the whole country. */
  countryregion: string;
};

export type SearchChoices = {
  gender: readonly Gender[];
  age_ranges: readonly { id: string; min: number; max: number }[];
  country: string[];
  countryregion: { id: string; name: string }[];
};

export function ageRangeIdOf(minAge: number, maxAge: number): string {
  return AGE_RANGES.find((range) => range.min === minAge && range.max === maxAge)?.id ?? `${minAge}-${maxAge}`;
}

/** The answer of `GET /api/search.php`. */
export type SearchAnswer = {
  profiles: ProfileCardData[];
  /** `capped`: there are more than `num_results` matches (counting stops at 1,000). */
  paging: { page: number; pp: number; num_results: number; num_pages: number; capped: boolean };
  /** The filters this answer used; the client adopts them after the first load (docs/product/search.md#modes). */
  filter_options: SearchFilters;
  /** What the filter controls offer. */
  choices: SearchChoices;
  similar: boolean;
};

/**
 * What a profile page sends of its similar search: the first page and its paging. The filters and what their controls
 * offer (a country's regions among them) stay on the server: the page shows no filters, and its data is encoded for
 * hydration on every request.
 */
export type SimilarPage = Pick<SearchAnswer, "profiles" | "paging">;
