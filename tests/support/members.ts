import { createSession, SESSION_COOKIE } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles, users } from "#app/.server/db/schema.ts";

const DAY = 86_400_000;
let counter = 0;

export type TestMember = { userId: number; profileId: number; cookie: string };

/**
 * A logged-in member straight in the database (no sign-up flow), for tests of
 * the areas that need one: its profile, account and a session cookie.
 */
export async function createMember({
  site = "classic",
  paid = false,
  signupDaysAgo = 10,
  country = "US",
  gender = "male",
  dateOfBirth = "1985-06-15",
  name = "Tester",
}: {
  site?: string;
  paid?: boolean;
  signupDaysAgo?: number;
  country?: string;
  gender?: "male" | "female";
  dateOfBirth?: string;
  name?: string;
} = {}): Promise<TestMember> {
  const db = await getDb();
  counter += 1;
  const [profile] = await db
    .insert(profiles)
    .values({ name, gender, dateOfBirth, country, language: "en", city: "Springfield" })
    .returning({ id: profiles.id });
  const [user] = await db
    .insert(users)
    .values({
      siteId: site,
      email: `member${counter}-${Date.now()}@example.com`,
      passwordHash: "x",
      status: "active",
      profileId: profile!.id,
      paidUser: paid,
      signupDate: new Date(Date.now() - signupDaysAgo * DAY),
    })
    .returning({ id: users.id });
  const { token } = await createSession(db, user!.id, site, null);
  return { userId: user!.id, profileId: profile!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Plain pool profiles (no account), e.g. to be liked or found. */
export async function createProfiles(rows: (Partial<typeof profiles.$inferInsert> & { name: string })[]) {
  const db = await getDb();
  return db
    .insert(profiles)
    .values(rows.map((row) => ({ gender: "female" as const, dateOfBirth: "1990-01-01", country: "US", language: "en", ...row })))
    .returning({ id: profiles.id });
}
