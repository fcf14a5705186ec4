import { describe, expect, it } from "vitest";
import type { SearchAnswer } from "./filters.ts";
import { addSearchPage, changeFilters, clearedResults, searchQuery } from "./results.ts";

const filters = { gender: "" as const, min_age: 18, max_age: 100, country: "US", countryregion: "US-CA" };

function answer(page: number, ids: number[], numResults = 30): SearchAnswer {
  return {
    profiles: ids.map((id) => ({ id, name: `P${id}` }) as SearchAnswer["profiles"][number]),
    paging: { page, pp: 12, num_results: numResults, num_pages: 3, capped: false },
    filter_options: filters,
    choices: { gender: ["male", "female"], age_ranges: [], country: ["US"], countryregion: [] },
    similar: false,
  };
}

describe("search results", () => {
  it("page 1 replaces the list, later pages append only profiles not already shown", () => {
    const first = addSearchPage(answer(2, [9]), answer(1, [1, 2, 3]));
    expect(first.profiles.map((p) => p.id)).toEqual([1, 2, 3]);
    const second = addSearchPage(first, answer(2, [3, 4, 5]));
    expect(second.profiles.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(second.paging.page).toBe(2);
  });

  it("a filter change empties the list and keeps the new choice; a new country drops the region", () => {
    const next = changeFilters(filters, { country: "CA" });
    expect(next).toEqual({ ...filters, country: "CA", countryregion: "" });
    expect(changeFilters(filters, { gender: "male" }).countryregion).toBe("US-CA");
    const cleared = clearedResults(answer(1, [1, 2]), next);
    expect(cleared.profiles).toEqual([]);
    expect(cleared.paging.num_results).toBe(0);
    expect(cleared.filter_options).toEqual(next);
  });

  it("sends every filter, the page and the traffic source only when there is one", () => {
    const options = { source: "members", pp: 12, searchAllCountries: false, trafficsource: null };
    const query = new URLSearchParams(searchQuery(filters, 2, options));
    expect(Object.fromEntries(query)).toEqual({
      source: "members",
      pp: "12",
      searchAllCountries: "0",
      manual_search: "1",
      page: "2",
      gender: "",
      min_age: "18",
      max_age: "100",
      country: "US",
      countryregion: "US-CA",
    });
    expect(new URLSearchParams(searchQuery(filters, 1, { ...options, trafficsource: "abc" })).get("trafficsource")).toBe("abc");
  });
});
