import { and, desc, eq, gt, isNotNull, or, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { MESSAGE_PAGE_SIZE, type ChatListEntry, type ChatMessage, type MessagePage } from "#app/chat/types.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { preparedPerSite } from "../db/prepared.server.ts";
import { keptUntilWritten } from "../db/single-writer.server.ts";
import { conversationReads, conversations, messages, notifications, profileImages, profiles } from "../db/schema.ts";
import {
  cardImageColumns,
  cardProfileColumns,
  isProfileVisible,
  likedColumn,
  mainImageFor,
  siteScopeBornBy,
  toProfileCard,
  viewerScope,
} from "../profiles/pool.server.ts";
import { publishLive } from "./live.server.ts";

/**
 * Conversations between two profiles of the pool (decision 032). Only the two participants
 * see or change one; the partner must exist on the reader's site (the site-scope rule of
 * decision 017): outside it a conversation does not exist, as a member page does not.
 */
export class ChatError extends Error {
  override name = "ChatError";
  constructor(
    readonly code: "profile_not_found" | "own_profile" | "conversation_not_found" | "not_activated",
    message: string,
  ) {
    super(message);
  }
}

export type Participant = Pick<SessionUser, "id" | "profileId">;

export type ConversationRow = typeof conversations.$inferSelect;

export function partnerOf(conversation: Pick<ConversationRow, "lowProfileId" | "highProfileId">, profileId: number): number {
  return conversation.lowProfileId === profileId ? conversation.highProfileId : conversation.lowProfileId;
}

export function toChatMessage(row: typeof messages.$inferSelect, readerProfileId: number): ChatMessage {
  return {
    id: row.id,
    conversation: row.conversationId,
    sender_profile: row.senderProfileId,
    from_me: row.senderProfileId === readerProfileId,
    text: row.body,
    created_at: row.createdAt.toISOString(),
    client_id: row.clientId,
  };
}

/**
 * The conversation with a profile, created when new (`GET /api/chat.php?profile=`, `/members/{id}/chat`).
 * A GET any page can trigger (a link, an image), so opening alone changes nothing anyone sees: a conversation
 * enters the lists (both members') with its first message.
 */
export async function startConversation(db: Database, site: Site, user: Participant, profileId: number): Promise<{ id: number }> {
  if (profileId === user.profileId) throw new ChatError("own_profile", "You cannot chat with yourself.");
  if (!(await isProfileVisible(db, site, profileId, user))) throw new ChatError("profile_not_found", `There is no profile ${profileId}.`);
  const [low, high] = user.profileId < profileId ? [user.profileId, profileId] : [profileId, user.profileId];
  return db.transaction(async (tx) => {
    await tx
      .insert(conversations)
      .values({ lowProfileId: low, highProfileId: high, startedByProfileId: user.profileId })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.lowProfileId, low), eq(conversations.highProfileId, high)));
    const id = row!.id;
    await tx
      .insert(conversationReads)
      .values([
        { conversationId: id, profileId: user.profileId, listed: true },
        { conversationId: id, profileId },
      ])
      .onConflictDoNothing();
    await tx
      .update(conversationReads)
      .set({ listed: true })
      .where(
        and(eq(conversationReads.conversationId, id), eq(conversationReads.profileId, user.profileId), eq(conversationReads.listed, false)),
      );
    return { id };
  });
}

export type OpenConversation = {
  conversation: ConversationRow;
  partnerProfileId: number;
  /** The reader's read state: history up to `hiddenUpTo` was deleted by them. */
  read: { lastReadMessageId: number; hiddenUpToMessageId: number };
  /** How far the partner has read (read receipts). */
  partnerReadUpTo: number;
};

/**
 * A conversation the member takes part in, with a partner the site shows; else ChatError `conversation_not_found`.
 * One statement: the partner's visibility (site scope, blocks either way) is a join, not a second read, since every
 * chat call — a send above all — starts here.
 */
export async function openConversation(db: Database, site: Site, user: Participant, conversationId: number): Promise<OpenConversation> {
  const [row] = await openStatementsOf(db)(site).execute({
    profile: user.profileId,
    conversation: conversationId,
    bornBy: siteScopeBornBy(site),
  });
  if (!row) throw new ChatError("conversation_not_found", `There is no conversation ${conversationId}.`);
  return toOpenConversation(row, partnerOf(row.conversation, user.profileId));
}

