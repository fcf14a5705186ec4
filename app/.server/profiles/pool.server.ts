import { and, desc, eq, gte, inArray, lte, ne, type SQL } from "drizzle-orm";
import type { MemberCardData } from "#app/components/members/member-card.tsx";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles } from "../db/schema.ts";
import { mediaUrl } from "../storage/storage.server.ts";

/** Birth-date bounds (YYYY-MM-DD) for an inclusive age range on a given day. */
export function birthDateRange(minAge: number, maxAge: number, today = new Date()) {
  const shift = (years: number, days = 0) => {
    const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
    return d.toISOString().slice(0, 10);
  };
  // Oldest: turned maxAge+1 tomorrow at the earliest; youngest: turned minAge today at the latest.
  return { from: shift(maxAge + 1, 1), to: shift(minAge) };
}

/** The site's slice of the shared pool: its countries and its default gender and ages. */
export function siteScope(site: Site): SQL[] {
  const { from, to } = birthDateRange(site.search_defaults.min_age, site.search_defaults.max_age);
  const scope: SQL[] = [inArray(profiles.country, site.countries), gte(profiles.dateOfBirth, from), lte(profiles.dateOfBirth, to)];
  if (site.search_defaults.gender) scope.push(eq(profiles.gender, site.search_defaults.gender));
  return scope;
}

/** Recently active members of the site's pool, for teasers (error page, home). */
export async function listRecentMembers(
  db: Database,
  site: Site,
  { limit = 12, excludeProfileId }: { limit?: number; excludeProfileId?: number } = {},
): Promise<MemberCardData[]> {
  const conditions = siteScope(site);
  if (excludeProfileId) conditions.push(ne(profiles.id, excludeProfileId));
  const rows = await db
    .select({ profile: profiles, image: profileImages })
    .from(profiles)
    .leftJoin(profileImages, eq(profileImages.id, profiles.mainImageId))
    .where(and(...conditions))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
  return rows.map(({ profile, image }) => ({
    id: profile.id,
    name: profile.name,
    age: ageFromDateOfBirth(profile.dateOfBirth),
    city: profile.city,
    fictional: profile.fictional,
    main_image: image ? { thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix) } : null,
  }));
}
