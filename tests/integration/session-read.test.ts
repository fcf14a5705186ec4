import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession, getSessionUser, SESSION_MAX_AGE_MS, sessionIdOf } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { sessions, users } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember } from "#tests/support/factories.ts";

/**
 * The session read (built once per database, decision 119) with the request's time as a parameter: a session in
 * force is found, on the site it belongs to only, and one past its idle or its absolute lifetime is not; the
 * statement built on the first read gives the right answer on every later one.
 */
const DAY = 24 * 60 * 60 * 1000;

describe("the session read", () => {
  it("finds a session in force, with and without the member, on its own site only", async () => {
    const db = await getDb();
    const { user } = await createMember();
    const { token } = await createSession(db, user.id, user.siteId, null);
    for (let i = 0; i < 3; i++) {
      const plain = await getSessionUser(db, token, user.siteId);
      expect(plain?.id).toBe(user.id);
      const withMember = await getSessionUser(db, token, user.siteId, { withMember: true });
      expect(withMember?.profileId).toBe(user.profileId);
      expect(await getSessionUser(db, token, user.siteId === "classic" ? "lavish" : "classic")).toBeNull();
    }
  });

  it("does not find a session past its idle lifetime, nor one past its absolute lifetime although renewed", async () => {
    const db = await getDb();
    const { user } = await createMember();
    const idle = await createSession(db, user.id, user.siteId, null);
    const old = await createSession(db, user.id, user.siteId, null);
    const fresh = await createSession(db, user.id, user.siteId, null);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, sessionIdOf(idle.token)));
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - SESSION_MAX_AGE_MS - DAY), expiresAt: new Date(Date.now() + 10 * DAY) })
      .where(eq(sessions.idHash, sessionIdOf(old.token)));
    for (const withMember of [false, true]) {
      expect(await getSessionUser(db, idle.token, user.siteId, { withMember })).toBeNull();
      expect(await getSessionUser(db, old.token, user.siteId, { withMember })).toBeNull();
      expect((await getSessionUser(db, fresh.token, user.siteId, { withMember }))?.id).toBe(user.id);
    }
  });

  it("renews a session in its second half, and a deleted account's session opens nothing", async () => {
    const db = await getDb();
    const { user } = await createMember();
    const { token } = await createSession(db, user.id, user.siteId, null);
    const soon = new Date(Date.now() + 2 * DAY);
    await db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.idHash, sessionIdOf(token)));
    expect((await getSessionUser(db, token, user.siteId, { withMember: true }))?.id).toBe(user.id);
    const [renewed] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, sessionIdOf(token)));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 20 * DAY);

    await db.update(users).set({ status: "deleted" }).where(eq(users.id, user.id));
    expect(await getSessionUser(db, token, user.siteId)).toBeNull();
    const page = await appRequest("/likes", { cookie: `__session=${token}` });
    expect(page.status).toBe(302);
  });
});
