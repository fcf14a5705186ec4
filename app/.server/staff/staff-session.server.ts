import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { clearCookie, COOKIES, readCookie, serializeCookie } from "../http/cookies.server.ts";
import { staff, staffSessions } from "../db/schema.ts";
import { loadStaff, type StaffMember } from "./staff-accounts.server.ts";
import { matchTotp } from "./totp.server.ts";

/** The staff cookie (decision 070; its attributes are declared with every other cookie's). */
export const STAFF_COOKIE = COOKIES.staff.name;
/** A working day: staff log in again the next morning. */
const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Between the password and the code. */
const PENDING_TTL_MS = 10 * 60 * 1000;

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function readStaffToken(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, COOKIES.staff);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function staffCookie(token: string, expires: Date, secure: boolean) {
  return serializeCookie(COOKIES.staff, token, { secure, expires });
}

export function clearStaffCookie(secure: boolean) {
  return clearCookie(COOKIES.staff, { secure });
}

async function newSession(db: Database, staffId: number, verified: boolean) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + (verified ? STAFF_SESSION_TTL_MS : PENDING_TTL_MS));
  await db.insert(staffSessions).values({ idHash: hashToken(token), staffId, verifiedAt: verified ? new Date() : null, expiresAt });
  return { token, expiresAt };
}

/** After the password: a session that only lets its holder enter the TOTP code. */
export async function startPendingStaffSession(db: Database, staffId: number, previousToken: string | null) {
  if (previousToken) await db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(previousToken)));
  return newSession(db, staffId, false);
}

export type StaffSession = { staff: StaffMember; verified: boolean; totp: { secret: string; enrolled: boolean } };

/** The staff member behind a cookie, whether the second factor was passed, or null. */
export async function getStaffSession(db: Database, token: string): Promise<StaffSession | null> {
  const [row] = await db
    .select({ staffId: staffSessions.staffId, verifiedAt: staffSessions.verifiedAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.idHash, hashToken(token)), gt(staffSessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const member = await loadStaff(db, row.staffId);
  if (!member) return null;
  const { totpSecret, totpEnabled, totpLastStep: _lastStep, ...staffMember } = member;
  return { staff: staffMember, verified: row.verifiedAt !== null, totp: { secret: totpSecret, enrolled: totpEnabled } };
}

/**
 * The second step: a right code of the staff member's secret, never one already used, turns the pending session
 * into a new, verified one (a new id: the pending id is dropped). Enrolment is confirmed by the same first code.
 */
export async function completeStaffLogin(db: Database, token: string, code: string) {
  const session = await getStaffSession(db, token);
  if (!session || session.verified) return null;
  const step = matchTotp(session.totp.secret, code);
  if (step === null) return null;
  // Only a step later than the last one used is taken (a conditional update: two tabs with one code, one wins).
  const [taken] = await db
    .update(staff)
    .set({ totpLastStep: step, totpEnabledAt: session.totp.enrolled ? undefined : new Date() })
    .where(and(eq(staff.id, session.staff.id), lt(staff.totpLastStep, step)))
    .returning({ id: staff.id });
  if (!taken) return null;
  await db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(token)));
  return { staff: session.staff, ...(await newSession(db, session.staff.id, true)) };
}

export async function endStaffSession(db: Database, token: string) {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, hashToken(token)));
}

/** Deletes expired staff sessions (run on the member sessions' schedule, app/entry.server.tsx). */
export async function purgeExpiredStaffSessions(db: Database) {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
}
