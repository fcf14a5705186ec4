import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles } from "#app/.server/db/schema.ts";
import { runSearch, searcherFor } from "#app/.server/search/search.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
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

let lavish: LoggedInMember;
let classic: LoggedInMember;
const ids: Record<string, number> = {};

beforeAll(async () => {
  lavish = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: "DE" });
  classic = await createLoggedInMember({ ...searcherDefaults, country: "US" });
  const names = ["Swiss", "Swiss2", "German", "Brit", "Young", "Twenty"] as const;
  const rows = await createProfiles([
    { name: "Swiss", gender: "female", dateOfBirth: dobForAge(45), country: "CH" },
    { name: "Swiss2", gender: "female", dateOfBirth: dobForAge(46), country: "CH" },
    { name: "German", gender: "female", dateOfBirth: dobForAge(45), country: "DE" },
    { name: "Brit", gender: "female", dateOfBirth: dobForAge(45), country: "GB" },
    // Old enough where the minimum age is 18, younger than a site with a minimum of 21 allows.
    { name: "Young", gender: "female", dateOfBirth: dobForAge(19), country: "US" },
    { name: "Twenty", gender: "female", dateOfBirth: dobForAge(22), country: "US" },
  ]);
  rows.forEach((row, i) => (ids[names[i]!] = row.id));
});

async function search(query: string, member: LoggedInMember, host: string) {
  const res = await appRequest(`/api/search.php?${query}`, { cookie: member.cookie, host });
  return { res, body: (await res.json()) as SearchAnswer & { error?: { code: string; message: string } } };
}

describe("member profile ids beyond the integer range", () => {
  it("answer 404, not 500", async () => {
    for (const path of ["/members/2147483648", "/members/9999999999", "/likes/m/9999999999"]) {
      expect((await appRequest(path, { cookie: classic.cookie })).status, path).toBe(404);
    }
    expect((await appRequest("/members/2147483647", { cookie: classic.cookie })).status).toBe(404);
  });
});

describe("similar profiles keep to the countries the searcher may search", () => {
  it("does not widen to all of the site's countries where the theme's all-countries switch is off (lavish)", async () => {
    const open = await search(
      "similarpage=1&gender=female&min_age=45&max_age=45&country=&searchAllCountries=1",
      lavish,
      "lavish.localhost",
    );
    expect(open.res.status).toBe(200);
    expect(open.body.profiles.map((p) => p.name)).toEqual(["German"]);
    const swiss = await search("similarpage=1&country=CH&searchAllCountries=1", lavish, "lavish.localhost");
    expect(swiss.res.status).toBe(400);
    expect(swiss.body.error!.message).toMatch(/^country:/);
  });

  it("still resembles a profile from another country of the site, and all countries where the switch is on", async () => {
    const like = await search(`similarpage=1&profile=${ids.Swiss}`, lavish, "lavish.localhost");
    expect(like.res.status).toBe(200);
    expect(like.body.profiles.map((p) => p.name)).toEqual(["Swiss2"]);
    const all = await search("similarpage=1&country=GB&min_age=45&max_age=45&searchAllCountries=1", classic, "classic.localhost");
    expect(all.res.status).toBe(200);
    expect(all.body.profiles.map((p) => p.name)).toEqual(["Brit"]);
    const notAll = await search("similarpage=1&country=GB", classic, "classic.localhost");
    expect(notAll.res.status).toBe(400);
  });
});

