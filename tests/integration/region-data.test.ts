import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles } from "#app/.server/db/schema.ts";
import { regionsOf } from "#app/.server/geo/regions.server.ts";
import type { SearchAnswer } from "#app/search/filters.ts";
import { SiteSchema } from "#app/site/site-schema.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";

type Regions = { id: string; name: string }[];

const classic = siteRegistry.sites.find((site) => site.id === "classic")!;
const original = classic.region_data;

/** The classic site (US, GB, CA, AU, IE, NZ) with its own regions: a rename and an addition in the US, Ireland replaced. */
const regionData = SiteSchema.shape.region_data.parse({
  countries: {
    US: {
      regions: [
        { id: "US-CA", name: { en: "Golden State", de: "Goldener Staat" } },
        { id: "US-XA", name: "Example Area" },
      ],
    },
    IE: {
      only: true,
      regions: [
        { id: "IE-N", name: "North" },
        { id: "IE-S", name: { en: "South", fr: "Sud" } },
      ],
    },
  },
});

async function regionsApi(country: string, language: string): Promise<Regions> {
  const res = await appRequest(`/api/regions.php?country=${country}`, { cookie: `i18n_redirected=${language}` });
  expect(res.status).toBe(200);
  return ((await res.json()) as { regions: Regions }).regions;
}

const nameOf = (regions: Regions, id: string) => regions.find((region) => region.id === id)?.name;

describe("region names in every language the data set translates", () => {
  it("names the classic site's US and Canadian regions in French, Spanish and Polish, not only in English", async () => {
    expect(nameOf(await regionsApi("US", "fr"), "US-CA")).toBe("Californie");
    expect(nameOf(await regionsApi("US", "es"), "US-NY")).toBe("Nueva York");
    expect(nameOf(await regionsApi("CA", "es"), "CA-BC")).toBe("Columbia Británica");
    expect(nameOf(await regionsApi("US", "en"), "US-CA")).toBe("California");
    // The locale files' names, checked by people, still win (German: Bayern).
    expect(nameOf(await regionsApi("DE", "de"), "DE-BY")).toBe("Bayern");
  });
});

describe("a site's region_data", () => {
  let member: LoggedInMember;
  beforeAll(async () => {
    (classic as { region_data: typeof regionData }).region_data = regionData;
    member = await createLoggedInMember({ ...searcherDefaults, siteId: "classic", country: "US", name: "Regional" });
  });
  afterAll(() => {
    (classic as { region_data: typeof original }).region_data = original;
  });

  it("renames and adds regions, named per language, in the location step's list (the regions API)", async () => {
    const german = await regionsApi("US", "de");
    expect(nameOf(german, "US-CA")).toBe("Goldener Staat");
    expect(nameOf(german, "US-XA")).toBe("Example Area");
    // A rename is the site's: no translation of the old name shows in other languages.
    expect(nameOf(await regionsApi("US", "fr"), "US-CA")).toBe("Golden State");
    expect(nameOf(await regionsApi("US", "fr"), "US-NY")).toBe("New York");
    expect(german.length).toBe(regionsOf("US").length + 1);
    // `only`: Ireland has just the site's two regions.
    const irish = await regionsApi("IE", "fr");
    expect(irish).toEqual([
      { id: "IE-N", name: "North" },
      { id: "IE-S", name: "Sud" },
    ]);
  });

  it("the location step saves a site region; the dataset's region of a replaced country is refused", async () => {
    const save = (body: object) =>
      appRequest("/api/user.php", {
        method: "PUT",
        cookie: member.cookie,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await save({ country: "US", countryregion: "US-XA" })).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select({ region: profiles.countryregion }).from(profiles).where(eq(profiles.id, member.profileId));
    expect(row!.region).toBe("US-XA");
    expect((await save({ country: "IE", countryregion: "IE-C" })).status).toBe(400);
  });

  it("the search filter offers and accepts the site's regions, and refuses the replaced ones", async () => {
    const neighbour = await createLoggedInMember({ siteId: "classic", country: "US", gender: "female", name: "Neighbour" });
    await (await getDb()).update(profiles).set({ countryregion: "US-XA" }).where(eq(profiles.id, neighbour.profileId));
    const search = (query: string) => appRequest(`/api/search.php?${query}`, { cookie: `${member.cookie}; i18n_redirected=de` });
    const found = await search("manual_search=1&do_not_save=1&country=US&countryregion=US-XA");
    expect(found.status).toBe(200);
    const answer = (await found.json()) as SearchAnswer;
    expect(answer.profiles.map((p) => p.id)).toContain(neighbour.profileId);
    expect(answer.filter_options.countryregion).toBe("US-XA");
    expect(nameOf(answer.choices.countryregion, "US-CA")).toBe("Goldener Staat");
    // Ireland (offered to a member living there) has only the site's regions.
    const irish = await createLoggedInMember({ ...searcherDefaults, siteId: "classic", country: "IE", name: "Irish" });
    const inIreland = (region: string) =>
      appRequest(`/api/search.php?manual_search=1&do_not_save=1&country=IE&countryregion=${region}`, { cookie: irish.cookie });
    expect((await inIreland("IE-C")).status).toBe(400);
    expect((await inIreland("IE-S")).status).toBe(200);
  });
});

describe("region_data in a site file", () => {
  const base = { countries: ["US", "IE"] };
  const problems = (regionData: unknown) => {
    const result = SiteSchema.safeParse({ ...siteFields(), ...base, region_data: regionData });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("accepts the data set alone, or the site's regions", () => {
    expect(problems("iso3166-2")).toEqual([]);
    expect(problems({ countries: { US: { regions: [{ id: "US-XA", name: "Example" }] } } })).toEqual([]);
  });

  it("names each mistake: another country's region, a country the site does not serve, a repeat, a bad id", () => {
    expect(problems({ countries: { US: { regions: [{ id: "IE-N", name: "North" }] } } })).toEqual([
      "region_data.countries.US.regions.0.id: must start with US-",
    ]);
    expect(problems({ countries: { DE: { regions: [{ id: "DE-XX", name: "X" }] } } })).toEqual([
      "region_data.countries.DE: is not one of the site's countries",
    ]);
    expect(
      problems({
        countries: {
          US: {
            regions: [
              { id: "US-XA", name: "A" },
              { id: "US-XA", name: "B" },
            ],
          },
        },
      }),
    ).toEqual(["region_data.countries.US.regions.1.id: repeats US-XA"]);
    expect(problems({ countries: { US: { regions: [{ id: "usxa", name: "A" }] } } })[0]).toMatch(/region id such as DE-BY/);
  });
});

/** The required fields of a site file, from the classic site. */
function siteFields() {
  const { name, domain, support_email, email, company_name, company_address, company_city, company_country } = classic;
  return { name, domain, support_email, email, company_name, company_address, company_city, company_country };
}
