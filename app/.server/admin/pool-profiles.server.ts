import { and, asc, desc, eq, ilike, inArray, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles, users } from "../db/schema.ts";
import { forgetSharedContent } from "../cache/invalidation.server.ts";
import { addProfileImage, deleteProfileImage } from "../profiles/images.server.ts";
import { audit } from "../staff/audit.server.ts";
import { canAccessSite, type StaffMember } from "../staff/staff-accounts.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";

/**
 * Pool profiles (profiles without an account) as the back office manages them: made for a site (`profiles.site_id`),
 * or the shared pool (no site), which only staff with every site may change. Their photos are approved when staff
 * add them; the fictional marker is theirs to set.
 */
export function canManagePoolProfile(staff: Pick<StaffMember, "allSites" | "sites">, siteId: string | null) {
  return siteId === null ? staff.allSites : canAccessSite(staff, siteId);
}

const noAccount = notExists(sql`(select 1 from ${users} where ${users.profileId} = ${profiles.id})`);

export const POOL_LIST_LIMIT = 60;

export async function listPoolProfiles(db: Database, staff: StaffMember, query: string) {
  const conditions: SQL[] = [noAccount];
  if (!staff.allSites) conditions.push(staff.sites.length ? inArray(profiles.siteId, staff.sites) : sql`false`);
  const q = query.trim();
  if (q) {
    const byName = ilike(profiles.name, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(/^\d{1,9}$/.test(q) ? or(eq(profiles.id, Number(q)), byName)! : byName);
  }
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      siteId: profiles.siteId,
      country: profiles.country,
      fictional: profiles.fictional,
      thumb: profileImages.thumbFilename,
    })
    .from(profiles)
    .leftJoin(profileImages, eq(profileImages.id, profiles.mainImageId))
    .where(and(...conditions))
    // Site-made profiles first (the ones staff work with), newest first.
    .orderBy(sql`${profiles.siteId} is null`, desc(profiles.id))
    .limit(POOL_LIST_LIMIT);
  return rows.map((row) => ({ ...row, thumbUrl: row.thumb ? mediaUrl(row.thumb) : null }));
}

export type PoolProfileInput = {
  name: string;
  gender: "male" | "female";
  dateOfBirth: string;
  country: string;
  city: string;
  aboutMe: string;
  fictional: boolean;
};

/** A pool profile of the back office (no account), or null (unknown, or a member's). */
export async function poolProfile(db: Database, profileId: number) {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, profileId), noAccount))
    .limit(1);
  if (!row) return null;
  const photos = await db
    .select()
    .from(profileImages)
    .where(eq(profileImages.profileId, profileId))
    .orderBy(asc(profileImages.position), asc(profileImages.id));
  return {
    id: row.id,
    siteId: row.siteId,
    name: row.name,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    country: row.country,
    city: row.city,
    aboutMe: row.texts.about_me ?? "",
    fictional: row.fictional,
    photos: photos.map((photo) => ({ id: photo.id, thumbUrl: mediaUrl(photo.thumbFilename), main: photo.id === row.mainImageId })),
  };
}

export async function createPoolProfile(db: Database, staff: StaffMember, siteId: string, input: PoolProfileInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({
        siteId,
        name: input.name,
        gender: input.gender,
        dateOfBirth: input.dateOfBirth,
        country: input.country,
        city: input.city || null,
        language: null,
        fictional: input.fictional,
        texts: input.aboutMe ? { about_me: input.aboutMe } : {},
        textsModeration: "approved",
      })
      .returning({ id: profiles.id });
    await audit(tx, staff, "pool.create", { siteId, profileId: row!.id, details: { name: input.name, fictional: input.fictional } });
    return row!.id;
  });
}

export async function updatePoolProfile(
  db: Database,
  staff: StaffMember,
  profileId: number,
  siteId: string | null,
  input: PoolProfileInput,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ texts: profiles.texts }).from(profiles).where(eq(profiles.id, profileId)).for("update");
    const texts = { ...row?.texts };
    if (input.aboutMe) texts.about_me = input.aboutMe;
    else delete texts.about_me;
    await tx
      .update(profiles)
      .set({
        name: input.name,
        gender: input.gender,
        dateOfBirth: input.dateOfBirth,
        country: input.country,
        city: input.city || null,
        fictional: input.fictional,
        texts,
      })
      .where(eq(profiles.id, profileId));
    await audit(tx, staff, "pool.update", { siteId, profileId, details: { name: input.name, fictional: input.fictional } });
  });
  await forgetSharedContent(db);
}

/** Marks a pool profile fictional or not (members see the site's fictional icon on it). */
export async function setFictional(db: Database, staff: StaffMember, profileId: number, siteId: string | null, fictional: boolean) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ fictional }).where(eq(profiles.id, profileId));
    await audit(tx, staff, fictional ? "profile.mark_fictional" : "profile.unmark_fictional", { siteId, profileId });
  });
  await forgetSharedContent(db);
}

/** Adds a photo to a pool profile: checked and re-encoded like a member's, and approved (staff chose it). */
export async function addPoolPhoto(db: Database, staff: StaffMember, profileId: number, siteId: string | null, bytes: Uint8Array) {
  const { image } = await addProfileImage(db, profileId, bytes);
  await db.transaction(async (tx) => {
    await tx.update(profileImages).set({ moderation: "approved", moderatedAt: new Date() }).where(eq(profileImages.id, image.id));
    await audit(tx, staff, "pool.photo_add", { siteId, profileId, details: { imageId: image.id } });
  });
  await forgetSharedContent(db);
  return image.id;
}

export async function deletePoolPhoto(db: Database, staff: StaffMember, profileId: number, siteId: string | null, imageId: number) {
  const done = await deleteProfileImage(db, profileId, imageId);
  if (!done) return false;
  await audit(db, staff, "pool.photo_delete", { siteId, profileId, details: { imageId } });
  await forgetSharedContent(db);
  return true;
}

/** Whether a profile is a pool profile and which site it belongs to (for the access check). */
export async function poolProfileSite(db: Database, profileId: number): Promise<{ siteId: string | null } | null> {
  const [row] = await db
    .select({ siteId: profiles.siteId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), noAccount))
    .limit(1);
  return row ?? null;
}

/** The pool profile form's fields, as the routes parse them. */
export const POOL_GENDERS = ["female", "male"] as const;
