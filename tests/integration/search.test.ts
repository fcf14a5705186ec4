import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberSearchFilters, profiles } from "#app/.server/db/schema.ts";
import type { SearchAnswer } from "#app/search/filters.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";

/** A birth date that makes someone `age` today (a hundred days past the birthday). */
function dobForAge(age: number) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - age);
  d.setUTCDate(d.getUTCDate() - 100);
  return d.toISOString().slice(0, 10);
}

const DAY = 86_400_000;
let me: LoggedInMember;
let lavishMember: LoggedInMember;
const ids: Record<string, number> = {};

async function search(query: string, { cookie = me.cookie, host = "classic.localhost" } = {}) {
  const res = await appRequest(`/api/search.php?${query}`, { cookie, host });
  return { res, body: (await res.json()) as SearchAnswer & { error?: { code: string; message: string } } };
}

beforeAll(async () => {
  me = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Searcher" });
  // A searcher who has not given their gender or age starts from the site's defaults (a member who has is covered
  // in matching-starts-near.test.ts: the other gender, their own age range).
  await (await getDb()).update(profiles).set({ gender: null, dateOfBirth: null }).where(eq(profiles.id, me.profileId));
  lavishMember = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: "DE", name: "Dieter" });
  // 30 US women aged 30, most recently active first by index; a few special ones after.
  const base = Date.now();
  const women = await createProfiles(
    Array.from({ length: 30 }, (_, i) => ({
      name: `Woman${i}`,
      country: "US",
      city: "Springfield",
      countryregion: i % 2 ? "US-CA" : "US-NY",
      dateOfBirth: dobForAge(30),
      lastActiveAt: new Date(base - i * 60_000),
    })),
  );
  women.forEach((row, i) => (ids[`Woman${i}`] = row.id));
  const special = await createProfiles([
    {
      name: "YoungMan",
      gender: "male",
      dateOfBirth: dobForAge(22),
      country: "US",
      countryregion: "US-TX",
      lastActiveAt: new Date(base - DAY),
    },
    {
      name: "Senior",
      gender: "female",
      dateOfBirth: dobForAge(72),
      country: "US",
      countryregion: "US-TX",
      lastActiveAt: new Date(base - DAY),
    },
    {
      name: "Canadian",
      gender: "female",
      dateOfBirth: dobForAge(33),
      country: "CA",
      countryregion: "CA-ON",
      lastActiveAt: new Date(base - DAY),
    },
    {
      name: "Brit",
      gender: "female",
      dateOfBirth: dobForAge(30),
      country: "GB",
      countryregion: "GB-ENG",
      lastActiveAt: new Date(base - DAY),
    },
    { name: "German", gender: "female", dateOfBirth: dobForAge(45), country: "DE", city: "Köln", lastActiveAt: new Date(base - DAY) },
    { name: "Austrian", gender: "female", dateOfBirth: dobForAge(50), country: "AT", lastActiveAt: new Date(base - DAY) },
    { name: "Swiss", gender: "female", dateOfBirth: dobForAge(50), country: "CH", lastActiveAt: new Date(base - DAY) },
    {
      name: "Twin35",
      gender: "female",
      dateOfBirth: dobForAge(35),
      country: "US",
      countryregion: "US-NY",
      lastActiveAt: new Date(base - 2 * DAY),
    },
    {
      name: "Twin41",
      gender: "female",
      dateOfBirth: dobForAge(41),
      country: "US",
      countryregion: "US-CA",
      lastActiveAt: new Date(base - 2 * DAY),
    },
    {
      name: "Twin46",
      gender: "female",
      dateOfBirth: dobForAge(46),
      country: "US",
      countryregion: "US-CA",
      lastActiveAt: new Date(base - 2 * DAY),
    },
  ]);
  for (const [i, row] of special.entries())
    ids[["YoungMan", "Senior", "Canadian", "Brit", "German", "Austrian", "Swiss", "Twin35", "Twin41", "Twin46"][i]!] = row.id;
});

