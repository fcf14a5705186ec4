import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { MESSAGE_PAGE_SIZE, type ChatMessage, type MessagePage } from "#app/chat/types.ts";
import type { Site } from "#app/site/registry.ts";
import { balanceOf, InsufficientCreditsError, lockMember } from "../credits/ledger.server.ts";
import type { Database } from "../db/client.server.ts";
import { messages } from "../db/schema.ts";
import { runInBackground } from "../db/background-work.server.ts";
import { logError } from "../logging/log.server.ts";
import { scheduleMessageAlerts } from "../notifications/message-alerts.server.ts";
import { pushMessageToRecipients } from "../push/push-events.server.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { refuseIfBlocked } from "../safety/blocks.server.ts";
import { ChatError, openConversation, toChatMessage, type Participant } from "./conversations.server.ts";
import { LIVE_CHANNEL } from "./live.server.ts";

/** `GET /api/messages.php`: a page of history, oldest first, before a message id (default: the newest). */
export async function listMessages(
  db: Database,
  site: Site,
  user: Participant,
  conversationId: number,
  { before, limit = MESSAGE_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<MessagePage> {
  const { read, partnerReadUpTo } = await openConversation(db, site, user, conversationId);
  return messagePage(db, user, conversationId, {
    hiddenUpTo: read.hiddenUpToMessageId,
    partnerReadUpTo,
    before,
    limit,
  });
}

/** A page of a conversation the member opened (its read states known): one statement. */
export async function messagePage(
  db: Database,
  user: Participant,
  conversationId: number,
  {
    hiddenUpTo,
    partnerReadUpTo,
    before,
    limit = MESSAGE_PAGE_SIZE,
  }: { hiddenUpTo: number; partnerReadUpTo: number; before?: number; limit?: number },
): Promise<MessagePage> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        // History the member deleted stays hidden for them.
        gt(messages.id, hiddenUpTo),
        before ? lt(messages.id, before) : undefined,
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
  return {
    messages: rows
      .slice(0, limit)
      .reverse()
      .map((row) => toChatMessage(row, user.profileId)),
    has_more: rows.length > limit,
    partner_read_up_to: partnerReadUpTo,
  };
}

/** postgres.js answers rows as an array, PGlite as `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * Stores a message, takes its price and announces it in ONE statement (decision 111): the balance, the message, the
 * debit naming it, both lists' order and read marks, and the live event, which PostgreSQL sends on commit. Each is a
 * part of the statement only its predecessor lets run: no message without the credits, no debit without the message
 * (a retry whose client id is already stored inserts nothing and so pays nothing). The caller has locked the payer's
 * row in an earlier statement of the same transaction, so this statement's snapshot sees every entry committed
 * before the lock was granted (one statement has one snapshot: a lock taken inside it would not refresh the sum).
 */
async function storePaidMessage(
  tx: Pick<Database, "execute">,
  input: {
    conversation: { id: number; lowProfileId: number; highProfileId: number };
    senderProfileId: number;
    senderUserId: number | null;
    body: string;
    clientId: string | null;
    price: number;
  },
): Promise<{ credits: number; row: typeof messages.$inferSelect | null }> {
  const { conversation, senderProfileId, senderUserId, body, clientId, price } = input;
  const result = await tx.execute(sql`
    with balance as (
      select coalesce(sum(amount), 0)::integer as credits from credit_entries where user_id = ${senderUserId}::integer
    ), stored as (
      insert into messages (conversation_id, sender_profile_id, sender_user_id, body, client_id)
      select ${conversation.id}::integer, ${senderProfileId}::integer, ${senderUserId}::integer, ${body}::text, ${clientId}::varchar
      from balance where balance.credits >= ${price}::integer
      on conflict do nothing
      returning id, created_at
    ), debit as (
      insert into credit_entries (user_id, amount, kind, reference)
      select ${senderUserId}::integer, -${price}::integer, 'message', 'message:' || stored.id from stored where ${price}::integer > 0
      returning id
    ), listed as (
      -- (Data-modifying parts run whether or not the final select reads them.)
      update conversations set last_message_id = stored.id, last_message_at = stored.created_at from stored
      where conversations.id = ${conversation.id}::integer and coalesce(conversations.last_message_id, 0) < stored.id
      returning conversations.id
    ), marked as (
      -- Both lists show the conversation again; the sender has read their own message.
      update conversation_reads set listed = true, last_read_message_id = case
        when conversation_reads.profile_id = ${senderProfileId}::integer then greatest(conversation_reads.last_read_message_id, stored.id)
        else conversation_reads.last_read_message_id end
      from stored where conversation_reads.conversation_id = ${conversation.id}::integer
      returning conversation_reads.profile_id
    )
    select balance.credits, stored.id, stored.created_at,
      case when stored.id is null then null else pg_notify(${LIVE_CHANNEL}, json_build_object(
        'to', json_build_array(${conversation.lowProfileId}::integer, ${conversation.highProfileId}::integer),
        'event', json_build_object(
          'type', 'message',
          'conversation', ${conversation.id}::integer,
          'message', json_build_object(
            'id', stored.id,
            'sender_profile', ${senderProfileId}::integer,
            'text', ${body}::text,
            'created_at', to_char(stored.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            'client_id', ${clientId}::varchar)))::text) end as notified
    from balance left join stored on true`);
  const [answer] = rowsOf<{ credits: number; id: number | null; created_at: Date | string | null }>(result);
  const credits = Number(answer!.credits);
  if (answer!.id === null) return { credits, row: null };
  return {
    credits,
    row: {
      id: Number(answer!.id),
      conversationId: conversation.id,
      senderProfileId,
      senderUserId,
      body,
      clientId,
      createdAt: new Date(answer!.created_at!),
    },
  };
}

export type SendInput = {
  conversationId: number;
  text: string;
  clientId?: string | null;
  /** Credits this message costs the sender: `messagePrice(site, chargeCountry).credits`, what the composer showed. */
  priceCredits: number;
};

/** A send's answer: the message, and the sender's balance after it (what the composer and the header show). */
export type SentMessage = { message: ChatMessage; credits: number };

/**
 * Stores a message, debiting its price (`input.priceCredits`) in the same transaction (InsufficientCreditsError,
 * and nothing stored, when the balance is short), and tells both participants at once (live event on commit); members on the
 * partner's side get a notification, and a push when no stream of theirs is open. A retried
 * send with the same `clientId` answers the stored message and changes nothing. The balance comes from the debit;
 * only a retry (nothing debited) reads it.
 */
export async function sendMessage(
  db: Database,
  site: Site,
  user: Participant & Pick<SessionUser, "status">,
  input: SendInput,
): Promise<SentMessage> {
  // A member who has not confirmed their address is invisible to others: a message from them would cost credits and
  // reach a partner who cannot see who wrote (decision 058).
  if (user.status !== "active") throw new ChatError("not_activated", "Confirm your e-mail address before you send messages.");
  return sendAs(db, site, { profileId: user.profileId, userId: user.id }, input);
}

/**
 * A pool profile's answer, written by a chat operator in the back office (decision 073): stored, delivered live, noted
 * and pushed like any member's message, but charged to no one (a pool profile has no account).
 */
export async function sendAsPoolProfile(
  db: Database,
  site: Site,
  profileId: number,
  input: Omit<SendInput, "priceCredits">,
): Promise<ChatMessage> {
  return (await sendAs(db, site, { profileId, userId: null }, { ...input, priceCredits: 0 })).message;
}

async function sendAs(
  db: Database,
  site: Site,
  sender: { profileId: number; userId: number | null },
  input: SendInput,
): Promise<SentMessage> {
  const user = { id: sender.userId ?? 0, profileId: sender.profileId };
  // A blocked pair's conversation does not open (404); a send in it is refused with its own answer, before anything
  // is stored or charged (decision 083). The check runs only on that failure: a normal send costs no query more.
  const { conversation, partnerProfileId } = await openConversation(db, site, user, input.conversationId).catch((error: unknown) =>
    refuseIfBlocked(db, user, input.conversationId, error),
  );
  const clientId = input.clientId ?? null;
  const retried = async (existing: typeof messages.$inferSelect) => ({
    message: toChatMessage(existing, user.profileId),
    credits: sender.userId === null ? 0 : await balanceOf(db, sender.userId),
  });
  if (clientId) {
    const existing = await findByClientId(db, user.profileId, clientId);
    if (existing) return retried(existing);
  }
  const price = sender.userId === null ? 0 : input.priceCredits;
  if (sender.userId !== null && (!Number.isSafeInteger(price) || price <= 0)) {
    throw new RangeError(`A message's price must be a positive whole number of credits, got ${price}`);
  }
  const sent = await db.transaction(async (tx) => {
    // The payer's row first (the ledger's lock, decision 032): every other write of theirs waits, and the statement
    // after it counts the balance afresh. Rows that reference other members come only after it, so two members
    // writing to each other at once never wait on each other in a cycle.
    if (sender.userId !== null) await lockMember(tx, sender.userId);
    return storePaidMessage(tx, {
      conversation,
      senderProfileId: user.profileId,
      senderUserId: sender.userId,
      body: input.text,
      clientId,
      price,
    });
  });
  if (!sent.row) {
    if (sent.credits < price) throw new InsufficientCreditsError(sent.credits, price);
    // A concurrent retry with the same client id stored it first: answer that one, nothing was charged twice.
    return retried((await findByClientId(db, user.profileId, clientId!))!);
  }
  sent.credits = sender.userId === null ? 0 : sent.credits - price;
  const { row: stored, credits } = sent;
  // After the commit (the live event is already out): the partner's accounts get a notification row, and a push
  // when none of their streams is open. Outside the transaction: a notification row locks the recipient's account
  // row (foreign key), which inside it could wait in a cycle with the recipient's own send.
  const recipients = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into notifications (user_id, kind, profile_id, conversation_id)
      select users.id, 'message', ${user.profileId}::integer, ${conversation.id}::integer from users
      where users.profile_id = ${partnerProfileId}::integer and users.status = 'active'
      returning user_id as id`),
  );
  if (recipients.length) {
    // After the answer: a slow push service never slows the sender.
    runInBackground(
      pushMessageToRecipients(db, {
        recipientUserIds: recipients.map((r) => r.id),
        senderProfileId: user.profileId,
        conversationId: conversation.id,
        text: stored.body,
      }).catch((error: unknown) => logError("message push failed", error)),
    );
    // And an e-mail to those who are away, once a day per conversation (decision 084).
    scheduleMessageAlerts(db, {
      recipientUserIds: recipients.map((r) => r.id),
      senderProfileId: user.profileId,
      conversationId: conversation.id,
    });
  }
  return { message: toChatMessage(stored, user.profileId), credits };
}

async function findByClientId(db: Database, senderProfileId: number, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderProfileId, senderProfileId), eq(messages.clientId, clientId)))
    .orderBy(asc(messages.id))
    .limit(1);
  return row;
}
