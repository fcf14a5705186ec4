import { and, eq, isNull, ne, or } from "drizzle-orm";
import { publishSessionEnd, type SessionEndNotice } from "../chat/live.server.ts";
import type { Database } from "../db/client.server.ts";
import { liveConnections, pushSubscriptions, sessions } from "../db/schema.ts";
import { sessionIdOf } from "./session.server.ts";

export type SessionsToEnd =
  /** Every session of the member, or every one but the session of `keepToken` (the cookie in use). */
  | { userId: number; keepToken?: string | null }
  /** One session, by its cookie: a logout. */
  | { token: string };

/**
 * THE way a session ends; what lived on it ends with it, in one transaction (decision 060):
 * - the session rows go, so the cookie is refused from the next request on;
 * - the live streams (`/api/events.php`) opened with them close in every app process (a notice on the live
 *   channel, sent on commit), and their presence rows go, so the member's pushes are no longer held back;
 * - their push subscriptions go (for a whole member: all of them), as do subscriptions saved before they were
 *   tied to a session, which cannot be told apart.
 *
 * Use it for every ending:
 * - logout: `endSessions(db, { token })`;
 * - password reset, account deletion, a ban from the back office: `endSessions(db, { userId })`;
 * - password change (other devices out, this one stays): `endSessions(db, { userId, keepToken })`.
 * Pass a transaction as `db` to end the sessions only if the rest of that transaction commits.
 * A session that simply expires needs no call: its streams see it on their periodic re-check, and the hourly
 * purge takes its subscriptions and presence rows with it (foreign keys).
 */
export async function endSessions(db: Database, which: SessionsToEnd): Promise<void> {
  await db.transaction(async (tx) => {
    if ("token" in which) {
      const sessionId = sessionIdOf(which.token);
      const [ended] = await tx.delete(sessions).where(eq(sessions.idHash, sessionId)).returning({ userId: sessions.userId });
      // Subscriptions and presence of the session itself go with its row (ON DELETE CASCADE).
      if (ended) await removeUntied(tx, ended.userId);
      await publishSessionEnd(tx, { sessions: [sessionId] });
      return;
    }
    const { userId, keepToken } = which;
    const keep = keepToken ? sessionIdOf(keepToken) : undefined;
    // Rows tied to no session (saved before) go too: they may be another device's.
    const notKept = (column: typeof pushSubscriptions.sessionId | typeof liveConnections.sessionId) =>
      keep ? or(isNull(column), ne(column, keep)) : undefined;
    await tx.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.idHash, keep) : undefined));
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notKept(pushSubscriptions.sessionId)));
    await tx.delete(liveConnections).where(and(eq(liveConnections.userId, userId), notKept(liveConnections.sessionId)));
    const notice: SessionEndNotice = keep ? { user: userId, except: keep } : { user: userId };
    await publishSessionEnd(tx, notice);
  });
}

/** A member's subscriptions and presence rows that belong to no session (saved before they were tied to one). */
async function removeUntied(tx: Pick<Database, "delete">, userId: number) {
  await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), isNull(pushSubscriptions.sessionId)));
  await tx.delete(liveConnections).where(and(eq(liveConnections.userId, userId), isNull(liveConnections.sessionId)));
}