describe("GET /api/search.php: the automatic first load", () => {
  it("answers profiles, paging.num_results and filter_options; 12 per page, newest active first, never oneself", async () => {
    const { res, body } = await search("source=members&auto_load=1");
    expect(res.status).toBe(200);
    expect(body.profiles).toHaveLength(12);
    expect(body.profiles[0]!.id).toBe(ids.Woman0);
    expect(body.profiles.map((p) => p.name)).not.toContain("Searcher");
    expect(body.profiles[0]!.city).toBe("Springfield");
    // Classic has no default gender, all ages; the member's own country.
    expect(body.filter_options).toEqual({ gender: "", min_age: 18, max_age: 100, country: "US", countryregion: "" });
    // US: 30 women + YoungMan + Senior + 3 twins; not the Canadian (country filter is US).
    expect(body.paging.num_results).toBe(35);
    expect(body.paging).toMatchObject({ page: 1, pp: 12, num_pages: 3 });
    expect(body.choices.country).toEqual(["US", "CA"]);
    expect(body.choices.countryregion.some((r) => r.id === "US-CA")).toBe(true);
  });

  it("starts from the site's defaults on a site that sets them (lavish: women 35–80)", async () => {
    const { res, body } = await search("auto_load=1", { cookie: lavishMember.cookie, host: "lavish.localhost" });
    expect(res.status).toBe(200);
    expect(body.filter_options).toEqual({ gender: "female", min_age: 35, max_age: 80, country: "DE", countryregion: "" });
    expect(body.profiles.map((p) => p.name)).toEqual(["German"]);
    // The lavish theme's cards show no city (profileSearchProfile.showCity), so the answer carries none.
    expect(body.profiles[0]!.city).toBeNull();
  });

  it("honours pp and page", async () => {
    const first = await search("auto_load=1&pp=5");
    const second = await search("auto_load=1&pp=5&page=2");
    expect(first.body.profiles.map((p) => p.name)).toEqual(["Woman0", "Woman1", "Woman2", "Woman3", "Woman4"]);
    expect(second.body.profiles.map((p) => p.name)).toEqual(["Woman5", "Woman6", "Woman7", "Woman8", "Woman9"]);
    expect(second.body.paging).toMatchObject({ page: 2, pp: 5, num_results: 35, num_pages: 7 });
    const past = await search("auto_load=1&page=99");
    expect(past.res.status).toBe(200);
    expect(past.body.profiles).toEqual([]);
  });
});

