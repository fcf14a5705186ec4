import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import type { Site } from "#app/site/registry.ts";
import { hasFeature } from "#themes/features.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { preparedPerDatabase } from "../db/prepared.server.ts";
import { likes, memberBlocks, profileImages, profiles } from "../db/schema.ts";
import { mediaUrl } from "../storage/storage.server.ts";

/**
 * Birth-date bounds (YYYY-MM-DD) for an inclusive age range on a given day. Every member page asks it (the site's
 * scope, the search's ages), and building the dates cost about 1 % of a page: the bounds of a day are kept.
 */
export function birthDateRange(minAge: number, maxAge: number, today = new Date()): Readonly<{ from: string; to: string }> {
  const key = `${Math.floor(today.getTime() / DAY_MS)}:${minAge}:${maxAge}`;
  let range = rangesOfDay.get(key);
  if (!range) {
    const shift = (years: number, days = 0) => {
      const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days));
      return d.toISOString().slice(0, 10);
    };
    // Oldest: turned maxAge+1 tomorrow at the earliest; youngest: turned minAge today at the latest.
    range = { from: shift(maxAge + 1, 1), to: shift(minAge) };
    // A few ranges a day (the sites' ages, the filters' ones): the table only grows past its bound across days.
    if (rangesOfDay.size >= 512) rangesOfDay.clear();
    rangesOfDay.set(key, range);
  }
  return range;
}
const DAY_MS = 24 * 60 * 60 * 1000;
const rangesOfDay = new Map<string, Readonly<{ from: string; to: string }>>();

// ─── The site-scope rule (docs/decisions/017-site-scope-rule.md) ─────────────
// Written once, here: search, member pages, likes, landers and chat ask these functions
// whether a profile of the shared pool exists on a site. Outside the scope the answer is 404.

/**
 * A profile whose account is not active (deleted, unactivated, banned, or any later state) is
 * hidden everywhere; pool profiles without an account are listed. `profiles.listed` is kept by a
 * trigger on `users`; the search indexes are partial on it, so searches stay index-only.
 */
export function listedProfile(): SQL {
  // The bare column (not `= true`), so the planner matches the indexes' `WHERE listed`.
  return sql`${profiles.listed}`;
}

/** The day's birth-date bound of siteScope (the youngest age the site shows): what a prepared statement passes as `bornBy`. */
export function siteScopeBornBy(site: Site): string {
  return birthDateRange(site.min_age, site.min_age).to;
}

/**
 * The profiles a site shows: in the site's countries (the neighbour rule of decision 015 only
 * offers a neighbour the site serves, so no neighbour lies outside them), of the site's audience
 * (at least the site's `min_age`; an unknown age is not excluded), and listed.
 */
export function siteScope(site: Site, bornBy: string | SQLWrapper = siteScopeBornBy(site)): SQL[] {
  return [inArray(profiles.country, site.countries), or(isNull(profiles.dateOfBirth), lte(profiles.dateOfBirth, bornBy))!, listedProfile()];
}

/**
 * A member's blocks work both ways (decision 083): the profiles the viewer blocked and those that blocked the
 * viewer do not exist for them. One uncorrelated subquery, which PostgreSQL hashes once per query, over the
 * `member_blocks` indexes on either side; `profiles.id` is in every search index, so searches stay index-only.
 */
export function notBlockedWith(viewerProfileId: number | SQLWrapper): SQL {
  return sql`${profiles.id} not in (select ${memberBlocks.blockedProfileId} from ${memberBlocks} where ${memberBlocks.blockerProfileId} = ${viewerProfileId} union all select ${memberBlocks.blockerProfileId} from ${memberBlocks} where ${memberBlocks.blockedProfileId} = ${viewerProfileId})`;
}

/**
 * The site's scope as one member sees it: siteScope without the profiles either side blocked; a visitor sees siteScope.
 * A prepared statement gives the viewer and the day's birth-date bound (siteScope's `bornBy`) as placeholders.
 */
