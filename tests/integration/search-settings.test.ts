import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { searchScreenData } from "#app/.server/search/screen.server.ts";
import { runSearch, searcherFor } from "#app/.server/search/search.server.ts";
import { pagedSearchHref } from "#app/search/results.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import type { Site } from "#app/site/registry.ts";
import { appRequest } from "#tests/support/app.ts";
import { createProfiles } from "#tests/support/factories.ts";

let classic: Site;

beforeAll(async () => {
  classic = siteRegistry.sites.find((s) => s.id === "classic")!;
  const base = Date.now();
  await createProfiles([
    ...Array.from({ length: 15 }, (_, i) => ({
      name: `Maple${i}`,
      country: "CA",
      countryregion: "CA-ON",
      lastActiveAt: new Date(base - i * 1000),
    })),
    ...Array.from({ length: 15 }, (_, i) => ({
      name: `Liberty${i}`,
      gender: "male" as const,
      country: "US",
      lastActiveAt: new Date(base - 60_000 - i * 1000),
    })),
  ]);
});

describe("a paging site keeps the filters in the URL", () => {
  const request = (query: string) => new Request(`http://classic.localhost/members${query}`);

  it("renders the page of the URL's filters, not the saved or default ones", async () => {
    const paged = { ...classic, paging: true };
    const href = pagedSearchHref({ gender: "female", min_age: 18, max_age: 100, country: "CA", countryregion: "" }, 2);
    const page2 = await searchScreenData(await getDb(), paged, null, request(href), "members");
    expect(page2.search.paging.page).toBe(2);
    expect(page2.search.filter_options).toMatchObject({ gender: "female", country: "CA" });
    expect(page2.search.profiles.map((p) => p.name)).toEqual(["Maple12", "Maple13", "Maple14"]);
    // The pager's next link of page 1 carries the same filters.
    const page1 = await searchScreenData(await getDb(), paged, null, request(pagedSearchHref(page2.search.filter_options, 1)), "members");
    expect(page1.search.profiles.every((p) => p.name.startsWith("Maple"))).toBe(true);
  });

  it("falls back to the usual first load for bad or unusable URL filters, and ignores them where the site does not page", async () => {
    const db = await getDb();
    const paged = { ...classic, paging: true };
    for (const bad of ["?gender=robot&page=2", "?country=DE&page=1", "?countryregion=CA-ON&page=1"]) {
      const screen = await searchScreenData(db, paged, null, request(bad), "members");
      expect(screen.search.filter_options.country, bad).toBe("US");
    }
    const unpaged = await searchScreenData(db, classic, null, request("?gender=female&country=CA&page=2"), "members");
    expect(unpaged.search.paging.page).toBe(1);
    expect(unpaged.search.filter_options.country).toBe("US");
  });

  it("a paging site's pager links carry the filters", async () => {
    // The pager and a changed filter both build their URL with pagedSearchHref.
    expect(pagedSearchHref({ gender: "male", min_age: 26, max_age: 35, country: "US", countryregion: "US-CA" }, 3)).toBe(
      "?gender=male&min_age=26&max_age=35&country=US&countryregion=US-CA&page=3",
    );
  });
});

describe("search_fields bind the search API, not only the screen", () => {
  it("ignores filters the site does not offer and uses the site's defaults for them", async () => {
    const site: Site = { ...classic, search_fields: ["age"] };
    const answer = await runSearch(await getDb(), await searcherFor(await getDb(), site, null), {
      manual_search: true,
      gender: "male",
      country: "CA",
      countryregion: "CA-ON",
      min_age: 26,
      max_age: 35,
    });
    expect(answer.filter_options).toMatchObject({ gender: "", country: "US", countryregion: "", min_age: 26, max_age: 35 });
    // A hidden filter's value that would be refused where it is offered (a country outside the site) is ignored.
    await expect(
      runSearch(await getDb(), await searcherFor(await getDb(), site, null), { manual_search: true, country: "DE" }),
    ).resolves.toMatchObject({ filter_options: { country: "US" } });
  });

  it("all filters work where the site offers them", async () => {
    const res = await appRequest("/api/search.php?manual_search=1&gender=female&country=CA&min_age=18&max_age=100");
    const body = await res.json();
    expect(body.filter_options).toMatchObject({ gender: "female", country: "CA" });
  });
});
