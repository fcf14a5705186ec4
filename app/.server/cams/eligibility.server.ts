import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";

/** Sign-ups younger than this (4 days, docs/product/search.md#cam-tiles) see no webcam tiles. */
export const CAM_TILES_AFTER_MS = 345_600_000;

export type CamTiles = { live: boolean; resell: boolean };

export const NO_CAM_TILES: CamTiles = { live: false, resell: false };

/**
 * Which webcam tiles a member sees: only a logged-in, unpaid member whose sign-up
 * is more than 4 days old, on a site reselling `cams` (live tiles) or `camads`
 * (resell tiles).
 */
export function camTilesFor(site: Site, user: SessionUser | null, now = Date.now()): CamTiles {
  if (!user || user.paidUser) return NO_CAM_TILES;
  if (now - new Date(user.signupDate).getTime() <= CAM_TILES_AFTER_MS) return NO_CAM_TILES;
  return { live: site.member_resell.includes("cams"), resell: site.member_resell.includes("camads") };
}

export function seesCamTiles(tiles: CamTiles): boolean {
  return tiles.live || tiles.resell;
}
