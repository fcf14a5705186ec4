import { State } from "country-state-city";

export type Region = { id: string; name: string };

const cache = new Map<string, Region[]>();

/**
 * ISO 3166-2 subdivisions of a country (from the `country-state-city` dataset),
 * with ids `${country}-${isoCode}`, in the dataset's order and spelling. The one
 * list and id rule that geo, search, profiles and the seed share; screens show
 * them through `localizedRegions` (or `regionNames`), never these English names.
 */
export function regionsOf(country: string): Region[] {
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return [];
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

export function isRegionOf(country: string, regionId: string): boolean {
  return regionsOf(country).some((region) => region.id === regionId);
}

/** How a screen names regions: its language, and a translation of a region id where the locale files have one. */
export type RegionNames = { language: string; translate: (id: string) => string | null };

/** Region names from an i18next instance's `geo.regions.<id>` keys (the locale files). */
export function regionNames(i18n: { exists: (key: string) => boolean; t: (key: string) => string }, language: string): RegionNames {
  return {
    language,
    translate: (id) => (i18n.exists(`geo.regions.${id}`) ? i18n.t(`geo.regions.${id}`) : null),
  };
}

/** A region's name in the reader's language where known, else the dataset's; the id when it is no region of the country. */
export function regionName(country: string, regionId: string, names?: RegionNames): string {
  return names?.translate(regionId) ?? regionsOf(country).find((region) => region.id === regionId)?.name ?? regionId;
}

/** Regions with names in the visitor's language where known, sorted for that language. */
export function localizedRegions(country: string, language: string, translate: (id: string) => string | null): Region[] {
  const collator = new Intl.Collator(language);
  return regionsOf(country)
    .map((region) => ({ id: region.id, name: translate(region.id) ?? region.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
