import { hashPassword } from "#app/.server/accounts/password.server.ts";
import { createSession, SESSION_COOKIE } from "#app/.server/accounts/session.server.ts";
import { creditCredits } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles, users } from "#app/.server/db/schema.ts";

const DAY = 86_400_000;
let counter = 0;

/** A moment `days` days ago (fractions allowed), e.g. for `signupDate`. */
export function daysAgo(days: number) {
  return new Date(Date.now() - days * DAY);
}

export type MemberOptions = {
  siteId?: string;
  email?: string;
  password?: string;
  name?: string;
  status?: "active" | "not_confirmed" | "deleted";
  paidUser?: boolean;
  signupDate?: Date;
  gender?: "male" | "female";
  dateOfBirth?: string;
  country?: string | null;
  city?: string;
  /** A starting balance, booked as an opening entry of the credit ledger. */
  credits?: number;
};

/** A member of one site, with a profile in the shared pool, straight in the database (no sign-up flow). */
export async function createMember({
  siteId = "classic",
  email = `member${++counter}-${Date.now()}@example.com`,
  password = "correct-horse-battery",
  name = "Alex",
  status = "active",
  paidUser = false,
  signupDate = new Date(),
  gender = "male",
  dateOfBirth = "1990-04-12",
  country = "GB",
  city = "Leeds",
  credits = 0,
}: MemberOptions = {}) {
  const db = await getDb();
  const [profile] = await db.insert(profiles).values({ name, gender, dateOfBirth, country, city, language: "en" }).returning();
  const [user] = await db
    .insert(users)
    .values({ siteId, email, passwordHash: await hashPassword(password), status, profileId: profile!.id, paidUser, signupDate })
    .returning();
  if (credits > 0) {
    await creditCredits(db, {
      userId: user!.id,
      amount: credits,
      kind: "opening",
      reference: "test",
      idempotencyKey: `opening:${user!.id}`,
    });
  }
  return { user: user!, profile: profile!, email, password };
}

/** A member as `createMember` makes it, logged in: with its ids and a session cookie. */
export async function createLoggedInMember(options: MemberOptions = {}) {
  const member = await createMember(options);
  return {
    ...member,
    userId: member.user.id,
    profileId: member.profile.id,
    cookie: await sessionCookieFor(member.user.id, member.user.siteId),
  };
}

/** A logged-in session cookie for a member, without going through the login form. */
export async function sessionCookieFor(userId: number, siteId = "classic") {
  const { token } = await createSession(await getDb(), userId, siteId, null);
  return `${SESSION_COOKIE}=${token}`;
}

/** Plain pool profiles (no account), e.g. to be liked or found. */
export async function createProfiles(rows: (Partial<typeof profiles.$inferInsert> & { name: string })[]) {
  const db = await getDb();
  return db
    .insert(profiles)
    .values(rows.map((row) => ({ gender: "female" as const, dateOfBirth: "1990-01-01", country: "US", language: "en", ...row })))
    .returning({ id: profiles.id });
}

export type LoggedInMember = Awaited<ReturnType<typeof createLoggedInMember>>;

/** The member the discovery tests search as: in the US, 40-ish, signed up ten days ago (past the days without webcam tiles). */
export const searcherDefaults = {
  country: "US",
  dateOfBirth: "1985-06-15",
  city: "Springfield",
  name: "Tester",
  signupDate: daysAgo(10),
} satisfies MemberOptions;