/**
 * openConversation's statement for one site, prepared once per database (decision 121): the member, the conversation
 * and the day's birth-date bound of the site scope are its values; the site's countries are part of its text.
 */
const openStatementsOf = preparedPerSite(buildOpen);

function buildOpen(db: Database, site: Site) {
  const profile = sql.placeholder("profile");
  return db
    .select(readMarkColumns)
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, partnerIdOf(profile)))
    .leftJoin(conversationReads, ownReadsOf(profile))
    .leftJoin(partnerReads, partnerReadsOn)
    .where(openableBy(site, profile, sql.placeholder("conversation"), sql.placeholder("bornBy")))
    .limit(1)
    .prepare("open_conversation");
}

/**
 * openConversation's rule without the read marks, as a query to build on: the conversation with its two participants
 * when the member (`profile`) takes part in it and the site shows the partner (`bornBy`: the day's birth-date bound of
 * the site scope). A send joins its call to it, so the rule and the send are one statement (decision 124).
 */
export function openableConversation(
  db: Database,
  site: Site,
  { profile, conversation, bornBy }: { profile: SQLWrapper; conversation: SQLWrapper; bornBy: SQLWrapper },
) {
  return db
    .select({ id: conversations.id, lowProfileId: conversations.lowProfileId, highProfileId: conversations.highProfileId })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, partnerIdOf(profile)))
    .where(openableBy(site, profile, conversation, bornBy))
    .limit(1);
}

/**
 * `GET /api/chats.php`: the member's conversations, newest first, with the partner's card, unread count and last message.
 * Only conversations with a message: one merely opened (by the member, or by another site's page) is in nobody's list.
 */
export async function listChats(db: Database, site: Site, user: Participant, limit = 200): Promise<ChatListEntry[]> {
  // One statement: each conversation with the partner's card (a partner the site no longer shows — deleted, banned,
  // out of scope, blocked either way — drops out of the list), the last message and the unread count.
  const unread = sql<number>`(${nested(
    sql`select count(*)::integer from ${messages} where ${messages.conversationId} = ${conversations.id} and ${messages.senderProfileId} <> ${user.profileId} and ${messages.id} > greatest(${conversationReads.lastReadMessageId}, ${conversationReads.hiddenUpToMessageId})`,
  )})`.mapWith(Number);
  const rows = await db
    .select({
      conversation: { id: conversations.id, lastMessageAt: conversations.lastMessageAt },
      profile: cardProfileColumns,
      image: cardImageColumns,
      liked: likedColumn(user.id),
      last: messages,
      unread,
    })
    .from(conversationReads)
    .innerJoin(conversations, eq(conversations.id, conversationReads.conversationId))
    .innerJoin(profiles, eq(profiles.id, partnerIdOf(user.profileId)))
    .leftJoin(profileImages, mainImageFor(site, "member"))
    // History the member deleted is not their last message.
    .leftJoin(messages, and(eq(messages.id, conversations.lastMessageId), gt(messages.id, conversationReads.hiddenUpToMessageId)))
    .where(
      and(
        eq(conversationReads.profileId, user.profileId),
        eq(conversationReads.listed, true),
        isNotNull(conversations.lastMessageId),
        ...viewerScope(site, user.profileId),
      ),
    )
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .limit(limit);
  return rows.map((row) => ({
    conversation: { id: row.conversation.id, last_message_at: row.conversation.lastMessageAt?.toISOString() ?? null },
    profile: toProfileCard(row.profile, row.image, site, row.liked),
    num_unread_messages: row.unread,
    last_message: row.last ? toChatMessage(row.last, user.profileId) : null,
  }));
}

/** The other participant of a conversation row, in SQL. */
function partnerIdOf(profileId: number | SQLWrapper) {
  return sql<number>`case when ${conversations.lowProfileId} = ${profileId} then ${conversations.highProfileId} else ${conversations.lowProfileId} end`;
}

const partnerReads = alias(conversationReads, "partner_reads");

