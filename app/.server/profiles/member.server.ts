import { and, eq, sql } from "drizzle-orm";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import type { MemberDetail } from "#app/profiles/member-detail.ts";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { profileImages, profiles } from "../db/schema.ts";
import { regionName, type RegionNames } from "../geo/regions.server.ts";
import { preparedPerSite } from "../db/prepared.server.ts";
import { likedColumn, photoShownTo, siteScope, siteScopeBornBy, textsShownTo, viewerScope, type PhotoAudience } from "./pool.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";
import { sharedReadStore } from "../cache/shared-reads.server.ts";

export type { MemberDetail };

type ShownImage = { id: number; filename: string; thumbFilename: string; width: number | null; height: number | null };

/**
 * A member profile as the profile page shows it, or null when the site does not show it (outside
 * the site's scope, decision 017; a member always sees their own). Visitors get the limited view:
 * main photo, name, age and city (per the theme); details, notes and the gallery are for members.
 */
export async function getMemberDetail(
  db: Database,
  site: Site,
  profileId: number,
  {
    viewerUserId,
    viewerProfileId = null,
    showCity,
    regionNames,
    viewerLists,
  }: {
    viewerUserId: number | null;
    viewerProfileId?: number | null;
    showCity: boolean;
    /** How the viewer's language names regions. */
    regionNames?: RegionNames;
    /** The viewer's blocked pairs and likes as read with the member (decisions 116, 138), each null when too many. */
    viewerLists?: { blockedPairs: readonly number[] | null; likedProfiles: ReadonlySet<number> | null };
  },
): Promise<MemberDetail | null> {
  const own = viewerProfileId === profileId;
  const audience: PhotoAudience = viewerUserId === null ? "public" : own ? "owner" : "member";
  const bornBy = siteScopeBornBy(site);
  const { blockedPairs, likedProfiles } = viewerLists ?? {};
  let row: DetailRow | undefined;
  if (audience === "member" && viewerProfileId && blockedPairs && likedProfiles) {
    // The viewer's blocks and likes are known: the profile as every member sees it, shared (decision 138).
    if (blockedPairs.includes(profileId)) return null;
    const seen = await sharedDetail(
      `${site.id}\n${bornBy}\n${profileId}`,
      async () => {
        const [found] = await detailStatementOf(db)(site)({ audience, own: false, blockScope: false, liked: false }).execute({
          profile: profileId,
          viewer: null,
          user: null,
          bornBy,
        });
        return found ?? null;
      },
      SHARED_DETAIL_MS,
    );
    row = seen ? { ...seen, liked: likedProfiles.has(profileId) } : undefined;
  } else {
    [row] = await detailStatementOf(db)(site)({
      audience,
      own,
      blockScope: !own && !!viewerProfileId,
      liked: viewerUserId !== null,
    }).execute({
      profile: profileId,
      viewer: viewerProfileId,
      user: viewerUserId,
      bornBy,
    });
  }
  if (!row) return null;
  const { profile } = row;
  const images = (typeof row.images === "string" ? JSON.parse(row.images) : row.images) as ShownImage[];
  const main = images.find((image) => image.id === profile.mainImageId) ?? images[0];
  const ordered = main ? [main, ...images.filter((image) => image !== main)] : [];
  const limited = viewerUserId === null;
  const age = ageFromDateOfBirth(profile.dateOfBirth);

  const values: Record<string, string | null> = {
    ...profile.personal,
    age: age === null ? null : String(age),
    gender: profile.gender,
    country: profile.country,
    countryregion: profile.countryregion && profile.country ? regionName(profile.country, profile.countryregion, regionNames, site) : null,
    city: showCity ? profile.city : null,
  };
  const fields = limited ? [] : site.visible_profile_fields.flatMap((field) => (values[field] ? [{ field, value: values[field]! }] : []));
  const notes = limited
    ? []
    : !textsShownTo(site, audience, profile.textsModeration)
      ? []
      : site.visible_profile_notes.flatMap((field) => (profile.texts[field]?.trim() ? [{ field, text: profile.texts[field]! }] : []));

  return {
    id: profile.id,
    name: profile.name,
    age,
    gender: profile.gender ?? null,
    city: showCity ? profile.city : null,
    country: profile.country,
    countryregion: profile.countryregion,
    language: profile.language,
    fictional: profile.fictional,
    images: (limited ? ordered.slice(0, 1) : ordered).map((image) => ({
      id: image.id,
      filename: mediaUrl(image.filename, site.cdn_prefix),
      thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix),
      width: image.width,
      height: image.height,
    })),
    fields,
    notes,
    did_like_profile: row.liked,
    limited,
  };
}

type DetailShape = { audience: PhotoAudience; own: boolean; blockScope: boolean; liked: boolean };
type DetailRow = Awaited<ReturnType<ReturnType<typeof buildDetail>["execute"]>>[number];

/**
 * A profile as members see it, without the viewer's like, shared by every member who opens it within the interval
 * (as the cards of the shared matches are, decision 116): the same read for every viewer, and each viewer's like and
 * blocks applied from the member read. Its own store, bounded: there is one key per profile opened.
 */
const sharedDetail = sharedReadStore(5_000);
const SHARED_DETAIL_MS = 10_000;

/**
 * getMemberDetail's statement, prepared once per database, site and shape (decision 128): one statement, the profile,
 * the photos its viewer may see, and whether the viewer likes it. The shape (who looks, whether the scope and the
 * blocks apply, whether there is a like to read) decides its text, at most a dozen per site; the profile, the viewer
 * and the day's birth-date bound of the site scope are its values.
 */
const detailStatementOf = preparedPerSite((db, site) => {
  const shapes = new Map<string, ReturnType<typeof buildDetail>>();
  return (shape: DetailShape) => {
    const key = `${shape.audience}:${shape.own}:${shape.blockScope}:${shape.liked}`;
    let statement = shapes.get(key);
    if (!statement) shapes.set(key, (statement = buildDetail(db, site, shape)));
    return statement;
  };
});

function buildDetail(db: Database, site: Site, { audience, own, blockScope, liked }: DetailShape) {
  const bornBy = sql.placeholder("bornBy");
  return (
    db
      .select({
        profile: profiles,
        images: sql<
          ShownImage[]
        >`coalesce((${nested(sql`select json_agg(json_build_object('id', ${profileImages.id}, 'filename', ${profileImages.filename}, 'thumbFilename', ${profileImages.thumbFilename}, 'width', ${profileImages.width}, 'height', ${profileImages.height}) order by ${profileImages.position}, ${profileImages.id}) from ${profileImages} where ${profileImages.profileId} = ${profiles.id} and ${photoShownTo(site, audience)}`)}), '[]'::json)`,
        liked: likedColumn(liked ? sql.placeholder("user") : null),
      })
      .from(profiles)
      // A blocked pair's pages do not exist for each other (decision 083).
      .where(
        and(
          eq(profiles.id, sql.placeholder("profile")),
          ...(own ? [] : blockScope ? viewerScope(site, sql.placeholder("viewer"), bornBy) : siteScope(site, bornBy)),
        ),
      )
      .limit(1)
      .prepare("member_detail")
  );
}
