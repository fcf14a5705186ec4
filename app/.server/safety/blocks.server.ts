import { and, eq, or, sql, type SQL, type Placeholder } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { conversations, memberBlocks, profileImages, profiles } from "../db/schema.ts";
import { isProfileVisible } from "../profiles/pool.server.ts";
import { mediaUrl } from "../storage/storage.server.ts";

/**
 * Blocking (decision 083): a member blocks a profile they can see; from then on neither side sees, likes or writes
 * to the other. Visibility is enforced by the site-scope rule for a viewer (`viewerScope` in pool.server.ts); the
 * guards here refuse the writes with their own answer, before anything is charged.
 */
export class SafetyError extends Error {
  override name = "SafetyError";
  constructor(
    readonly code: "profile_not_found" | "own_profile" | "member_unavailable" | "conversation_not_found",
    message: string,
  ) {
    super(message);
  }
}

export type SafetyMember = { id: number; profileId: number };

/** Whether either profile of the pair blocked the other. */
export async function isBlockedPair(db: Database, aProfileId: number, bProfileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberBlocks.id })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerProfileId, aProfileId), eq(memberBlocks.blockedProfileId, bProfileId)),
        and(eq(memberBlocks.blockerProfileId, bProfileId), eq(memberBlocks.blockedProfileId, aProfileId)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Refuses (SafetyError `member_unavailable`) anything between a blocked pair, whichever side blocked. */
export async function assertNotBlocked(db: Database, aProfileId: number, bProfileId: number): Promise<void> {
  if (await isBlockedPair(db, aProfileId, bProfileId)) {
    throw new SafetyError("member_unavailable", "This member is not available.");
  }
}

/**
 * The guard of a send, on the failure path: a conversation of a blocked pair does not open (the site-scope rule hides
 * the partner), so when opening failed this tells a block (SafetyError `member_unavailable`) from anything else
 * (the original error, rethrown). A conversation the member is not part of never counts as blocked.
 */
export async function refuseIfBlocked(db: Database, member: SafetyMember, conversationId: number, error: unknown): Promise<never> {
  await assertConversationNotBlocked(db, member, conversationId);
  throw error;
}

/** Refuses (SafetyError `member_unavailable`) a conversation of the member with someone either side blocked. */
export async function assertConversationNotBlocked(db: Database, member: SafetyMember, conversationId: number): Promise<void> {
  // One indexed probe per send: the conversation's pair joined to a block in either direction.
  const [blocked] = await db
    .select({ id: memberBlocks.id })
    .from(conversations)
    .innerJoin(
      memberBlocks,
      or(
        and(eq(memberBlocks.blockerProfileId, conversations.lowProfileId), eq(memberBlocks.blockedProfileId, conversations.highProfileId)),
        and(eq(memberBlocks.blockerProfileId, conversations.highProfileId), eq(memberBlocks.blockedProfileId, conversations.lowProfileId)),
      ),
    )
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.lowProfileId, member.profileId), eq(conversations.highProfileId, member.profileId)),
      ),
    )
    .limit(1);
  if (blocked) throw new SafetyError("member_unavailable", "This member is not available.");
}

/**
 * Blocks a profile the member can see on this site (else `profile_not_found`, as for any hidden profile). Blocking
 * again is harmless. Their conversation, likes and pages disappear for both at once; nothing is deleted, so lifting
 * the block brings them back.
 */
export async function blockMember(db: Database, site: Site, member: SafetyMember, profileId: number): Promise<void> {
  if (profileId === member.profileId) throw new SafetyError("own_profile", "You cannot block yourself.");
  const [existing] = await db
    .select({ id: memberBlocks.id })
    .from(memberBlocks)
    .where(and(eq(memberBlocks.blockerProfileId, member.profileId), eq(memberBlocks.blockedProfileId, profileId)))
    .limit(1);
  if (existing) return;
  if (!(await isProfileVisible(db, site, profileId, member)))
    throw new SafetyError("profile_not_found", `There is no profile ${profileId}.`);
  await insertBlock(db, member, profileId);
}

export async function insertBlock(db: Pick<Database, "insert">, member: SafetyMember, profileId: number): Promise<void> {
  await db
    .insert(memberBlocks)
    .values({ blockerUserId: member.id, blockerProfileId: member.profileId, blockedProfileId: profileId })
    .onConflictDoNothing();
}

/** Lifts the member's own block; answers whether there was one. */
export async function unblockMember(db: Database, member: SafetyMember, profileId: number): Promise<boolean> {
  const removed = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerProfileId, member.profileId), eq(memberBlocks.blockedProfileId, profileId)))
    .returning({ id: memberBlocks.id });
  return removed.length > 0;
}

export type BlockedMember = { id: number; name: string; thumb: string | null; blocked_at: string };

/**
 * The profiles the member blocked, newest first (`/profile`, "Blocked members"): the member's own list, so no scope.
 * A column for the page's one statement of the member's lists; `toBlockedMembers` reads it.
 */
export function blockedMembersColumn(profileId: number | Placeholder): SQL<unknown> {
  return sql`coalesce((${nested(sql`select json_agg(json_build_object('id', ${profiles.id}, 'name', ${profiles.name}, 'thumb', ${profileImages.thumbFilename}, 'blockedAt', ${memberBlocks.createdAt}) order by ${memberBlocks.createdAt} desc, ${memberBlocks.id} desc) from ${memberBlocks} inner join ${profiles} on ${profiles.id} = ${memberBlocks.blockedProfileId} left join ${profileImages} on ${profileImages.id} = ${profiles.mainImageId} where ${memberBlocks.blockerProfileId} = ${profileId}`)}), '[]'::json)`;
}

export function toBlockedMembers(value: unknown, site: Site): BlockedMember[] {
  const rows = (typeof value === "string" ? JSON.parse(value) : value) as {
    id: number;
    name: string;
    thumb: string | null;
    blockedAt: string;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    thumb: row.thumb ? mediaUrl(row.thumb, site.cdn_prefix) : null,
    blocked_at: new Date(row.blockedAt).toISOString(),
  }));
}
