import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { siteRegistry } from "#app/site/sites.server.ts";
import type { Database } from "../db/client.server.ts";
import { conversationLocks, conversations, messages, profiles, users } from "../db/schema.ts";
import { sendAsPoolProfile } from "../chat/messages.server.ts";
import { audit } from "../staff/audit.server.ts";
import { canAccessSite, type StaffMember } from "../staff/staff-accounts.server.ts";

/**
 * The answering console (decision 073): conversations in which a member wrote to a pool profile (no account) and the
 * pool profile has not answered yet, of the members of the operator's sites, oldest first. An operator who opens one
 * holds it for LOCK_MS (renewed by every answer); another operator cannot open or answer it meanwhile.
 */
export const LOCK_MS = 5 * 60 * 1000;
export const QUEUE_LIMIT = 100;

const pool = alias(profiles, "pool");
const memberProfile = alias(profiles, "member_profile");
const poolHasNoAccount = sql`not exists (select 1 from users pool_account where pool_account.profile_id = ${pool.id})`;

function sitesOf(staff: Pick<StaffMember, "allSites" | "sites">): SQL | undefined {
  if (staff.allSites) return undefined;
  return staff.sites.length ? inArray(users.siteId, staff.sites) : sql`false`;
}

export async function consoleQueue(db: Database, staff: StaffMember) {
  const rows = await db
    .select({
      id: conversations.id,
      lastMessageAt: conversations.lastMessageAt,
      text: messages.body,
      siteId: users.siteId,
      memberUserId: users.id,
      memberName: memberProfile.name,
      poolProfileId: pool.id,
      poolName: pool.name,
      lockedBy: conversationLocks.staffId,
    })
    .from(conversations)
    .innerJoin(messages, eq(messages.id, conversations.lastMessageId))
    // The last message is a member's: unanswered.
    .innerJoin(users, and(eq(users.profileId, messages.senderProfileId), eq(users.status, "active")))
    .innerJoin(memberProfile, eq(memberProfile.id, users.profileId))
    .innerJoin(
      pool,
      and(
        or(eq(pool.id, conversations.lowProfileId), eq(pool.id, conversations.highProfileId)),
        ne(pool.id, users.profileId),
        poolHasNoAccount,
      ),
    )
    .leftJoin(conversationLocks, and(eq(conversationLocks.conversationId, conversations.id), gt(conversationLocks.lockedUntil, sql`now()`)))
    .where(and(sitesOf(staff), or(isNull(pool.siteId), eq(pool.siteId, users.siteId))))
    .orderBy(asc(conversations.lastMessageAt), asc(conversations.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => ({
    ...row,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    lockedByOther: row.lockedBy !== null && row.lockedBy !== staff.id,
  }));
}

/** The conversation's member (account and profile) and pool profile, or null when it is not a member–pool conversation. */
export async function consoleSubject(db: Database, conversationId: number) {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId)).limit(1);
  if (!conversation) return null;
  const ids = [conversation.lowProfileId, conversation.highProfileId];
  const [member] = await db
    .select({ userId: users.id, siteId: users.siteId, profileId: users.profileId })
    .from(users)
    .where(and(inArray(users.profileId, ids), eq(users.status, "active")))
    .limit(1);
  if (!member) return null;
  const poolProfileId = ids.find((id) => id !== member.profileId)!;
  const [poolRow] = await db
    .select({ id: profiles.id, siteId: profiles.siteId })
    .from(profiles)
    .where(and(eq(profiles.id, poolProfileId), sql`not exists (select 1 from ${users} where ${users.profileId} = ${profiles.id})`))
    .limit(1);
  if (!poolRow || (poolRow.siteId !== null && poolRow.siteId !== member.siteId)) return null;
  return { conversationId, member, poolProfileId };
}

export type ConsoleSubject = NonNullable<Awaited<ReturnType<typeof consoleSubject>>>;

export function canAnswer(staff: StaffMember, subject: ConsoleSubject) {
  return canAccessSite(staff, subject.member.siteId);
}

/** Takes (or renews) the operator's hold on a conversation; false when another operator holds it. */
export async function takeLock(db: Database, staff: StaffMember, conversationId: number): Promise<boolean> {
  const until = new Date(Date.now() + LOCK_MS);
  const rows = await db
    .insert(conversationLocks)
    .values({ conversationId, staffId: staff.id, lockedUntil: until })
    .onConflictDoUpdate({
      target: conversationLocks.conversationId,
      set: { staffId: staff.id, lockedUntil: until },
      // Only the holder renews it, or anyone takes a lapsed one: one statement, so two operators never both win.
      setWhere: or(eq(conversationLocks.staffId, staff.id), sql`${conversationLocks.lockedUntil} < now()`),
    })
    .returning({ staffId: conversationLocks.staffId });
  return rows.length === 1;
}

export async function releaseLock(db: Database, staff: StaffMember, subject: ConsoleSubject) {
  await db
    .delete(conversationLocks)
    .where(and(eq(conversationLocks.conversationId, subject.conversationId), eq(conversationLocks.staffId, staff.id)));
  await audit(db, staff, "console.release", {
    siteId: subject.member.siteId,
    userId: subject.member.userId,
    profileId: subject.poolProfileId,
  });
}

/** What the operator sees: both profiles and the latest messages, oldest first. */
export async function consoleConversation(db: Database, subject: ConsoleSubject, staff: StaffMember) {
  const [member, poolProfile, history] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.id, subject.member.profileId)).limit(1),
    db.select().from(profiles).where(eq(profiles.id, subject.poolProfileId)).limit(1),
    db.select().from(messages).where(eq(messages.conversationId, subject.conversationId)).orderBy(desc(messages.id)).limit(50),
  ]);
  await audit(db, staff, "console.open", {
    siteId: subject.member.siteId,
    userId: subject.member.userId,
    profileId: subject.poolProfileId,
  });
  const card = (p: typeof profiles.$inferSelect | undefined) =>
    p && {
      id: p.id,
      name: p.name,
      gender: p.gender,
      dateOfBirth: p.dateOfBirth,
      city: p.city,
      country: p.country,
      fictional: p.fictional,
      aboutMe: p.texts.about_me ?? "",
    };
  return {
    member: { ...card(member[0])!, userId: subject.member.userId, siteId: subject.member.siteId },
    poolProfile: card(poolProfile[0])!,
    messages: history.reverse().map((m) => ({
      id: m.id,
      fromPool: m.senderProfileId === subject.poolProfileId,
      text: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export class ConsoleLockedError extends Error {
  override name = "ConsoleLockedError";
}

/**
 * Answers as the pool profile through the chat's own send (live event, notification, push, as any message), while
 * the operator holds the conversation (the hold is renewed).
 */
export async function answerAsPoolProfile(db: Database, staff: StaffMember, subject: ConsoleSubject, text: string) {
  if (!(await takeLock(db, staff, subject.conversationId))) throw new ConsoleLockedError("another operator holds this conversation");
  const site = siteRegistry.sites.find((s) => s.id === subject.member.siteId);
  if (!site) throw new ConsoleLockedError("the member's site is not served any more");
  const message = await sendAsPoolProfile(db, site, subject.poolProfileId, { conversationId: subject.conversationId, text });
  await audit(db, staff, "console.answer", {
    siteId: subject.member.siteId,
    userId: subject.member.userId,
    profileId: subject.poolProfileId,
    details: { conversationId: subject.conversationId, messageId: message.id },
  });
  return message;
}