// What both opens read and the rule they share: the conversation with the partner's profile joined (partnerIdOf) and
// both participants' read marks, found only by a participant, with a partner the site shows.
const readMarkColumns = {
  conversation: conversations,
  lastRead: conversationReads.lastReadMessageId,
  hiddenUpTo: conversationReads.hiddenUpToMessageId,
  partnerReadUpTo: partnerReads.lastReadMessageId,
};

function ownReadsOf(profileId: number | SQLWrapper) {
  return and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.profileId, profileId));
}

const partnerReadsOn = and(eq(partnerReads.conversationId, conversations.id), eq(partnerReads.profileId, profiles.id));

function openableBy(site: Site, profileId: number | SQLWrapper, conversationId: number | SQLWrapper, bornBy?: string | SQLWrapper) {
  return and(
    eq(conversations.id, conversationId),
    or(eq(conversations.lowProfileId, profileId), eq(conversations.highProfileId, profileId)),
    // A blocked pair's conversation is hidden from both (decision 083), as is one with a partner the site does not show.
    ...viewerScope(site, profileId, bornBy),
  );
}

function toOpenConversation(
  row: { conversation: ConversationRow; lastRead: number | null; hiddenUpTo: number | null; partnerReadUpTo: number | null },
  partnerProfileId: number,
): OpenConversation {
  return {
    conversation: row.conversation,
    partnerProfileId,
    read: { lastReadMessageId: row.lastRead ?? 0, hiddenUpToMessageId: row.hiddenUpTo ?? 0 },
    partnerReadUpTo: row.partnerReadUpTo ?? 0,
  };
}

/**
 * openConversation for the conversation's page, in one statement: also the partner's card, how far the partner has
 * read and the newest page of the history the member kept (decision 140). ChatError `conversation_not_found` as
 * there (not a participant, or a partner the site does not show).
 */
export async function openConversationWithPartner(
  db: Database,
  site: Site,
  user: Participant,
  conversationId: number,
): Promise<OpenConversation & { partner: ProfileCardData; page: MessagePage }> {
  const bornBy = siteScopeBornBy(site);
  const row = await keptConversationOpen(
    db,
    `${site.id}\u0000${user.id}\u0000${user.profileId}\u0000${conversationId}\u0000${bornBy}`,
    async () => {
      const [found] = await openWithPartnerStatementsOf(db)(site).execute({
        profile: user.profileId,
        user: user.id,
        conversation: conversationId,
        bornBy,
        // One more than a page: whether older messages exist.
        limit: MESSAGE_PAGE_SIZE + 1,
      });
      return found;
    },
  );
  if (!row) throw new ChatError("conversation_not_found", `There is no conversation ${conversationId}.`);
  const open = toOpenConversation(row, row.profile.id);
  return {
    ...open,
    partner: toProfileCard(row.profile, row.image, site, row.liked),
    page: {
      messages: row.newestMessages
        .slice(0, MESSAGE_PAGE_SIZE)
        .reverse()
        .map((message) => toChatMessageFrom(message, conversationId, user.profileId)),
      has_more: row.newestMessages.length > MESSAGE_PAGE_SIZE,
      partner_read_up_to: open.partnerReadUpTo,
    },
  };
}

type OpenWithPartnerRow = Awaited<ReturnType<ReturnType<ReturnType<typeof openWithPartnerStatementsOf>>["execute"]>>[number];

/**
 * How many conversations' pages one process keeps: a page of messages each, a few kilobytes usually, about 40 KB at
 * most (21 messages of 1,000 characters), so 20 MB at the very most.
 */
export const KEPT_CONVERSATION_OPENS = 500;

/**
 * The conversation page's statement, kept until anything is written (decisions 137, 142): a member who comes back to
 * a conversation with nothing sent, read or changed since reads nothing. Keyed by the member, the conversation and
 * the day's birth-date bound of the site's scope, the values the statement depends on; a new message, a read mark, a
 * like or a moderation decision is a write.
 */
const keptConversationOpen = keptUntilWritten<OpenWithPartnerRow | undefined>({ max: KEPT_CONVERSATION_OPENS, inForce: () => true });

/** A message as `newestMessagesColumn` answers it: its id, sender, text, client id and when it was sent (epoch ms). */
type MessageTuple = [id: number, senderProfileId: number, body: string, clientId: string | null, sentAt: number];

