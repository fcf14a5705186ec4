import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles, users } from "../db/schema.ts";
import { forgetSharedContent } from "../cache/invalidation.server.ts";
import { audit } from "../staff/audit.server.ts";
import type { StaffMember } from "../staff/staff-accounts.server.ts";
import { mediaUrl, storage } from "../storage/storage.server.ts";

/**
 * The moderation queue (decision 071): members' new photos and changed profile texts, oldest first, of the sites a
 * moderator works on. Approving lets landers and logged-out pages show them; rejecting removes them everywhere
 * (files, main photo, shared caches) and leaves the member the reason on /profile.
 */

/** The site a profile belongs to: its account's, or the one a pool profile was made for. */
export const profileSiteSql = sql<string | null>`coalesce(${users.siteId}, ${profiles.siteId})`;

function sitesCondition(staff: Pick<StaffMember, "allSites" | "sites">): SQL | undefined {
  if (staff.allSites) return undefined;
  if (staff.sites.length === 0) return sql`false`;
  return or(inArray(users.siteId, staff.sites), and(isNull(users.id), inArray(profiles.siteId, staff.sites)));
}

export const QUEUE_LIMIT = 60;

export async function moderationQueue(db: Database, staff: StaffMember) {
  const [photos, texts] = await Promise.all([
    db
      .select({
        id: profileImages.id,
        thumbFilename: profileImages.thumbFilename,
        filename: profileImages.filename,
        createdAt: profileImages.createdAt,
        profileId: profiles.id,
        name: profiles.name,
        userId: users.id,
        siteId: profileSiteSql,
      })
      .from(profileImages)
      .innerJoin(profiles, eq(profiles.id, profileImages.profileId))
      .leftJoin(users, eq(users.profileId, profiles.id))
      .where(and(eq(profileImages.moderation, "pending"), sitesCondition(staff)))
      .orderBy(asc(profileImages.id))
      .limit(QUEUE_LIMIT),
    db
      .select({ profileId: profiles.id, name: profiles.name, texts: profiles.texts, userId: users.id, siteId: profileSiteSql })
      .from(profiles)
      .leftJoin(users, eq(users.profileId, profiles.id))
      .where(and(eq(profiles.textsModeration, "pending"), ne(users.status, "deleted"), sitesCondition(staff)))
      .orderBy(asc(profiles.id))
      .limit(QUEUE_LIMIT),
  ]);
  return {
    photos: photos.map((photo) => ({
      ...photo,
      url: mediaUrl(photo.filename),
      thumbUrl: mediaUrl(photo.thumbFilename),
      createdAt: photo.createdAt.toISOString(),
    })),
    texts: texts.map((row) => ({ ...row, aboutMe: row.texts.about_me ?? "", lookingFor: row.texts.looking_for ?? "" })),
  };
}

/** The photo with its profile's site, for the access check before a decision. */
export async function photoSubject(db: Database, imageId: number) {
  const [row] = await db
    .select({
      id: profileImages.id,
      profileId: profiles.id,
      userId: users.id,
      siteId: profileSiteSql,
      moderation: profileImages.moderation,
      nude: profileImages.nude,
    })
    .from(profileImages)
    .innerJoin(profiles, eq(profiles.id, profileImages.profileId))
    .leftJoin(users, eq(users.profileId, profiles.id))
    .where(eq(profileImages.id, imageId))
    .limit(1);
  return row ?? null;
}

