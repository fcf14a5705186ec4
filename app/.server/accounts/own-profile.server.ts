import { eq, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { preparedPerDatabase } from "../db/prepared.server.ts";
import { keptUntilWritten } from "../db/single-writer.server.ts";
import { profiles, users } from "../db/schema.ts";
import { messageEmailsColumn } from "../notifications/message-alerts.server.ts";
import { blockedMembersColumn, toBlockedMembers } from "../safety/blocks.server.ts";
import { ownReportsColumn, toOwnReports } from "../safety/reports.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";
import { pendingEmailColumn } from "./email-change.server.ts";
import { memberProfileOf } from "./member-read.server.ts";
import type { SessionUser } from "./session.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";
import { endSessions } from "./session-end.server.ts";

export type OwnPhoto = { id: number; url: string; thumb_filename: string; main: boolean; pending: boolean };

/**
 * Everything `/profile` shows and edits of the member's own account and profile: the session's member and the member
 * read of this request (with the session on a page), so no statement of its own on a page.
 */
export async function getOwnProfile(db: Database, user: SessionUser, site: Site) {
  const row = await memberProfileOf(db, user);
  if (!row) return null;
  const { profile } = row;
  const shown = row.images.filter((image) => image.moderation !== "rejected");
  return {
    email: user.email,
    confirmed: user.status === "active",
    profile: {
      id: profile.id,
      name: profile.name,
      gender: profile.gender ?? null,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      countryregion: profile.countryregion,
      city: profile.city,
      personal: profile.personal,
      texts: profile.texts,
    },
    photos: shown.map((image): OwnPhoto => ({
      id: image.id,
      url: mediaUrl(image.filename, site.cdn_prefix),
      thumb_filename: mediaUrl(image.thumbFilename, site.cdn_prefix),
      main: image.id === profile.mainImageId,
      pending: image.moderation === "pending",
    })),
    /** What moderators turned down, with their reason (decision 071). */
    moderation: {
      rejectedPhotos: row.images
        .filter((image) => image.moderation === "rejected")
        .sort((a, b) => a.id - b.id)
        .map((photo) => ({ id: photo.id, reason: photo.rejectReason ?? "" })),
      textsStatus: profile.textsModeration,
      textsRejectReason: profile.textsModeration === "rejected" ? (profile.textsRejectReason ?? "") : null,
    },
  };
}

/** The member's lists on `/profile` in one statement, prepared once per database (decision 119). */
const ownAccountListsOf = preparedPerDatabase((db) => {
  const userId = sql.placeholder("userId");
  return db
    .select({
      pendingEmail: pendingEmailColumn(userId),
      messageEmails: messageEmailsColumn(userId),
      blocked: blockedMembersColumn(sql.placeholder("profileId")),
      reports: ownReportsColumn(userId),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare("own_account_lists");
});

type OwnAccountListsRows = Awaited<ReturnType<ReturnType<typeof ownAccountListsOf>["execute"]>>;

/**
 * The lists of `/profile` kept until the database is written (decisions 141 and 142): a member's own page, read again
 * on each visit with nothing written in between, and its statement was a tenth of the page's work on PGlite. A minute
 * at most, for the pending e-mail change, which runs out by the clock.
 */
const keptAccountLists = keptUntilWritten<OwnAccountListsRows>({
  max: 2_000,
  inForce: (_row, now, readAt) => now - readAt < 60_000,
});

/** The pending e-mail change, message e-mails, blocks and reports of `/profile`. */
export async function ownAccountLists(db: Database, user: SessionUser, site: Site) {
  const [row] = await keptAccountLists(db, `${user.id}\u0000${user.profileId}`, () =>
    ownAccountListsOf(db).execute({ userId: user.id, profileId: user.profileId }),
  );
  return {
    pendingEmail: row?.pendingEmail ?? null,
    messageEmails: row?.messageEmails ?? true,
    blocked: row ? toBlockedMembers(row.blocked, site) : [],
    reports: row ? toOwnReports(row.reports) : [],
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
