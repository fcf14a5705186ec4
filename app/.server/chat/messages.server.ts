import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import { MESSAGE_PAGE_SIZE, type ChatMessage, type MessagePage } from "#app/chat/types.ts";
import type { Site } from "#app/site/registry.ts";
import { InsufficientCreditsError } from "../credits/ledger.server.ts";
import type { Database } from "../db/client.server.ts";
import { messages } from "../db/schema.ts";
import { runInBackground } from "../db/background-work.server.ts";
import { ANNOUNCES_ITS_WRITES, WRITES_CHANNEL } from "../db/shared-writes.server.ts";
import { writeCountOf } from "../db/single-writer.server.ts";
import { prepareSql, preparedPerDatabase, preparedPerSite, type PreparedSql } from "../db/prepared.server.ts";
import { logError } from "../logging/log.server.ts";
import { scheduleMessageAlerts } from "../notifications/message-alerts.server.ts";
import { pushMessageToRecipients } from "../push/push-events.server.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { siteScopeBornBy } from "../profiles/pool.server.ts";
import { refuseIfBlocked } from "../safety/blocks.server.ts";
import { rateLimitAttempt, RateLimitedError, type RateLimitAttempt } from "../security/rate-limit.server.ts";
import { ChatError, openableConversation, openConversation, toChatMessage, type Participant } from "./conversations.server.ts";
import { LIVE_CHANNEL, PRESENCE_TTL_MS } from "./live.server.ts";

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
  const { newest, older } = messagePageStatementsOf(db);
  const rows = await (before ? older : newest).execute({ conversation: conversationId, hiddenUpTo, before, limit: limit + 1 });
  return {
    messages: rows
      .slice(0, limit)
      .reverse()
      .map((row) => toChatMessage(row, user.profileId)),
    has_more: rows.length > limit,
    partner_read_up_to: partnerReadUpTo,
  };
}

/**
 * messagePage's two statements (the newest page, and a page before a message), prepared once per database (decision
 * 128): the conversation, the member's hidden history, the message before which the page ends and the page's size
 * are their values.
 */
const messagePageStatementsOf = preparedPerDatabase((db) => {
  const page = (before: boolean) =>
    db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, sql.placeholder("conversation")),
          // History the member deleted stays hidden for them.
          gt(messages.id, sql.placeholder("hiddenUpTo")),
          before ? lt(messages.id, sql.placeholder("before")) : undefined,
        ),
      )
      .orderBy(desc(messages.id))
      .limit(sql.placeholder("limit"));
  return { newest: page(false).prepare("message_page"), older: page(true).prepare("message_page_before") };
});

/** postgres.js answers rows as an array, PGlite as `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

const placeholder = sql.placeholder;

/**
 * A send's statement for one site, prepared once per database (decisions 121, 124): the conversation the member may
 * write in (openConversation's rule: a participant, a partner the site shows, no block either way), joined to the call
 * of `send_paid_message`, which runs only when that row exists. No row: nothing was stored or charged. On PostgreSQL
 * the call also sends this process's notice of a write (decisions 142, 143), so the statement announces itself.
 */
const sendStatementsOf = preparedPerSite(buildSend);

function buildSend(db: Database, site: Site): PreparedSql {
  const open = openableConversation(db, site, {
    profile: sql`${placeholder("senderProfile")}::integer`,
    conversation: sql`${placeholder("conversation")}::integer`,
    bornBy: sql`${placeholder("bornBy")}::date`,
  });
  return prepareSql(
    db,
    "send_message",
    sql`${sql.raw(ANNOUNCES_ITS_WRITES)} select sent.out_credits as credits, sent.out_message_id as id,
        sent.out_created_at as created_at, sent.out_away as away, sent.out_limited_until as limited_until
      from (${open}) as openable
      cross join lateral send_paid_message(
        openable.id, openable.low_profile_id, openable.high_profile_id,
        ${placeholder("senderProfile")}::integer, ${placeholder("senderUser")}::integer, ${placeholder("body")}::text,
        ${placeholder("clientId")}::varchar, ${placeholder("price")}::integer, ${LIVE_CHANNEL}::text,
        ${WRITES_CHANNEL}::text, ${placeholder("writer")}::text, ${placeholder("seenAfter")}::timestamptz,
        ${placeholder("limitKey")}::text, ${placeholder("limitMax")}::integer, ${placeholder("limitNow")}::timestamptz,
        ${placeholder("limitExpire")}::timestamptz) as sent`,
  );
}

/**
 * Stores a message, takes its price, notes it for the partner and announces it in ONE statement (decisions 111, 121,
 * 124, 143): the conversation's rule joined to a call of `send_paid_message` (migration 0023), which takes the payer's lock
 * (the ledger's, decision 032), then runs one statement for the balance, the message, the debit naming it, both lists'
 * order and read marks and the partner's notification rows, and the live event, which PostgreSQL sends on commit. Each
 * part runs only when its predecessor lets it: no message without the credits, no debit or notification without the
 * message (a retry whose client id is already stored inserts nothing and so pays nothing). The function's statements
 * each take a new snapshot, so the balance is summed after the lock is granted; the statement is its own transaction
 * (no begin and commit round trips, which were most of a send's cost on the app's side). `null`: the member may not
 * write in that conversation. `away`: the partner's accounts that got a notification row and have no live stream open
 * in any process (their push and e-mail alert follow). The call first counts `limit` (the member's message limit),
 * and over it does nothing else (RateLimitedError); on PostgreSQL it also sends this process's notice of the write
 * (decision 143).
 */
