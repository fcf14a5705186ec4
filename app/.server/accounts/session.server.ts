import { createHash, randomBytes } from "node:crypto";
import { and, eq, getTableColumns, gt, inArray, lt, notInArray, or, sql, type SQLWrapper } from "drizzle-orm";
import { balanceSql } from "../credits/ledger.server.ts";
import { clearCookie, COOKIES, readCookie, serializeCookie } from "../http/cookies.server.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { preparedPerDatabase } from "../db/prepared.server.ts";
import { keptUntilWritten } from "../db/single-writer.server.ts";
import { type AccountStatus, memberSearchFilters, profiles, sessions, users } from "../db/schema.ts";
import { memberReadFields, primeMemberRead, toMemberRead } from "./member-read.server.ts";

export const SESSION_COOKIE = COOKIES.session.name;
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sessions used in their last half get their expiry pushed out again (idle lifetime: 30 days)... */
const RENEW_AFTER_MS = SESSION_TTL_MS / 2;
/** ...but never past 90 days after the login (absolute lifetime): a stolen cookie does not live for ever. */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export type SessionUser = {
  id: number;
  siteId: string;
  email: string;
  status: Exclude<AccountStatus, "banned">;
  role: "member" | "staff";
  profileId: number;
  /** `paid_user`: paid by other means, or a premium membership runs (decision 030). */
  paidUser: boolean;
  /** When the premium membership ends (ISO), if the member ever had one. */
  premiumUntil: string | null;
  /** The credit balance (sum of the member's ledger entries) when the request started. */
  credits: number;
  mailprovider: number;
  signupDate: string;
  language: string | null;
  /** The tracking record the member signed up with (decision 035), or null. */
  network: Record<string, string> | null;
  /**
   * The country on the member's profile (read with the session): what a price falls back to when GeoIP cannot place
   * the request (decision 058), so a send or a checkout needs no profile read for it.
   */
  profileCountry: string | null;
};

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A session's id as stored (`sessions.id_hash`): what streams and push subscriptions are tied to; never the cookie itself. */
export function sessionIdOf(token: string): string {
  return hashToken(token);
}

export function readSessionToken(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, COOKIES.session);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function sessionCookie(token: string, expires: Date, secure: boolean) {
  return serializeCookie(COOKIES.session, token, { secure, expires });
}

export function clearSessionCookie(secure: boolean) {
  return clearCookie(COOKIES.session, { secure });
}

/** Starts a session, dropping the one the visitor had (rotation on login). */
export async function createSession(db: Database, userId: number, siteId: string, previousToken: string | null) {
  if (previousToken) await db.delete(sessions).where(eq(sessions.idHash, hashToken(previousToken)));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, siteId, expiresAt });
  return { token, expiresAt };
}

/** The condition on `sessions` of a session still in force: not past its idle or absolute lifetime. */
export function sessionInForce(now: Date) {
  return sessionInForceAt(now, new Date(now.getTime() - SESSION_MAX_AGE_MS));
}

/** sessionInForce with its two times given, as dates or as a prepared statement's placeholders (ISO text). */
function sessionInForceAt(now: Date | SQLWrapper, createdAfter: Date | SQLWrapper) {
  return and(gt(sessions.expiresAt, now), gt(sessions.createdAt, createdAfter));
}

/**
 * Of these session ids (`sessionIdOf`), the ones still in force for an account that is not deleted: what an open
 * live stream re-checks, so a session that expired or ended without a word to this process stops streaming.
 */
export async function liveSessionIds(db: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.idHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.idHash, ids), sessionInForce(new Date()), notInArray(users.status, ["deleted", "banned"])));
  return new Set(rows.map((row) => row.id));
}

/**
 * The two session reads, each built once per database (decision 119): every member request makes one, and building
 * its SQL text each time cost more CPU than the rest of the read on the app's side. Times go in as ISO text.
 */
