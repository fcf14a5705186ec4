import { State } from "country-state-city";

export type Region = { id: string; name: string };

const cache = new Map<string, Region[]>();

/**
 * ISO 3166-2 subdivisions of a country (from the `country-state-city` dataset),
 * with ids `${country}-${isoCode}`, the same codes the profile pool uses.
 * Names come localized from `names` where we have them (locale files,
 * `geo.regions.<id>`), else in the dataset's own spelling.
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

/** Regions with names in the visitor's language where known, sorted for that language. */
export function localizedRegions(country: string, language: string, translate: (id: string) => string | null): Region[] {
  const collator = new Intl.Collator(language);
  return regionsOf(country)
    .map((region) => ({ id: region.id, name: translate(region.id) ?? region.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
