import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { LanderMap, LanderProfile } from "#app/landers/types.ts";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles } from "../db/schema.ts";
import { regionName, type RegionNames } from "../geo/regions.server.ts";
import { cardImageColumns, cardProfileColumns, mainImageFor, siteScope, teaserScope, toProfileCard } from "../profiles/pool.server.ts";
import { sharedRead } from "../cache/shared-reads.server.ts";
import { countryMap } from "./map.server.ts";

/** A member counts as online when active this recently. */
export const ONLINE_MS = 15 * 60 * 1000;

/**
 * Profiles a lander presents: the site's teaser scope (decision 017: only profiles the site shows, of its default
 * audience), those in `startFrom` first (the visitor's country on a lander, decision 108; the site's first country
 * by default), then best and most recently active first, as cards plus whether they are online now. `country` keeps
 * only that country's members (the map lander's list).
 */
export async function landerProfiles(
  db: Database,
  site: Site,
  { limit = 12, country, startFrom = site.countries[0]! }: { limit?: number; country?: string; startFrom?: string } = {},
): Promise<LanderProfile[]> {
  const conditions = teaserScope(site);
  if (country) conditions.push(eq(profiles.country, country));
  const rows = await db
    .select({ profile: cardProfileColumns, image: cardImageColumns, lastActiveAt: profiles.lastActiveAt })
    .from(profiles)
    // Landers show only approved photos, and only profiles that have one (decision 071).
    .innerJoin(profileImages, mainImageFor(site, "public"))
    .where(and(...conditions))
    .orderBy(desc(sql`${profiles.country} = ${startFrom}`), desc(profiles.searchQuality), desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
  const now = Date.now();
  return rows.map((row) => ({
    ...toProfileCard(row.profile, row.image, site),
    online: now - row.lastActiveAt.getTime() < ONLINE_MS,
  }));
}

/** How many of the site's members were active in the last 24 hours (a lander's "active today" line). */
export async function activeToday(db: Database, site: Site): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(...siteScope(site), gt(profiles.lastActiveAt, new Date(Date.now() - 86_400_000))));
  return row?.n ?? 0;
}

/**
 * The home page's teaser for visitors the site keeps out of its search: the photos its landers show (approved only), and
 * the same "active today" figure, read once per interval for every visitor (the lander's shared reads).
 */
export async function visitorTeaser(db: Database, site: Site): Promise<{ photos: string[]; activeToday: number }> {
  const [profiles, today] = await Promise.all([
    sharedRead(`lander-profiles\n${site.id}\n8`, () => landerProfiles(db, site, { limit: 8 })),
    sharedRead(`active-today\n${site.id}`, () => activeToday(db, site)),
  ]);
  // Only the pictures leave the server: no names, ages or places in the page's data either.
  return { photos: profiles.flatMap((profile) => (profile.main_image ? [profile.main_image.thumb_filename] : [])), activeToday: today };
}

/**
 * The map lander's data for one of the site's countries: the dot map, the member count per region (the site's whole
 * scope, not only the teaser audience), and the presented profiles pinned at their town or region.
 */
export async function landerMap(
  db: Database,
  site: Site,
  shown: LanderProfile[],
  names: RegionNames,
  country: string = site.countries[0]!,
): Promise<LanderMap | null> {
  const map = countryMap(country);
  if (!map) return null;
  const perRegion = await db
    .select({ region: profiles.countryregion, n: count() })
    .from(profiles)
    .where(and(...siteScope(site), eq(profiles.country, country)))
    .groupBy(profiles.countryregion);
  const regions = perRegion.flatMap(({ region, n }) => {
    const code = region?.startsWith(`${country}-`) ? region.slice(country.length + 1) : null;
    const at = code ? map.regions.get(code) : undefined;
    return at && region ? [{ id: region, name: regionName(country, region, names, site), count: n, x: at.x, y: at.y }] : [];
  });
  regions.sort((a, b) => b.count - a.count);
  // Pinned at the town where it is known (the town itself is not sent), else at the region.
  const ids = shown.filter((profile) => profile.country === country).map((profile) => profile.id);
  const places = ids.length
    ? await db
        .select({ id: profiles.id, city: profiles.city, region: profiles.countryregion })
        .from(profiles)
        .where(inArray(profiles.id, ids))
    : [];
  const pins = places.flatMap(({ id, city, region }) => {
    const at = (city && map.towns.get(city.toLowerCase())) || (region && map.regions.get(region.slice(country.length + 1)));
    return at ? [{ id, x: at.x, y: at.y }] : [];
  });
  return { country, width: map.width, height: map.height, regions, pins };
}