function buildSessionReads(db: Database) {
  const where = and(
    eq(sessions.idHash, sql.placeholder("idHash")),
    eq(sessions.siteId, sql.placeholder("siteId")),
    sessionInForceAt(sql.placeholder("now"), sql.placeholder("createdAfter")),
  );
  // Every column of the account but its password hash, which no request after the login needs.
  const { passwordHash: _passwordHash, ...accountColumns } = getTableColumns(users);
  const base = {
    session: sessions,
    user: accountColumns,
    credits: balanceSql(users.id),
    profileCountry: sql<
      string | null
    >`(${nested(sql`select ${profiles.country} from ${profiles} where ${profiles.id} = ${users.profileId}`)})`,
  };
  return {
    session: db.select(base).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where).limit(1).prepare("session_read"),
    sessionAndMember: db
      // The profile is joined here: its country needs no subquery.
      .select({ ...base, profileCountry: profiles.country, ...memberReadFields(users.id) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(profiles, eq(profiles.id, users.profileId))
      .leftJoin(memberSearchFilters, eq(memberSearchFilters.userId, users.id))
      .where(where)
      .limit(1)
      .prepare("session_member_read"),
  };
}
const sessionReadsOf = preparedPerDatabase(buildSessionReads);

type SessionRow = {
  session: typeof sessions.$inferSelect;
  user: Omit<typeof users.$inferSelect, "passwordHash">;
  credits: number;
  profileCountry: string | null;
};
type SessionAndMemberRow = SessionRow & Parameters<typeof toMemberRead>[0];

/** How many sessions' reads one process keeps: a few kilobytes each. */
export const KEPT_SESSION_READS = 2_000;

/**
 * Session reads kept between requests until anything is written (decision 137; on PostgreSQL, decision 142): a
 * member's pages follow one another with nothing written in between, and the session read (with the member, on a page)
 * was a third of PGlite's work on them. A kept read stands while the database's write count has not moved since it was
 * read, so a logout, a payment, a debit, a profile edit or anything else written by anyone empties it. The session's
 * times are checked again on each use, as the statement checks them.
 */
const keptSessionRead = keptUntilWritten<SessionRow | undefined>({
  max: KEPT_SESSION_READS,
  inForce: ({ session }, now) => session.expiresAt.getTime() > now && session.createdAt.getTime() > now - SESSION_MAX_AGE_MS,
});

/**
 * The member behind a session cookie on this site, or null when unknown, expired or deleted. With `withMember` (a page
 * request, whose root loader shows the member), the same statement reads the member's profile, photos, saved filters
 * and blocked pairs too, for memberProfileOf to hand out for the rest of the request.
 */
export async function getSessionUser(
  db: Database,
  token: string,
  siteId: string,
  { withMember = false }: { withMember?: boolean } = {},
): Promise<SessionUser | null> {
  const idHash = hashToken(token);
  const now = new Date();
  const key = `${withMember ? "m" : "s"}${siteId}\u0000${idHash}`;
  const row = await keptSessionRead(
    db,
    key,
    async () => {
      const reads = sessionReadsOf(db);
      const values = {
        idHash,
        siteId,
        now: now.toISOString(),
        createdAfter: new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString(),
      };
      const [found] = withMember ? await reads.sessionAndMember.execute(values) : await reads.session.execute(values);
      return found as SessionRow | undefined;
    },
    now.getTime(),
  );
  const member = withMember && row ? toMemberRead(row as SessionAndMemberRow) : undefined;
  // A banned account's sessions are deleted with the ban; refusing it here too covers a session made in between.
  if (!row || row.user.status === "deleted" || row.user.status === "banned") return null;
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_AFTER_MS) {
    const absoluteEnd = row.session.createdAt.getTime() + SESSION_MAX_AGE_MS;
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Math.min(now.getTime() + SESSION_TTL_MS, absoluteEnd)) })
      .where(eq(sessions.idHash, idHash));
  }
  const { user, credits, profileCountry } = row;
  const sessionUser: SessionUser = {
    id: user.id,
    siteId: user.siteId,
    email: user.email,
    status: user.status as SessionUser["status"],
    role: user.role,
    profileId: user.profileId,
    network: user.network ?? null,
    paidUser: user.paidUser || (user.premiumUntil !== null && user.premiumUntil > now),
    premiumUntil: user.premiumUntil?.toISOString() ?? null,
    credits,
    mailprovider: user.mailprovider,
    signupDate: user.signupDate.toISOString(),
    language: user.language,
    profileCountry,
  };
  if (member) primeMemberRead(sessionUser, member);
  return sessionUser;
}

/** Deletes sessions past their idle or absolute lifetime; safe to run from several processes at once. */
export async function purgeExpiredSessions(db: Database, now = new Date()) {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS))));
}

/** How often each app process purges: often enough that the table never holds more than an hour of dead rows. */
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Starts the purge schedule of this process (once at start, then hourly); the timer never keeps the process alive.
 * `purge` is the members' sessions' by default; the back office's staff sessions use the same schedule.
 */
export function scheduleSessionPurge(
  getDatabase: () => Promise<Database>,
  onError: (error: unknown) => void,
  purge: (db: Database) => Promise<void> = purgeExpiredSessions,
) {
  const run = () => getDatabase().then(purge).catch(onError);
  void run();
  const timer = setInterval(run, SESSION_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
