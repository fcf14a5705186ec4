import { hashPassword } from "#app/.server/accounts/password.server.ts";
import { createSession } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles, users } from "#app/.server/db/schema.ts";

let counter = 0;

/** A member of one site, with a profile in the shared pool. */
export async function createMember({
  siteId = "classic",
  email = `member${++counter}-${Date.now()}@example.com`,
  password = "correct-horse-battery",
  name = "Alex",
  status = "active" as "active" | "not_confirmed" | "deleted",
  paidUser = false,
  signupDate = new Date(),
} = {}) {
  const db = await getDb();
  const [profile] = await db
    .insert(profiles)
    .values({ name, gender: "male", dateOfBirth: "1990-04-12", country: "GB", city: "Leeds", language: "en" })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ siteId, email, passwordHash: await hashPassword(password), status, profileId: profile!.id, paidUser, signupDate })
    .returning();
  return { user: user!, profile: profile!, email, password };
}

/** A logged-in session cookie for a member, without going through the login form. */
export async function sessionCookieFor(userId: number, siteId = "classic") {
  const { token } = await createSession(await getDb(), userId, siteId, null);
  return `__session=${token}`;
}