describe("similar profiles of a profile younger than the site's minimum age", () => {
  it("answer the site's lower ages widened by 5 years instead of failing on a min_age nobody gave", async () => {
    const classicSite = siteRegistry.sites.find((s) => s.id === "classic")!;
    const site = { ...classicSite, min_age: 21 };
    const db = await getDb();
    // A site shows no profile below its minimum age (decision 017): the young profile is the searcher's own.
    const answer = await runSearch(
      db,
      { site, user: null, profile: { id: ids.Young!, country: "US" } },
      { similarpage: 1, profile: ids.Young },
    );
    // 19 ± 5 = 14–24, within the site's 21 and up.
    expect(answer.filter_options).toMatchObject({ min_age: 21, max_age: 24 });
    expect(answer.profiles.map((p) => p.name)).toContain("Twenty");
  });

  it("are not shown on a site whose minimum age they are below (decision 017): 404 and 400, never 500", async () => {
    const kid = await createProfiles([{ name: "Seventeen", dateOfBirth: dobForAge(17), country: "US" }]);
    const res = await appRequest(`/members/${kid[0]!.id}`, { cookie: classic.cookie });
    expect(res.status).toBe(404);
    const api = await search(`similarpage=1&profile=${kid[0]!.id}`, classic, "classic.localhost");
    expect(api.res.status).toBe(400);
    expect(api.body.error!.message).toMatch(/^profile:/);
  });
});

describe("similar profiles on the member page", () => {
  it("sit below the fold, so their photos load lazily (no eager, high-priority images)", async () => {
    const db = await getDb();
    const rows = await createProfiles(
      Array.from({ length: 5 }, (_, i) => ({ name: `Pic${i}`, gender: "female" as const, dateOfBirth: dobForAge(60), country: "US" })),
    );
    for (const row of rows) {
      const [image] = await db
        .insert(profileImages)
        .values({ profileId: row.id, filename: `pic/${row.id}.svg`, thumbFilename: `pic/${row.id}-t.svg`, position: 0 })
        .returning({ id: profileImages.id });
      await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, row.id));
    }
    const html = await (await appRequest(`/members/${rows[0]!.id}`, { cookie: classic.cookie })).text();
    const similar = html.slice(html.indexOf('data-slot="similar-profiles"'));
    const images = [...similar.matchAll(/<img[^>]*pic\/\d+-t\.svg[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(4);
    for (const img of images) {
      expect(img).toContain('loading="lazy"');
      expect(img).not.toMatch(/fetchPriority="high"|fetchpriority="high"/i);
    }
  });
});

describe("age ranges on a site whose members must be older than 18", () => {
  it("start at the site's minimum instead of refusing the 'all' and '18-25' ranges", async () => {
    const classicSite = siteRegistry.sites.find((s) => s.id === "classic")!;
    const site = { ...classicSite, min_age: 21 };
    const db = await getDb();
    const searcher = await searcherFor(db, site, null);
    const all = await runSearch(db, searcher, { manual_search: true, min_age: 18, max_age: 100, do_not_save: true });
    expect(all.filter_options).toMatchObject({ min_age: 21, max_age: 100 });
    const young = await runSearch(db, searcher, { manual_search: true, min_age: 18, max_age: 25, do_not_save: true });
    expect(young.filter_options).toMatchObject({ min_age: 21, max_age: 25 });
    for (const p of young.profiles) expect(p.age).toBeGreaterThanOrEqual(21);
    await expect(runSearch(db, searcher, { manual_search: true, min_age: 40, max_age: 30, do_not_save: true })).rejects.toMatchObject({
      param: "min_age",
    });
  });
});

describe("a region among a site's visible profile fields", () => {
  it("reads as the region's name, translated where the locale files have it, never as its code", async () => {
    const { getMemberDetail } = await import("#app/.server/profiles/member.server.ts");
    const lavish = siteRegistry.sites.find((s) => s.id === "lavish")!;
    const site = { ...lavish, visible_profile_fields: ["countryregion" as const] };
    const [row] = await createProfiles([{ name: "Bavarian", country: "DE", countryregion: "DE-BY" }]);
    const db = await getDb();
    const plain = await getMemberDetail(db, site, row!.id, { viewerUserId: 1, showCity: true });
    expect(plain!.fields).toEqual([{ field: "countryregion", value: "Bavaria" }]);
    const german = await getMemberDetail(db, site, row!.id, {
      viewerUserId: 1,
      showCity: true,
      regionNames: { language: "de", translate: (id) => (id === "DE-BY" ? "Bayern" : null) },
    });
    expect(german!.fields).toEqual([{ field: "countryregion", value: "Bayern" }]);
  });
});
