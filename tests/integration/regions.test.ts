import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { localizedRegions, regionNames, regionsOf } from "#app/.server/geo/regions.server.ts";
import { i18nInstanceFor } from "#app/middleware/i18n.server.ts";
import { packRegions, type Region } from "#app/profiles/packed-regions.ts";
import type { SearchAnswer } from "#app/search/filters.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";

let dieter: LoggedInMember;
let joost: LoggedInMember;

beforeAll(async () => {
  dieter = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: "DE", name: "Dieter" });
  joost = await createLoggedInMember({ ...searcherDefaults, siteId: "gay", country: "NL", name: "Joost" });
});

async function regionChoices(member: LoggedInMember, host: string, query = "source=members&auto_load=1") {
  const res = await appRequest(`/api/search.php?${query}`, { cookie: member.cookie, host });
  expect(res.status).toBe(200);
  return ((await res.json()) as SearchAnswer).choices.countryregion;
}

describe("regions in the search speak the site's language", () => {
  it("German site: Bayern, as in sign-up and /profile", async () => {
    const regions = await regionChoices(dieter, "lavish.localhost");
    expect(regions.find((r) => r.id === "DE-BY")?.name).toBe("Bayern");
    expect(regions.map((r) => r.name)).not.toContain("Bavaria");
    const signup = await (await appRequest("/api/regions.php?country=DE", { host: "lavish.localhost" })).json();
    expect(regions).toEqual(signup.regions);
  });

  it("Dutch site: Noord-Brabant, as in sign-up", async () => {
    const regions = await regionChoices(joost, "gay.localhost");
    expect(regions.find((r) => r.id === "NL-NB")?.name).toBe("Noord-Brabant");
    expect(regions.map((r) => r.name)).not.toContain("North Brabant");
    const signup = await (await appRequest("/api/regions.php?country=NL", { host: "gay.localhost" })).json();
    expect(regions).toEqual(signup.regions);
  });

  /**
   * A page's data holds the regions as one packed string (a line per region, id and name separated by a tab): one value
   * to encode, not an object per region; the page still offers them, unpacked, as options.
   */
  async function expectRegionsPacked(pagePath: string, dataPath: string, regions: Region[]) {
    expect(regions.length).toBeGreaterThan(10);
    const data = await (await appRequest(dataPath, { cookie: dieter.cookie, host: "lavish.localhost" })).text();
    expect(data).toContain(JSON.stringify(packRegions(regions)));
    expect(data).not.toContain('"Bayern"');
    const page = await (await appRequest(pagePath, { cookie: dieter.cookie, host: "lavish.localhost" })).text();
    expect(page).toMatch(/<option[^>]*value="DE-BY"[^>]*>Bayern<\/option>/);
  }

  async function apiRegions(country: string) {
    const answer = await (await appRequest(`/api/regions.php?country=${country}`, { host: "lavish.localhost" })).json();
    return (answer as { regions: Region[] }).regions;
  }

  it("on the own profile page: the member's country's regions sent packed, named as the API names them", async () => {
    // One string for the country the form starts on (decisions 126 and 139).
    await expectRegionsPacked("/profile", "/profile.data", await apiRegions("DE"));
    // The site's other countries' regions are asked of the API when the member picks one: not in the page.
    const data = await (await appRequest("/profile.data", { cookie: dieter.cookie, host: "lavish.localhost" })).text();
    for (const country of ["AT", "CH"]) {
      const regions = await apiRegions(country);
      expect(regions.length, country).toBeGreaterThan(5);
      expect(data).not.toContain(JSON.stringify(packRegions(regions)).slice(1, 40));
    }
  });

  it("on the own profile page of a member without a country: no regions, where the site has several countries", async () => {
    const nowhere = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: null, name: "Nora" });
    const data = await (await appRequest("/profile.data", { cookie: nowhere.cookie, host: "lavish.localhost" })).text();
    expect(data).not.toContain("DE-BY");
    const page = await (await appRequest("/profile", { cookie: nowhere.cookie, host: "lavish.localhost" })).text();
    expect(page).toMatch(/<select[^>]*name="countryregion"[^>]*disabled/);
  });

  it("on the search screen: the chosen country's regions sent packed, as the API names them (decision 128)", async () => {
    // The home page's search: one string for the region filter.
    await expectRegionsPacked("/", "/_.data", await regionChoices(dieter, "lavish.localhost"));
  });

  it("on a profile page: the similar search sends its profiles and paging, not its filters' choices (decision 128)", async () => {
    const other = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: "DE", name: "Dora", gender: "female" });
    const data = await (await appRequest(`/members/${other.profileId}.data`, { cookie: dieter.cookie, host: "lavish.localhost" })).text();
    expect(data).toContain('"similar"');
    expect(data).toContain('"paging"');
    expect(data).not.toContain('"filter_options"');
    expect(data).not.toContain('"age_ranges"');
    expect(data).not.toContain('"Bayern"');
  });

  it("share one id rule: no outlying territory of another code is a region", () => {
    for (const country of ["US", "GB", "DE", "NL", "BE", "AT", "CH", "CA", "AU", "IE", "NZ"]) {
      for (const region of regionsOf(country)) expect(region.id, region.id).toMatch(new RegExp(`^${country}-[A-Z0-9]{1,3}$`));
    }
    expect(regionsOf("US").map((r) => r.id)).not.toContain("US-UM-81");
  });

  it("come from one module: only geo/ reads the subdivision dataset", () => {
    const readers: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && /getStatesOfCountry|\bState\b.*from "country-state-city"/.test(readFileSync(path, "utf8")))
          readers.push(path);
      }
    };
    walk("app");
    walk("bench");
    expect(readers).toEqual([join("app", ".server", "geo", "regions.server.ts")]);
  });
});

describe("named region lists are built once per language and site (decision 117)", () => {
  it("answers the same frozen list to every request of a language, and its own list to another language", () => {
    const german = () => regionNames(i18nInstanceFor("de"), "de");
    const first = localizedRegions("DE", "de", german().translate);
    const again = localizedRegions("DE", "de", german().translate);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.find((r) => r.id === "DE-BY")?.name).toBe("Bayern");
    const english = localizedRegions("DE", "en", regionNames(i18nInstanceFor("en"), "en").translate);
    expect(english).not.toBe(first);
    expect(english.find((r) => r.id === "DE-BY")?.name).toBe("Bavaria");
    // A site's own regions are their own list, not the data set's.
    const own = { region_data: { countries: { DE: { only: true, regions: [{ id: "DE-NORD", name: { "*": "Norden" } }] } } } };
    expect(localizedRegions("DE", "de", german().translate, own as never).map((r) => r.name)).toEqual(["Norden"]);
  });
});
