import { packRegions, unpackRegions } from "#app/profiles/packed-regions.ts";
import type { SearchAnswer } from "./filters.ts";

/**
 * A search screen's first answer as its page data carries it (decision 128): the country's regions, which the region
 * filter offers, as one packed string (decision 126's format) instead of a list of objects. The page's data is encoded
 * for hydration on every request, and a country's regions (57 for the United States) were a third of the values of
 * the home page's data. `GET /api/search.php` answers the list, as it always did.
 */
export type PageSearchAnswer = Omit<SearchAnswer, "choices"> & {
  choices: Omit<SearchAnswer["choices"], "countryregion"> & { countryregion: string };
};

/** Packed once per list: the lists are shared per country and language (`localizedRegions`). */
const packedLists = new WeakMap<object, string>();

export function toPageSearch(answer: SearchAnswer): PageSearchAnswer {
  const regions = answer.choices.countryregion;
  let packed = packedLists.get(regions);
  if (packed === undefined) packedLists.set(regions, (packed = packRegions(regions)));
  return { ...answer, choices: { ...answer.choices, countryregion: packed } };
}

/** The regions come back from `unpackRegions`, read once per packed text and shared (frozen). */
export function fromPageSearch(page: PageSearchAnswer): SearchAnswer {
  return { ...page, choices: { ...page.choices, countryregion: unpackRegions(page.choices.countryregion) } };
}