/** The profile with its site, for the access check before a decision on its texts. */
export async function profileSubject(db: Database, profileId: number) {
  const [row] = await db
    .select({ profileId: profiles.id, userId: users.id, siteId: profileSiteSql, fictional: profiles.fictional })
    .from(profiles)
    .leftJoin(users, eq(users.profileId, profiles.id))
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

type Subject = NonNullable<Awaited<ReturnType<typeof photoSubject>>>;

/** Approves a photo, saying whether it shows nudity (searches with `hideNudity` then leave its profile out while it is the main photo). */
export async function approvePhoto(db: Database, staff: StaffMember, photo: Subject, { nude = false }: { nude?: boolean } = {}) {
  await db.transaction(async (tx) => {
    await tx
      .update(profileImages)
      .set({ moderation: "approved", rejectReason: null, nude, moderatedAt: new Date() })
      .where(eq(profileImages.id, photo.id));
    await audit(tx, staff, "photo.approve", {
      siteId: photo.siteId,
      userId: photo.userId,
      profileId: photo.profileId,
      details: { imageId: photo.id, nude },
    });
  });
  // A cached logged-out page without the photo may now show it.
  await forgetSharedContent(db);
}

/** Sets or clears a photo's nudity flag after the fact (a pool photo, a judgement to correct); audited. */
export async function setPhotoNudity(db: Database, staff: StaffMember, photo: Subject, nude: boolean) {
  await db.transaction(async (tx) => {
    await tx.update(profileImages).set({ nude }).where(eq(profileImages.id, photo.id));
    await audit(tx, staff, nude ? "photo.flag_nude" : "photo.unflag_nude", {
      siteId: photo.siteId,
      userId: photo.userId,
      profileId: photo.profileId,
      details: { imageId: photo.id },
    });
  });
  // Shared search answers may have kept or left out the profile by the old flag.
  await forgetSharedContent(db);
}

/** The photos moderated last, newest first, with their nudity flag: where a moderator corrects a flag. */
export async function recentlyApprovedPhotos(db: Database, staff: StaffMember, limit = 24) {
  const rows = await db
    .select({
      id: profileImages.id,
      thumbFilename: profileImages.thumbFilename,
      nude: profileImages.nude,
      name: profiles.name,
      siteId: profileSiteSql,
    })
    .from(profileImages)
    .innerJoin(profiles, eq(profiles.id, profileImages.profileId))
    .leftJoin(users, eq(users.profileId, profiles.id))
    .where(and(eq(profileImages.moderation, "approved"), isNotNull(profileImages.moderatedAt), sitesCondition(staff)))
    .orderBy(desc(profileImages.moderatedAt), desc(profileImages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, thumbUrl: mediaUrl(row.thumbFilename) }));
}

/**
 * Rejects a photo: the row stays (its owner reads the reason), its files go, another photo becomes the main one,
 * and every process drops the shared pages and reads that may still show it.
 */
export async function rejectPhoto(db: Database, staff: StaffMember, photo: Subject, reason: string) {
  const files = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(profileImages)
      .set({ moderation: "rejected", rejectReason: reason, moderatedAt: new Date() })
      .where(eq(profileImages.id, photo.id))
      .returning({ filename: profileImages.filename, thumbFilename: profileImages.thumbFilename });
    const [next] = await tx
      .select({ id: profileImages.id })
      .from(profileImages)
      .where(and(eq(profileImages.profileId, photo.profileId), ne(profileImages.moderation, "rejected")))
      .orderBy(asc(profileImages.position), asc(profileImages.id))
      .limit(1);
    await tx
      .update(profiles)
      .set({ mainImageId: next?.id ?? null })
      .where(and(eq(profiles.id, photo.profileId), eq(profiles.mainImageId, photo.id)));
    await audit(tx, staff, "photo.reject", {
      siteId: photo.siteId,
      userId: photo.userId,
      profileId: photo.profileId,
      details: { imageId: photo.id, reason },
    });
    return row ? [row.filename, row.thumbFilename] : [];
  });
  await Promise.all(files.map((key) => storage.delete(key).catch(() => undefined)));
  await forgetSharedContent(db);
}

type ProfileSubject = NonNullable<Awaited<ReturnType<typeof profileSubject>>>;

export async function approveTexts(db: Database, staff: StaffMember, subject: ProfileSubject) {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ textsModeration: "approved", textsRejectReason: null }).where(eq(profiles.id, subject.profileId));
    await audit(tx, staff, "texts.approve", { siteId: subject.siteId, userId: subject.userId, profileId: subject.profileId });
  });
  await forgetSharedContent(db);
}

/** Rejects a profile's free texts: they are removed (the member writes new ones) and the reason is kept for them. */
export async function rejectTexts(db: Database, staff: StaffMember, subject: ProfileSubject, reason: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ texts: profiles.texts }).from(profiles).where(eq(profiles.id, subject.profileId)).for("update");
    const texts = { ...row?.texts };
    delete texts.about_me;
    delete texts.looking_for;
    await tx
      .update(profiles)
      .set({ texts, textsModeration: "rejected", textsRejectReason: reason })
      .where(eq(profiles.id, subject.profileId));
    await audit(tx, staff, "texts.reject", {
      siteId: subject.siteId,
      userId: subject.userId,
      profileId: subject.profileId,
      details: { reason },
    });
  });
  await forgetSharedContent(db);
}