/** `toChatMessage` for a message of `newestMessagesColumn`: the same fields, in the same order. */
function toChatMessageFrom([id, senderProfileId, body, clientId, sentAt]: MessageTuple, conversationId: number, readerProfileId: number) {
  return {
    id,
    conversation: conversationId,
    sender_profile: senderProfileId,
    from_me: senderProfileId === readerProfileId,
    text: body,
    created_at: new Date(Number(sentAt)).toISOString(),
    client_id: clientId,
  } satisfies ChatMessage;
}

/**
 * The newest messages of the conversation the statement opens, after those the member deleted (`hidden_up_to`),
 * newest first, up to the `limit` value, as one JSON column: `messagePage`'s newest page inside the open statement,
 * so the page costs one round trip and one statement less. The time is whole milliseconds, as a timestamp column
 * reads (microseconds cut off).
 */
const newestMessagesColumn = sql<MessageTuple[]>`(
  select coalesce(json_agg(json_build_array(m.id, m.sender_profile_id, m.body, m.client_id, floor(extract(epoch from m.created_at) * 1000)::bigint) order by m.id desc), '[]'::json)
  from (
    select id, sender_profile_id, body, client_id, created_at from messages
    where conversation_id = ${conversations.id} and id > coalesce(${conversationReads.hiddenUpToMessageId}, 0)
    order by id desc
    limit ${sql.placeholder("limit")}
  ) m
)`;

/**
 * openConversationWithPartner's statement for one site, prepared once per database (decision 128), as the open
 * statement above: the member, the conversation and the day's birth-date bound are its values.
 */
const openWithPartnerStatementsOf = preparedPerSite((db, site) => {
  const profile = sql.placeholder("profile");
  return db
    .select({
      ...readMarkColumns,
      profile: cardProfileColumns,
      image: cardImageColumns,
      liked: likedColumn(sql.placeholder("user")),
      newestMessages: newestMessagesColumn,
    })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, partnerIdOf(profile)))
    .leftJoin(conversationReads, ownReadsOf(profile))
    .leftJoin(partnerReads, partnerReadsOn)
    .leftJoin(profileImages, mainImageFor(site, "member"))
    .where(openableBy(site, profile, sql.placeholder("conversation"), sql.placeholder("bornBy")))
    .limit(1)
    .prepare("open_conversation_with_partner");
});

/**
 * Marks the conversation read up to a message (default: its last), never backwards, and tells
 * the partner (read receipt) and the member's other tabs. Message notifications of it are read too.
 */
export async function markRead(db: Database, site: Site, user: Participant, conversationId: number, upTo?: number): Promise<number> {
  const { conversation, partnerProfileId, read } = await openConversation(db, site, user, conversationId);
  const last = conversation.lastMessageId ?? 0;
  const target = Math.min(upTo ?? last, last);
  if (target <= read.lastReadMessageId) return read.lastReadMessageId;
  await db.transaction(async (tx) => {
    await tx
      .update(conversationReads)
      .set({ lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${target})`, updatedAt: new Date() })
      .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.profileId, user.profileId)));
    await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(
        and(eq(notifications.userId, user.id), eq(notifications.conversationId, conversationId), sql`${notifications.readAt} is null`),
      );
    await publishLive(tx, [partnerProfileId, user.profileId], {
      type: "read",
      conversation: conversationId,
      profile: user.profileId,
      up_to: target,
    });
  });
  return target;
}

/** Deleting a chat hides it and its history for this member only; a later message brings the conversation back. */
export async function deleteConversation(db: Database, site: Site, user: Participant, conversationId: number): Promise<void> {
  const { conversation } = await openConversation(db, site, user, conversationId);
  const upTo = conversation.lastMessageId ?? 0;
  await db
    .update(conversationReads)
    .set({ listed: false, hiddenUpToMessageId: upTo, lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, ${upTo})` })
    .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.profileId, user.profileId)));
}

/** Typing indicator: not stored, only sent to the partner's open streams. */
export async function sendTyping(db: Database, site: Site, user: Participant, conversationId: number): Promise<void> {
  const { partnerProfileId } = await openConversation(db, site, user, conversationId);
  await publishLive(db, [partnerProfileId], { type: "typing", conversation: conversationId, profile: user.profileId });
}
