import { State } from "country-state-city";
import type { Language } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";
import { REGION_NAMES } from "./region-names.ts";

/** `names`: a site's own name of the region, in one language (`*`) or per language. */
export type Region = { id: string; name: string; names?: Partial<Record<Language | "*", string>> };

/** What decides a site's regions: its `region_data` (decision 095). Absent: the data set alone. */
export type RegionSite = Pick<Site, "region_data">;

const cache = new Map<string, Region[]>();

/** ISO 3166-2 subdivisions of a country from the `country-state-city` data set, ids `${country}-${isoCode}`. */
function datasetRegions(code: string): Region[] {
  let regions = cache.get(code);
  if (!regions) {
    regions = State.getStatesOfCountry(code)
      // Outlying territories carry their own country code (e.g. UM-81 in the US list): not subdivisions of this country.
      .filter((state) => /^[A-Z0-9]{1,3}$/.test(state.isoCode))
      .map((state) => ({ id: `${code}-${state.isoCode}`, name: state.name }));
    cache.set(code, regions);
  }
  return regions;
}

const siteCache = new WeakMap<object, Map<string, Region[]>>();

/**
 * A country's regions as a site has them, in the data set's order and English spelling: the data set's ISO 3166-2
 * subdivisions, with the site's own regions (`region_data`) renaming those of the same id and added after them, or
 * standing alone where the site says `only`. The one list and id rule that geo, search, profiles, landers and the
 * seed share; screens show them through `localizedRegions` (or `regionName`).
 */
export function regionsOf(country: string, site?: RegionSite): Region[] {
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return [];
  const data = site?.region_data;
  if (!data || data === "iso3166-2" || !data.countries[code]) return datasetRegions(code);
  let perSite = siteCache.get(data);
  if (!perSite) siteCache.set(data, (perSite = new Map()));
  let regions = perSite.get(code);
  if (!regions) {
    const own = data.countries[code];
    const ownById = new Map(
      own.regions.map((region) => {
        const names: NonNullable<Region["names"]> = typeof region.name === "string" ? { "*": region.name } : region.name;
        const name = names.en ?? Object.values(names)[0]!;
        return [region.id, { id: region.id, name, names }] as const;
      }),
    );
    const base = own.only ? [] : datasetRegions(code).map((region) => ownById.get(region.id) ?? region);
    const added = [...ownById.values()].filter((region) => !base.some((b) => b.id === region.id));
    regions = [...base, ...added];
    perSite.set(code, regions);
  }
  return regions;
}

export function isRegionOf(country: string, regionId: string, site?: RegionSite): boolean {
  return regionsOf(country, site).some((region) => region.id === regionId);
}

/** How a screen names regions: its language, and a translation of a region id where one is known. */
export type RegionNames = { language: string; translate: (id: string) => string | null };

/**
 * Region names in a language: the locale files' `geo.regions.<id>` (checked by people) first, then the ISO 3166-2
 * names the iso-codes data set has for that language (app/.server/geo/region-names.ts); English uses the data
 * set's own names.
 */
export function regionNames(i18n: { exists: (key: string) => boolean; t: (key: string) => string }, language: string): RegionNames {
  // One object per i18n instance and language: the server's instances (one per language) never change their messages,
  // so the lists `localizedRegions` builds from it can be kept for the process (decision 117).
  let perLanguage = namesByInstance.get(i18n);
  if (!perLanguage) namesByInstance.set(i18n, (perLanguage = new Map()));
  let names = perLanguage.get(language);
  if (!names) {
    const dataset = REGION_NAMES[language] ?? {};
    names = {
      language,
      translate: (id) => (i18n.exists(`geo.regions.${id}`) ? i18n.t(`geo.regions.${id}`) : (dataset[id] ?? null)),
    };
    perLanguage.set(language, names);
  }
  return names;
}
const namesByInstance = new WeakMap<object, Map<string, RegionNames>>();

/**
 * A region's name for a reader. A site's own region: its name in their language, else its one name (`*`), else its
 * English or first name (the site replaced the data set's, so no translation of the old name shows). Any other: the
 * translation, else the data set's name.
 */
function nameOf(region: Region, language: string, translate: (id: string) => string | null): string {
  const own = region.names;
  if (own) return own[language as Language] ?? own["*"] ?? region.name;
  return translate(region.id) ?? region.name;
}

/** A region's name in the reader's language where known; the id when it is no region of the country. */
export function regionName(country: string, regionId: string, names?: RegionNames, site?: RegionSite): string {
  const region = regionsOf(country, site).find((r) => r.id === regionId);
  if (!region) return names?.translate(regionId) ?? regionId;
  return nameOf(region, names?.language ?? "en", names?.translate ?? (() => null));
}

/** Regions with names in the visitor's language where known, sorted for that language. */
export function localizedRegions(
  country: string,
  language: string,
  translate: (id: string) => string | null,
  site?: RegionSite,
): { id: string; name: string }[] {
  // Kept per translation (one per language and i18n instance, see regionNames), site regions and country: the own
  // profile page showed every country's list and paid ~3 ms a request naming and sorting them afresh.
  const data = site?.region_data && site.region_data !== "iso3166-2" ? site.region_data : DATASET;
  let byData = localizedCache.get(translate);
  if (!byData) localizedCache.set(translate, (byData = new WeakMap()));
  let byCountry = byData.get(data);
  if (!byCountry) byData.set(data, (byCountry = new Map()));
  const key = `${language}:${country}`;
  let list = byCountry.get(key);
  if (!list) {
    const collator = new Intl.Collator(language);
    // Shared by every request: frozen, so a caller that changed it would fail loudly instead of changing others' pages.
    list = Object.freeze(
      regionsOf(country, site)
        .map((region) => Object.freeze({ id: region.id, name: nameOf(region, language, translate) }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    ) as { id: string; name: string }[];
    byCountry.set(key, list);
  }
  return list;
}
/** The key of sites without their own regions (`region_data` absent or the data set). */
const DATASET = {};
const localizedCache = new WeakMap<(id: string) => string | null, WeakMap<object, Map<string, { id: string; name: string }[]>>>();