describe("GET /api/search.php: manual searches", () => {
  it("filters by gender, age range, country and region, and saves the filters for the member", async () => {
    const { body } = await search("manual_search=1&gender=male&min_age=18&max_age=25&country=US&countryregion=&page=1");
    expect(body.profiles.map((p) => p.name)).toEqual(["YoungMan"]);
    const region = await search("manual_search=1&gender=female&min_age=26&max_age=35&country=US&countryregion=US-CA");
    expect(region.body.profiles).toHaveLength(12);
    expect(region.body.paging.num_results).toBe(15);
    expect(region.body.profiles.every((p) => p.age !== null && p.age >= 26 && p.age <= 35)).toBe(true);
    expect(region.body.filter_options).toEqual({ gender: "female", min_age: 26, max_age: 35, country: "US", countryregion: "US-CA" });
    // The next automatic load starts from the saved filters.
    const again = await search("auto_load=1");
    expect(again.body.filter_options).toEqual({ gender: "female", min_age: 26, max_age: 35, country: "US", countryregion: "US-CA" });
    expect(again.body.paging.num_results).toBe(15);
  });

  it("does not save with do_not_save, and never saves for visitors", async () => {
    await search("manual_search=1&gender=&min_age=18&max_age=100&country=US");
    await search("manual_search=1&gender=male&min_age=18&max_age=25&country=US&do_not_save=1");
    const again = await search("auto_load=1");
    expect(again.body.filter_options).toMatchObject({ gender: "", min_age: 18, max_age: 100 });
    const db = await getDb();
    const before = (await db.select().from(memberSearchFilters)).length;
    const visitor = await search("manual_search=1&gender=male", { cookie: "" });
    expect(visitor.res.status).toBe(200);
    expect((await db.select().from(memberSearchFilters)).length).toBe(before);
  });

  it("uses the spec's age ranges, with over-65 open at the top", async () => {
    const over = await search("manual_search=1&min_age=65&max_age=100&do_not_save=1");
    expect(over.body.profiles.map((p) => p.name)).toEqual(["Senior"]);
    const range = await search("manual_search=1&min_age=36&max_age=45&do_not_save=1");
    expect(range.body.profiles.map((p) => p.name)).toEqual(["Twin41"]);
    const edge = await search("manual_search=1&min_age=35&max_age=35&do_not_save=1");
    expect(edge.body.profiles.map((p) => p.name)).toEqual(["Twin35"]);
  });

  it("offers the own country with its neighbour, and all the site's countries through searchAllCountries", async () => {
    const both = await search("manual_search=1&country=&gender=female&min_age=31&max_age=35&do_not_save=1");
    expect(both.body.profiles.map((p) => p.name).sort()).toEqual(["Canadian", "Twin35"]);
    const refused = await search("manual_search=1&country=GB&do_not_save=1");
    expect(refused.res.status).toBe(400);
    expect(refused.body.error!.message).toMatch(/^country:/);
    const all = await search("manual_search=1&country=GB&searchAllCountries=1&do_not_save=1");
    expect(all.res.status).toBe(200);
    expect(all.body.profiles.map((p) => p.name)).toEqual(["Brit"]);
    expect(all.body.choices.country).toEqual(["US", "CA", "GB", "AU", "IE", "NZ"]);
  });

  it("keeps searchAllCountries off where the theme switches it off (lavish)", async () => {
    const { body } = await search("auto_load=1&searchAllCountries=1", { cookie: lavishMember.cookie, host: "lavish.localhost" });
    expect(body.choices.country).toEqual(["DE", "AT"]);
    const swiss = await search("manual_search=1&country=CH&searchAllCountries=1", {
      cookie: lavishMember.cookie,
      host: "lavish.localhost",
    });
    expect(swiss.res.status).toBe(400);
    const neighbours = await search("manual_search=1&gender=female&min_age=46&max_age=55&country=&do_not_save=1", {
      cookie: lavishMember.cookie,
      host: "lavish.localhost",
    });
    expect(neighbours.body.profiles.map((p) => p.name)).toEqual(["Austrian"]);
  });

  it("accepts hideNudity, source and trafficsource", async () => {
    const { res } = await search("auto_load=1&hideNudity=1&source=home&trafficsource=google");
    expect(res.status).toBe(200);
  });

  it("marks the profiles the member likes", async () => {
    await appRequest("/api/likes.php", {
      method: "POST",
      cookie: me.cookie,
      body: JSON.stringify({ profile: ids.Woman0 }),
      headers: { "Content-Type": "application/json" },
    });
    const { body } = await search("manual_search=1&pp=2&do_not_save=1");
    expect(body.profiles.map((p) => [p.name, p.did_like_profile])).toEqual([
      ["Woman0", true],
      ["Woman1", false],
    ]);
  });
});

describe("GET /api/search.php: similar profiles", () => {
  it("widens the age by 5 years each side, drops the region, leaves out the profile and never saves", async () => {
    await search("manual_search=1&gender=male&min_age=18&max_age=25&country=US");
    // Twin41: female, US; 41 ± 5 → 36–46 → Twin41 itself excluded, Twin46 in, Twin35 out, any region.
    const { res, body } = await search(`similarpage=1&profile=${ids.Twin41}&do_not_save=1`);
    expect(res.status).toBe(200);
    expect(body.similar).toBe(true);
    expect(body.profiles.map((p) => p.name)).toEqual(["Twin46"]);
    expect(body.filter_options).toEqual({ gender: "female", min_age: 36, max_age: 46, country: "US", countryregion: "" });
    const explicit = await search("similarpage=1&gender=female&min_age=40&max_age=40&country=US&countryregion=US-NY&do_not_save=1");
    expect(explicit.body.filter_options).toMatchObject({ min_age: 35, max_age: 45, countryregion: "" });
    expect(explicit.body.profiles.map((p) => p.name).sort()).toEqual(["Twin35", "Twin41"]);
    const page2 = await search(`similarpage=2&profile=${ids.Twin41}&do_not_save=1`);
    expect(page2.body.paging.page).toBe(2);
    expect(page2.body.profiles).toEqual([]);
    // The saved filters are still the manual ones.
    expect((await search("auto_load=1")).body.filter_options).toMatchObject({ gender: "male", min_age: 18, max_age: 25 });
  });
});