export function viewerScope(site: Site, viewerProfileId: number | SQLWrapper | null | undefined, bornBy?: string | SQLWrapper): SQL[] {
  return viewerProfileId ? [...siteScope(site, bornBy), notBlockedWith(viewerProfileId)] : siteScope(site, bornBy);
}

/**
 * Whether a profile exists on a site (for its viewer): the rule of siteScope, except that a
 * member always sees their own profile and never one of a blocked pair. The one check for
 * single-profile routes (member pages, likes, landers, chat).
 */
export async function isProfileVisible(
  db: Database,
  site: Site,
  profileId: number,
  viewer: { profileId: number } | null = null,
): Promise<boolean> {
  const own = viewer?.profileId === profileId;
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), ...(own ? [] : viewerScope(site, viewer?.profileId))))
    .limit(1);
  return Boolean(row);
}

// ─── Photo moderation (docs/decisions/071-moderation-modes.md) ─────────────────
// Written once, here: every query that shows another profile's photo asks which photos its viewer may see.

/**
 * Who looks at a photo: `public` (logged out, and every lander, match finder and sign-up page whoever opens it),
 * a logged-in `member`, or the photo's `owner`.
 */
export type PhotoAudience = "public" | "member" | "owner";

/**
 * The photos an audience sees: the public only approved ones (pool photos are stored approved); members also pending
 * ones on a post-moderated site; the owner every photo not rejected. A rejected photo is shown to no one.
 */
export function photoShownTo(site: Pick<Site, "moderation">, audience: PhotoAudience): SQL {
  if (audience === "public" || (audience === "member" && site.moderation === "pre")) return eq(profileImages.moderation, "approved");
  return ne(profileImages.moderation, "rejected");
}

/** The join of a profile's main photo, when its viewer may see it (else the card shows none). */
export function mainImageFor(site: Pick<Site, "moderation">, audience: PhotoAudience): SQL {
  return and(eq(profileImages.id, profiles.mainImageId), photoShownTo(site, audience))!;
}

/** Profile texts a viewer sees: approved ones, or pending ones on a post-moderated site for members and the owner. */
export function textsShownTo(site: Pick<Site, "moderation">, audience: PhotoAudience, status: string): boolean {
  if (status === "approved" || audience === "owner") return true;
  return status === "pending" && audience === "member" && site.moderation === "post";
}

/** Teasers (error page, home, sign-up suggestions): the site's scope narrowed to its default gender and ages. */
export function teaserScope(site: Site): SQL[] {
  const { from, to } = birthDateRange(site.search_defaults.min_age, site.search_defaults.max_age);
  const scope: SQL[] = [...siteScope(site), gte(profiles.dateOfBirth, from), lte(profiles.dateOfBirth, to)];
  if (site.search_defaults.gender) scope.push(eq(profiles.gender, site.search_defaults.gender));
  return scope;
}

/**
 * The columns a card shows, and nothing else: the JSON `personal`/`texts` columns stay in the
 * table. Select `{ profile: cardProfileColumns, image: cardImageColumns }`.
 */
export const cardProfileColumns = {
  id: profiles.id,
  name: profiles.name,
  dateOfBirth: profiles.dateOfBirth,
  city: profiles.city,
  country: profiles.country,
  language: profiles.language,
  gender: profiles.gender,
  fictional: profiles.fictional,
};
export const cardImageColumns = {
  thumbFilename: profileImages.thumbFilename,
  filename: profileImages.filename,
  width: profileImages.width,
  height: profileImages.height,
};

type CardProfileRow = Pick<typeof profiles.$inferSelect, keyof typeof cardProfileColumns>;
type ImageRow = Pick<typeof profileImages.$inferSelect, keyof typeof cardImageColumns>;

