import { SEARCH_PAGE_SIZE } from "./filters.ts";

/** Positions of docs/product/constants.md#search: in each block of 12 results, after the profile at index 1 and at index 5. */
export const LIVE_TILE_AFTER = 1;
export const RESELL_TILE_AFTER = 5;

export type ResultItem<P> =
  | { kind: "profile"; profile: P }
  /** `tileIndex` = block number × 2 (live) and × 2 + 1 (resell): which cam the tile shows. */
  | { kind: "live"; block: number; tileIndex: number }
  | { kind: "resell"; block: number; tileIndex: number };

/**
 * The result list with webcam tiles woven in: per block of 12 profiles a live tile
 * after the profile at block index 1 and a resell tile after the one at index 5.
 */
export function interleaveTiles<P>(profiles: readonly P[], tiles: { live: boolean; resell: boolean }): ResultItem<P>[] {
  const items: ResultItem<P>[] = [];
  profiles.forEach((profile, index) => {
    items.push({ kind: "profile", profile });
    const block = Math.floor(index / SEARCH_PAGE_SIZE);
    const inBlock = index % SEARCH_PAGE_SIZE;
    if (tiles.live && inBlock === LIVE_TILE_AFTER) items.push({ kind: "live", block, tileIndex: block * 2 });
    if (tiles.resell && inBlock === RESELL_TILE_AFTER) items.push({ kind: "resell", block, tileIndex: block * 2 + 1 });
  });
  return items;
}