describe("GET /api/search.php: bad parameters", () => {
  const cases: [string, string][] = [
    ["pp=0", "pp"],
    ["pp=100", "pp"],
    ["pp=abc", "pp"],
    ["page=0", "page"],
    ["page=-1", "page"],
    ["page=1.5", "page"],
    ["page=1&page=2", "page"],
    ["auto_load=maybe", "auto_load"],
    ["hideNudity=2", "hideNudity"],
    ["searchAllCountries=yes please", "searchAllCountries"],
    ["manual_search=x", "manual_search"],
    ["do_not_save=x", "do_not_save"],
    ["source=<script>", "source"],
    [`trafficsource=${"x".repeat(300)}`, "trafficsource"],
    ["manual_search=1&min_age=17", "min_age"],
    ["manual_search=1&max_age=101", "max_age"],
    ["manual_search=1&min_age=40&max_age=30", "min_age"],
    ["manual_search=1&gender=other", "gender"],
    ["manual_search=1&country=USA", "country"],
    ["manual_search=1&country=ZZ", "country"],
    ["manual_search=1&country=US&countryregion=US-XX", "countryregion"],
    ["manual_search=1&country=US&countryregion=CA-ON", "countryregion"],
    ["manual_search=1&countryregion=US-CA", "countryregion"],
    ["manual_search=1&countryregion=nonsense", "countryregion"],
    ["similarpage=0", "similarpage"],
    ["similarpage=1&profile=abc", "profile"],
    ["similarpage=1&profile=999999", "profile"],
  ];
  it.each(cases)("%s → 400 naming %s", async (query, param) => {
    const { res, body } = await search(query);
    expect(res.status).toBe(400);
    expect(body.error!.code).toBe("invalid_parameter");
    expect(body.error!.message.startsWith(`${param}:`)).toBe(true);
  });
});

describe("GET /api/search.php: who may search", () => {
  it("lets visitors search where logged_out_search is all (classic)", async () => {
    const { res, body } = await search("auto_load=1", { cookie: "" });
    expect(res.status).toBe(200);
    expect(body.filter_options.country).toBe("US");
  });

  it("refuses visitors where logged_out_search is none (lavish)", async () => {
    const { res } = await search("auto_load=1", { cookie: "", host: "lavish.localhost" });
    expect(res.status).toBe(403);
  });

  it("lets traffic-source visitors search where logged_out_search_trafficsource is set (gay)", async () => {
    expect((await search("auto_load=1", { cookie: "", host: "gay.localhost" })).res.status).toBe(403);
    expect((await search("auto_load=1&trafficsource=adnetwork", { cookie: "", host: "gay.localhost" })).res.status).toBe(200);
    expect((await search("auto_load=1", { cookie: "network=adnetwork", host: "gay.localhost" })).res.status).toBe(200);
  });
});

describe("search screens", () => {
  it("render the first page on the server, and the ?page= page when the site pages its results", async () => {
    const { searchScreenData } = await import("#app/.server/search/screen.server.ts");
    const { siteRegistry } = await import("#app/site/sites.server.ts");
    const classic = siteRegistry.sites.find((s) => s.id === "classic")!;
    const db = await getDb();
    const request = (q: string) => new Request(`http://classic.localhost/members${q}`);
    const infinite = await searchScreenData(db, classic, null, request("?page=3"), "members");
    expect(infinite.search.paging.page).toBe(1);
    const paged = await searchScreenData(db, { ...classic, paging: true }, null, request("?page=3"), "members");
    expect(paged.search.paging.page).toBe(3);
    for (const bad of ["?page=abc", "?page=0", "?page=-2"]) {
      expect((await searchScreenData(db, { ...classic, paging: true }, null, request(bad), "members")).search.paging.page).toBe(1);
    }
    await search("manual_search=1&gender=&min_age=18&max_age=100&country=US");
    const html = await (await appRequest("/members", { cookie: me.cookie })).text();
    expect(html.match(/data-slot="member-card"/g)).toHaveLength(12);
  });
});