/** One row of profiles (left-joined with its main image) as a card; the city only where the theme's cards show it. */
export function toProfileCard(profile: CardProfileRow, image: ImageRow | null, site: Site, liked = false): ProfileCardData {
  return {
    id: profile.id,
    name: profile.name,
    age: ageFromDateOfBirth(profile.dateOfBirth),
    city: hasFeature(site.features, "profileSearchProfile.showCity") ? profile.city : null,
    country: profile.country,
    language: profile.language,
    gender: profile.gender ?? null,
    fictional: profile.fictional,
    main_image: image
      ? {
          thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix),
          filename: mediaUrl(image.filename, site.cdn_prefix),
          width: image.width,
          height: image.height,
        }
      : null,
    did_like_profile: liked,
  };
}

/** Whether the member (by user id) likes the row's profile, as a column of the row's own statement; false for a visitor. */
export function likedColumn(userId: number | SQLWrapper | null | undefined): SQL<boolean> {
  if (!userId) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`exists (${nested(sql`select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.profileId} = ${profiles.id}`)})`.mapWith(
    Boolean,
  );
}

/**
 * The likes among a page's ids, prepared once per database (decision 119): every member page with cards asks it. The
 * ids go in as one array literal, so the text is the same for any page.
 */
const likedAmongOf = preparedPerDatabase((db) =>
  db
    .select({ profileId: likes.profileId })
    .from(likes)
    .where(and(eq(likes.userId, sql.placeholder("userId")), sql`${likes.profileId} = any(${sql.placeholder("profileIds")}::integer[])`))
    .prepare("liked_among"),
);

/** Of `profileIds`, the ones the member (by user id) likes. */
export async function likedAmong(db: Database, userId: number | null | undefined, profileIds: number[]): Promise<Set<number>> {
  if (!userId || profileIds.length === 0) return new Set();
  const rows = await likedAmongOf(db).execute({ userId, profileIds: `{${profileIds.map((id) => Math.trunc(id)).join(",")}}` });
  return new Set(rows.map((row) => row.profileId));
}

/**
 * Cards for profile ids, in the order given; unknown ids, profiles outside the site's scope and, for a member
 * viewer, profiles of a blocked pair are skipped.
 */
export async function loadProfileCards(
  db: Database,
  site: Site,
  ids: number[],
  viewer?: { id: number; profileId: number } | null,
): Promise<ProfileCardData[]> {
  if (ids.length === 0) return [];
  const [rows, liked] = await Promise.all([
    db
      .select({ profile: cardProfileColumns, image: cardImageColumns })
      .from(profiles)
      .leftJoin(profileImages, mainImageFor(site, viewer ? "member" : "public"))
      .where(and(inArray(profiles.id, ids), ...viewerScope(site, viewer?.profileId))),
    likedAmong(db, viewer?.id, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.profile.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProfileCard(row.profile, row.image, site, liked.has(id))] : [];
  });
}

/** Members of the site's pool for teasers (error page, home), in the search's relevance order (decision 018). */
export async function listRecentMembers(
  db: Database,
  site: Site,
  {
    limit = 12,
    excludeProfileId,
    viewerUserId,
    viewerProfileId,
    audience = viewerUserId ? "member" : "public",
  }: { limit?: number; excludeProfileId?: number; viewerUserId?: number; viewerProfileId?: number; audience?: PhotoAudience } = {},
): Promise<ProfileCardData[]> {
  const conditions = teaserScope(site);
  if (viewerProfileId) conditions.push(notBlockedWith(viewerProfileId));
  if (excludeProfileId) conditions.push(ne(profiles.id, excludeProfileId));
  const rows = await db
    .select({ profile: cardProfileColumns, image: cardImageColumns })
    .from(profiles)
    .leftJoin(profileImages, mainImageFor(site, audience))
    .where(and(...conditions))
    .orderBy(desc(profiles.searchQuality), desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(limit);
  const liked = await likedAmong(
    db,
    viewerUserId,
    rows.map((row) => row.profile.id),
  );
  return rows.map(({ profile, image }) => toProfileCard(profile, image, site, liked.has(profile.id)));
}