async function storePaidMessage(
  db: Database,
  site: Site,
  input: {
    conversationId: number;
    senderProfileId: number;
    senderUserId: number | null;
    body: string;
    clientId: string | null;
    price: number;
    limit: RateLimitAttempt | null;
  },
): Promise<{ credits: number; row: typeof messages.$inferSelect | null; away: number[] } | null> {
  const { conversationId, senderProfileId, senderUserId, body, clientId, price, limit } = input;
  const result = await sendStatementsOf(db)(site).execute({
    conversation: conversationId,
    bornBy: siteScopeBornBy(site),
    senderProfile: senderProfileId,
    senderUser: senderUserId,
    body,
    clientId,
    price,
    writer: writeCountOf(db)?.writer ?? null,
    // A text: postgres.js sends a prepared statement's parameters untyped.
    seenAfter: new Date(Date.now() - PRESENCE_TTL_MS).toISOString(),
    limitKey: limit?.key ?? null,
    limitMax: limit?.max ?? null,
    limitNow: limit?.now ?? null,
    limitExpire: limit?.expire ?? null,
  });
  const [answer] = rowsOf<{
    credits: number;
    id: number | null;
    created_at: Date | string | null;
    away: number[] | null;
    limited_until: Date | string | null;
  }>(result);
  if (!answer) return null;
  if (answer.limited_until !== null) throw new RateLimitedError(new Date(answer.limited_until));
  const credits = Number(answer.credits);
  if (answer.id === null) return { credits, row: null, away: [] };
  return {
    credits,
    away: (answer.away ?? []).map(Number),
    row: {
      id: Number(answer.id),
      conversationId,
      senderProfileId,
      senderUserId,
      body,
      clientId,
      createdAt: new Date(answer.created_at!),
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
 * only a retry (nothing debited) reads it. Each send counts against the member's message limit (`RATE_LIMITS.message`)
 * in the same call; over it, nothing is stored or charged (RateLimitedError).
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
  return sendAs(db, site, { profileId: user.profileId, userId: user.id }, input, rateLimitAttempt("message", String(user.id)));
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
  return (await sendAs(db, site, { profileId, userId: null }, { ...input, priceCredits: 0 }, null)).message;
}

async function sendAs(
  db: Database,
  site: Site,
  sender: { profileId: number; userId: number | null },
  input: SendInput,
  limit: RateLimitAttempt | null,
): Promise<SentMessage> {
  const user = { id: sender.userId ?? 0, profileId: sender.profileId };
  const clientId = input.clientId ?? null;
  const price = sender.userId === null ? 0 : input.priceCredits;
  if (sender.userId !== null && (!Number.isSafeInteger(price) || price <= 0)) {
    throw new RangeError(`A message's price must be a positive whole number of credits, got ${price}`);
  }
  const sent = await storePaidMessage(db, site, {
    conversationId: input.conversationId,
    senderProfileId: user.profileId,
    senderUserId: sender.userId,
    body: input.text,
    clientId,
    price,
    limit,
  });
  if (!sent) {
    // A blocked pair's conversation does not open (404); a send in it is refused with its own answer, before anything
    // is stored or charged (decision 083). The check runs only on that failure: a normal send costs no query more.
    const notFound = new ChatError("conversation_not_found", `There is no conversation ${input.conversationId}.`);
    return refuseIfBlocked(db, user, input.conversationId, notFound);
  }
  if (!sent.row) {
    // Nothing stored: a retry whose client id is stored already (answered as that message, whatever the balance is
    // now: it was paid once), or credits short. The stored one is looked up only here, not before every send.
    const existing = clientId ? await findByClientId(db, user.profileId, clientId) : undefined;
    if (existing) return { message: toChatMessage(existing, user.profileId), credits: sender.userId === null ? 0 : sent.credits };
    if (sent.credits < price) throw new InsufficientCreditsError(sent.credits, price);
    throw new Error(`A send in conversation ${input.conversationId} stored nothing, with the credits for it`);
  }
  sent.credits = sender.userId === null ? 0 : sent.credits - price;
  const { row: stored, credits } = sent;
  // After the commit (the live event is already out): a push to the partner's accounts when none of their streams
  // is open, and an e-mail alert to those away (the send's call found which).
  const { away: awayUserIds } = sent;
  if (awayUserIds.length) {
    // After the answer: a slow push service never slows the sender.
    runInBackground(
      pushMessageToRecipients(db, {
        awayUserIds,
        senderProfileId: user.profileId,
        conversationId: input.conversationId,
        text: stored.body,
      }).catch((error: unknown) => logError("message push failed", error)),
    );
    // And an e-mail to those who are away, once a day per conversation (decision 084).
    scheduleMessageAlerts(db, {
      awayUserIds,
      senderProfileId: user.profileId,
      conversationId: input.conversationId,
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
