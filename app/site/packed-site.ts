import { boundedMemo } from "#app/bounded-memo.ts";
import type { PublicSite } from "./public-site.ts";

/**
 * The site's public settings as the root's data carries them: one JSON string (decision 129). Every page's data has
 * them, about ninety values (features, field lists, company data), and React Router encodes a page's data for hydration
 * value by value on every request. They are built once per site and language (the page chrome, decision 043), so
 * serialized once there; `useRootData` reads each text once.
 */
export function packSite(site: PublicSite): string {
  return JSON.stringify(site);
}

/**
 * Read once per packed text: on the server every request of a site and language hands the same string, in the browser
 * a page's data brings it again after a navigation. A few sites per process, each in a few languages: the oldest is
 * forgotten first. Shared by every reader, so frozen.
 */
const unpackedSites = boundedMemo<PublicSite>(64);

export function unpackSite(packed: string): PublicSite {
  return unpackedSites(packed, () => Object.freeze(JSON.parse(packed) as PublicSite));
}
