import { eq } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { profiles, users } from "../db/schema.ts";
import { listProfileImages, listRejectedImages } from "../profiles/images.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { endSessions } from "./session-end.server.ts";

export type OwnPhoto = { id: number; url: string; thumb_filename: string; main: boolean; pending: boolean };

/** Everything `/profile` shows and edits of the member's own account and profile. */
export async function getOwnProfile(db: Database, userId: number, site: Site) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const [images, rejected] = await Promise.all([
    listProfileImages(db, row.profile.id, site.cdn_prefix),
    listRejectedImages(db, row.profile.id),
  ]);
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
    photos: images.map((image): OwnPhoto => ({
      id: image.id,
      url: image.filename,
      thumb_filename: image.thumb_filename,
      main: image.id === row.profile.mainImageId,
      pending: image.moderation === "pending",
    })),
    /** What moderators turned down, with their reason (decision 071). */
    moderation: {
      rejectedPhotos: rejected.map((photo) => ({ id: photo.id, reason: photo.reason ?? "" })),
      textsStatus: row.profile.textsModeration,
      textsRejectReason: row.profile.textsModeration === "rejected" ? (row.profile.textsRejectReason ?? "") : null,
    },
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
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await endSessions(db, { userId, keepToken: keepSessionToken });
  return true;
}
