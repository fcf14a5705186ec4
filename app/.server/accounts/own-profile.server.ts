import { and, asc, eq } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { profileImages, profiles, users } from "../db/schema.ts";
import { mediaUrl, storage } from "../storage/storage.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { deleteUserSessions } from "./session.server.ts";

export type OwnPhoto = { id: number; url: string; thumb_filename: string; main: boolean };

/** Everything `/profile` shows and edits of the member's own account and profile. */
export async function getOwnProfile(db: Database, userId: number, site: Site) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const images = await db
    .select()
    .from(profileImages)
    .where(eq(profileImages.profileId, row.profile.id))
    .orderBy(asc(profileImages.position), asc(profileImages.id));
  return {
    email: row.user.email,
    confirmed: row.user.status === "active",
    profile: {
      id: row.profile.id,
      name: row.profile.name,
      gender: row.profile.gender ?? null,
      date_of_birth: row.profile.dateOfBirth,
      country: row.profile.country,
      countryregion: row.profile.countryregion,
      city: row.profile.city,
      personal: row.profile.personal,
      texts: row.profile.texts,
    },
    photos: images.map(
      (image): OwnPhoto => ({
        id: image.id,
        url: mediaUrl(image.filename, site.cdn_prefix),
        thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix),
        main: image.id === row.profile.mainImageId,
      }),
    ),
  };
}

export type OwnProfile = NonNullable<Awaited<ReturnType<typeof getOwnProfile>>>;

export type ProfileChanges = Partial<{
  name: string;
  gender: "male" | "female" | null;
  dateOfBirth: string | null;
  country: string | null;
  countryregion: string | null;
  city: string | null;
  personal: Record<string, string>;
  texts: Record<string, string>;
}>;

export async function saveProfileChanges(db: Database, profileId: number, changes: ProfileChanges) {
  if (Object.keys(changes).length === 0) return;
  await db.update(profiles).set(changes).where(eq(profiles.id, profileId));
}

/** Whether `password` is the member's current password. */
export async function checkCurrentPassword(db: Database, userId: number, password: string) {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? verifyPassword(row.passwordHash, password) : false;
}

/** Changes the password after checking the current one; every other session of the member ends. */
export async function changePassword(
  db: Database,
  userId: number,
  { current, next, keepSessionToken }: { current: string; next: string; keepSessionToken: string | null },
): Promise<boolean> {
  if (!(await checkCurrentPassword(db, userId, current))) return false;
  await db.update(users).set({ passwordHash: await hashPassword(next), updatedAt: new Date() }).where(eq(users.id, userId));
  await deleteUserSessions(db, userId, { keepToken: keepSessionToken });
  return true;
}

/** Makes one of the member's own photos the main image; false when the photo is not theirs. */
export async function setMainPhoto(db: Database, profileId: number, imageId: number) {
  const [image] = await db
    .select({ id: profileImages.id })
    .from(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId)))
    .limit(1);
  if (!image) return false;
  await db.update(profiles).set({ mainImageId: image.id }).where(eq(profiles.id, profileId));
  return true;
}

/** Deletes one of the member's photos and its files; the next photo becomes main when the main one goes. */
export async function deletePhoto(db: Database, profileId: number, imageId: number) {
  const removed = await db.transaction(async (tx) => {
    const [image] = await tx
      .delete(profileImages)
      .where(and(eq(profileImages.id, imageId), eq(profileImages.profileId, profileId)))
      .returning();
    if (!image) return null;
    const [profile] = await tx.select({ mainImageId: profiles.mainImageId }).from(profiles).where(eq(profiles.id, profileId));
    if (profile?.mainImageId === image.id) {
      const [next] = await tx
        .select({ id: profileImages.id })
        .from(profileImages)
        .where(eq(profileImages.profileId, profileId))
        .orderBy(asc(profileImages.position), asc(profileImages.id))
        .limit(1);
      await tx.update(profiles).set({ mainImageId: next?.id ?? null }).where(eq(profiles.id, profileId));
    }
    return image;
  });
  if (!removed) return false;
  await Promise.all(
    [...new Set([removed.filename, removed.thumbFilename])].map((key) => storage.delete(key).catch(() => undefined)),
  );
  return true;
}
