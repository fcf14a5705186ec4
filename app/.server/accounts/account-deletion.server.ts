import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import {
  accountTokens,
  complaints,
  contactRequests,
  liveConnections,
  memberBlocks,
  memberSearchFilters,
  messageAlerts,
  notifications,
  notificationSettings,
  profileImages,
  profiles,
  pushSubscriptions,
  signups,
  users,
} from "../db/schema.ts";
import { storage } from "../storage/storage.server.ts";
import { endSessions } from "./session-end.server.ts";

/** The address a deleted account keeps: unique, not deliverable (RFC 2606 `.invalid`), free of personal data. */
export function anonymisedEmail(userId: number) {
  return `deleted-${userId}-${randomBytes(6).toString("hex")}@deleted.invalid`;
}

/**
 * Deletes an account at the member's request. What identifies the person goes:
 * photos (rows and stored files), name, texts, personal fields, birth date,
 * location, e-mail address, password, sessions, pending mailed links, push
 * subscriptions, the sign-up's IP address and browser, the tracking record,
 * settings, search filters, notifications and blocks, and the name and address
 * on complaints and customer-service requests. The account and profile rows
 * stay, anonymised and marked `deleted`, so other members' chats, likes and the
 * bookkeeping keep a valid reference: orders and the credit ledger are kept as
 * the law requires, pointing at an account that no longer says who it was
 * (docs/decisions/012-account-life.md, 085).
 */
export async function deleteAccount(db: Database, userId: number): Promise<boolean> {
  const [user] = await db.select({ profileId: users.profileId, status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status === "deleted") return false;
  const files = await db.transaction(async (tx) => {
    const images = await tx
      .delete(profileImages)
      .where(eq(profileImages.profileId, user.profileId))
      .returning({ filename: profileImages.filename, thumbFilename: profileImages.thumbFilename });
    await tx
      .update(profiles)
      .set({
        name: "",
        gender: null,
        dateOfBirth: null,
        country: null,
        countryregion: null,
        city: null,
        personal: {},
        texts: {},
        mainImageId: null,
      })
      .where(eq(profiles.id, user.profileId));
    await tx
      .update(users)
      .set({
        email: anonymisedEmail(userId),
        // Not an argon2 hash, so no password ever verifies against it.
        passwordHash: "!deleted",
        status: "deleted",
        trafficsource: null,
        // The affiliate's click ids and sub-ids could single the person out.
        network: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    // Sessions, their open live streams (in every process, on commit) and every push subscription.
    await endSessions(tx, { userId });
    await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(liveConnections).where(eq(liveConnections.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
    await tx.delete(messageAlerts).where(eq(messageAlerts.userId, userId));
    await tx.delete(memberSearchFilters).where(eq(memberSearchFilters.userId, userId));
    await tx.delete(memberBlocks).where(eq(memberBlocks.blockerUserId, userId));
    // Complaints and service requests stay as records of what was handled, without who sent them.
    const anonymous = { name: "", email: anonymisedEmail(userId) };
    await tx.update(complaints).set(anonymous).where(eq(complaints.userId, userId));
    await tx.update(contactRequests).set(anonymous).where(eq(contactRequests.userId, userId));
    // Sign-up facts stay for the counts; what could identify the person goes.
    await tx.update(signups).set({ ip: null, userAgent: null, referrer: null }).where(eq(signups.userId, userId));
    return images.flatMap((image) => [image.filename, image.thumbFilename]);
  });
  // Files go after the commit: a failed transaction must not leave a profile pointing at missing photos.
  await Promise.all([...new Set(files)].map((key) => storage.delete(key).catch(() => undefined)));
  return true;
}
