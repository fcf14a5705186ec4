import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { MESSAGE_PAGE_SIZE, type ChatMessage, type MessagePage } from "#app/chat/types.ts";
import type { Site } from "#app/site/registry.ts";
import { balanceOf, debitCredits } from "../credits/ledger.server.ts";
import type { Database } from "../db/client.server.ts";
import { conversationReads, conversations, messages, notifications, users } from "../db/schema.ts";
import { runInBackground } from "../db/background-work.server.ts";
import { logError } from "../logging/log.server.ts";
import { scheduleMessageAlerts } from "../notifications/message-alerts.server.ts";
import { pushMessageToRecipients } from "../push/push-events.server.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { refuseIfBlocked } from "../safety/blocks.server.ts";
import { ChatError, openConversation, toChatMessage, type Participant } from "./conversations.server.ts";
import { publishLive } from "./live.server.ts";

/** `GET /api/messages.php`: a page of history, oldest first, before a message id (default: the newest). */
export async function listMessages(
  db: Database,
  site: Site,
  user: Participant,
  conversationId: number,
  { before, limit = MESSAGE_PAGE_SIZE }: { before?: number; limit?: number } = {},
): Promise<MessagePage> {
  const { partnerProfileId, read } = await openConversation(db, site, user, conversationId);
  const [partnerRead] = await db
    .select({ upTo: conversationReads.lastReadMessageId })
    .from(conversationReads)
    .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.profileId, partnerProfileId)));
  return messagePage(db, user, conversationId, {
    hiddenUpTo: read.hiddenUpToMessageId,
    partnerReadUpTo: partnerRead?.upTo ?? 0,
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

class DuplicateSend extends Error {}

/** A fresh message id from the table's sequence (postgres.js answers rows as an array, PGlite as `{ rows }`). */
async function nextMessageId(tx: Pick<Database, "execute">): Promise<number> {
  const result = (await tx.execute(sql`select nextval(pg_get_serial_sequence('messages', 'id'))::integer as id`)) as unknown as
    { id: number }[] | { rows: { id: number }[] };
  const rows = Array.isArray(result) ? result : result.rows;
  return Number(rows[0]!.id);
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
  let sent: { row: typeof messages.$inferSelect; credits: number } | null;
  try {
    sent = await db.transaction(async (tx) => {
      // Lock order (PostgreSQL): the sender's own row first — the ledger's debit takes it FOR UPDATE — and only then
      // rows that reference other members, so two members writing to each other at once never wait on each other
      // in a cycle. The message id is drawn first so the debit can name it.
      const id = await nextMessageId(tx);
      // The message and its price commit together: with too few credits nothing is stored (decision 032).
      const credits =
        sender.userId === null
          ? 0
          : await debitCredits(tx, { userId: sender.userId, amount: input.priceCredits, kind: "message", reference: `message:${id}` });
      const [row] = await tx
        .insert(messages)
        .values({
          id,
          conversationId: conversation.id,
          senderProfileId: user.profileId,
          senderUserId: sender.userId,
          body: input.text,
          clientId,
        })
        .onConflictDoNothing()
        .returning();
      // A concurrent retry with the same client id won: roll the debit back, nothing is charged twice.
      if (!row) throw new DuplicateSend();
      await tx
        .update(conversations)
        .set({ lastMessageId: row.id, lastMessageAt: row.createdAt })
        .where(and(eq(conversations.id, conversation.id), sql`coalesce(${conversations.lastMessageId}, 0) < ${row.id}`));
      // Both lists show the conversation again; the sender has read their own message (one statement: every
      // statement before the commit delays the live event).
      await tx
        .update(conversationReads)
        .set({
          listed: true,
          lastReadMessageId: sql`case when ${conversationReads.profileId} = ${user.profileId} then greatest(${conversationReads.lastReadMessageId}, ${row.id}) else ${conversationReads.lastReadMessageId} end`,
        })
        .where(eq(conversationReads.conversationId, conversation.id));
      await publishLive(tx, [conversation.lowProfileId, conversation.highProfileId], {
        type: "message",
        conversation: conversation.id,
        message: {
          id: row.id,
          sender_profile: row.senderProfileId,
          text: row.body,
          created_at: row.createdAt.toISOString(),
          client_id: row.clientId,
        },
      });
      return { row, credits };
    });
  } catch (error) {
    if (!(error instanceof DuplicateSend)) throw error;
    sent = null;
  }
  if (!sent) return retried((await findByClientId(db, user.profileId, clientId!))!);
  const { row: stored, credits } = sent;
  // After the commit (the live event is already out): the partner's accounts get a notification row, and a push
  // when none of their streams is open. Outside the transaction: a notification row locks the recipient's account
  // row (foreign key), which inside it could wait in a cycle with the recipient's own send.
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profileId, partnerProfileId), eq(users.status, "active")));
  if (recipients.length) {
    await db
      .insert(notifications)
      .values(
        recipients.map((r) => ({ userId: r.id, kind: "message" as const, profileId: user.profileId, conversationId: conversation.id })),
      );
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
