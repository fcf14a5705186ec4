import { and, desc, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { memberBans, users } from "../db/schema.ts";
import { endSessions } from "../accounts/session-end.server.ts";
import { forgetSharedContent } from "../cache/invalidation.server.ts";
import { publishLive } from "../chat/live.server.ts";
import { audit } from "../staff/audit.server.ts";
import type { StaffMember } from "../staff/staff-accounts.server.ts";

/**
 * Ends everything a member has open: tells their open pages (live stream) to leave for the ban notice, then ends
 * their sessions, push subscriptions and streams in every process (decision 060). The ONE place a ban ends a
 * member's access. The notice goes first: both go out at commit in order, and a stream closed first could not carry it.
 */
export async function endMemberAccess(db: Database, member: { userId: number; profileId: number }) {
  await publishLive(db, [member.profileId], { type: "account_closed" });
  await endSessions(db, { userId: member.userId });
}

export class BanError extends Error {
  override name = "BanError";
}

/** Bans a member with a reason: the account is closed (unlisted everywhere) and their sessions, pushes and pages end. */
export async function banMember(db: Database, staff: StaffMember, userId: number, reason: string) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, status: users.status, siteId: users.siteId, profileId: users.profileId })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new BanError("no such member");
    if (user.status === "banned") throw new BanError("already banned");
    if (user.status === "deleted") throw new BanError("the account is deleted");
    await tx.insert(memberBans).values({ userId, reason, previousStatus: user.status, staffId: staff.id });
    await tx.update(users).set({ status: "banned", updatedAt: new Date() }).where(eq(users.id, userId));
    await endMemberAccess(tx, { userId, profileId: user.profileId });
    await audit(tx, staff, "member.ban", { siteId: user.siteId, userId, profileId: user.profileId, details: { reason } });
  });
  // Their profile leaves every cached logged-out page.
  await forgetSharedContent(db);
}

/** Lifts a member's ban: the account gets back the status it had. */
export async function unbanMember(db: Database, staff: StaffMember, userId: number) {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ status: users.status, siteId: users.siteId, profileId: users.profileId })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user || user.status !== "banned") throw new BanError("not banned");
    const [ban] = await tx
      .select()
      .from(memberBans)
      .where(and(eq(memberBans.userId, userId), isNull(memberBans.liftedAt)))
      .orderBy(desc(memberBans.id))
      .limit(1);
    await tx
      .update(users)
      .set({ status: ban?.previousStatus === "not_confirmed" ? "not_confirmed" : "active", updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (ban) await tx.update(memberBans).set({ liftedAt: new Date(), liftedByStaffId: staff.id }).where(eq(memberBans.id, ban.id));
    await audit(tx, staff, "member.unban", { siteId: user.siteId, userId, profileId: user.profileId });
  });
  await forgetSharedContent(db);
}

/** The member's bans, newest first. */
export async function bansOf(db: Database, userId: number) {
  return db.select().from(memberBans).where(eq(memberBans.userId, userId)).orderBy(desc(memberBans.id));
}

/** Whether an account is banned (the login sends such a member to the ban notice). */
export async function isBanned(db: Database, userId: number) {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.status === "banned";
}
