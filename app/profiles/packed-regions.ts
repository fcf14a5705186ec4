import { boundedMemo } from "#app/bounded-memo.ts";
/**
 * Every country's regions as the own profile page sends them to the browser: one string per country, a line per
 * region, its id and name separated by a tab (decision 126). The page's data is encoded for hydration on every request;
 * a few hundred regions as objects were most of that work, one string per country is a single value each.
 */
export type Region = { id: string; name: string };

/** Country code → its regions, packed. */
export type PackedRegions = Record<string, string>;

/** Tabs and line breaks never occur in region ids or names; one that did would be read as a space. */
const separators = /[\t\r\n]+/g;

export function packRegions(regions: readonly Region[]): string {
  return regions.map(({ id, name }) => `${id.replace(separators, " ")}\t${name.replace(separators, " ")}`).join("\n");
}

/**
 * Read once per packed text: on the server every request of a site and language hands the same strings, in the browser
 * a page's data brings them again after a navigation. Shared by every reader, so frozen; the oldest is forgotten first.
 */
const unpackedLists = boundedMemo<Region[]>(256);

export function unpackRegions(packed: string): Region[] {
  if (!packed) return [];
  return unpackedLists(
    packed,
    () =>
      Object.freeze(
        packed.split("\n").map((line) => {
          const tab = line.indexOf("\t");
          return Object.freeze({ id: line.slice(0, tab), name: line.slice(tab + 1) });
        }),
      ) as Region[],
  );
}

export function unpackAllRegions(packed: PackedRegions): Record<string, Region[]> {
  return Object.fromEntries(Object.entries(packed).map(([country, regions]) => [country, unpackRegions(regions)]));
}
