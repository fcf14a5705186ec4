import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { getDb, openDatabase } from "#app/.server/db/client.server.ts";
import { KEPT_READ_MAX_AGE_ON_POSTGRES_MS, type SharedWriteCount, WRITES_CHANNEL } from "#app/.server/db/shared-writes.server.ts";
import { queriesSoFar } from "#app/.server/db/query-count.server.ts";
import { mayChangeKeptReads, writeCountOf } from "#app/.server/db/single-writer.server.ts";
import { memberBlocks, profiles, sessions, users } from "#app/.server/db/schema.ts";
import { balanceOf, creditCredits } from "#app/.server/credits/ledger.server.ts";
import {
  getSessionUser,
  KEPT_SESSION_READS,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
  sessionIdOf,
} from "#app/.server/accounts/session.server.ts";
import { memberProfileOf } from "#app/.server/accounts/member-read.server.ts";
import { startConversation } from "#app/.server/chat/conversations.server.ts";
import { openPresence } from "#app/.server/chat/live.server.ts";
import { sendMessage } from "#app/.server/chat/messages.server.ts";
import { consumeRateLimit } from "#app/.server/security/rate-limit.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles } from "#tests/support/factories.ts";
import { siteById } from "#tests/support/sites.ts";

const classicSite = siteById("classic");

/**
 * Session reads (docs/decisions/137) and `/profile`'s own lists (docs/decisions/141) kept between requests: a read
 * stands until anything is written, and member pages that only read keep it. On PostgreSQL (docs/decisions/142) the
 * other processes' writes count too, announced with a notice.
 */
const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);

describe("which statements count as writes", () => {
  it("plain reads do not; anything that may change data does", () => {
    const reads = [
      `select "id", "updated_at", "deleted_at" from "users" where "users"."id" = $1 limit $2`,
      `select coalesce(sum("amount"), 0)::integer from "credit_entries" where "user_id" = $1`,
      `with page as (select "id" from "profiles" order by "id" limit 20) select count(*) from page`,
      `select 'delete from users' as text, json_agg(json_build_object('id', "id")) from "profile_images"`,
      `(select "id" from "likes") union (select "id" from "likes")`,
    ];
    const writes = [
      `insert into "likes" ("from", "to") values ($1, $2)`,
      `update "users" set "credits" = 1`,
      `delete from "sessions" where "id_hash" = $1`,
      `with gone as (delete from "sessions" returning 1) select count(*) from gone`,
      `select sent.out_credits from (select 1) as openable cross join lateral send_paid_message(1, 2) as sent`,
      `select pg_advisory_lock(7)`,
      `select "id" from "users" where "id" = $1 for update`,
      `notify live, 'x'`,
      `begin`,
      `select nextval('seq')`,
    ];
    for (const text of reads) expect(mayChangeKeptReads(text), text).toBe(false);
    for (const text of writes) expect(mayChangeKeptReads(text), text).toBe(true);
  });

  it("a write to a table no kept read reads does not (rate limits, live streams), unless it may write elsewhere too", () => {
    const unkept = [
      `insert into "rate_limits" ("key", "points", "expire") values ($1::text, $2::integer, $3::timestamptz) on conflict ("key") do update set "points" = case when "rate_limits"."expire" <= $4::timestamptz then $5::integer else "rate_limits"."points" + $6::integer end returning "points", "expire"`,
      `insert into "live_connections" ("id", "user_id", "session_id", "seen_at") values ($1, $2, $3, default)`,
      `update "live_connections" set "seen_at" = $1 where "live_connections"."id" in ($2, $3)`,
      `delete from "live_connections" where "live_connections"."seen_at" < $1`,
      `delete from "rate_limits" where "expire" < now()`,
    ];
    const counted = [
      `insert into "rate_limits" ("key") values ($1); delete from "users"`,
      `insert into "rate_limits" ("key", "points") select 'k', send_paid_message(1, 2)`,
      `with gone as (delete from "users" returning 1) insert into "rate_limits" ("key") select 'k' from gone`,
      `update "live_connections" set "seen_at" = now() where "id" = (select setval('seq', 1))`,
      `insert into "rate_limits_archive" ("key") values ($1)`,
      `update "users" set "credits" = 1 where "id" in (select "user_id" from "live_connections")`,
      `delete from "sessions" where "id_hash" = $1`,
    ];
    for (const text of unkept) expect(mayChangeKeptReads(text), text).toBe(false);
    for (const text of counted) expect(mayChangeKeptReads(text), text).toBe(true);
  });
});

describe.runIf(process.env.TEST_POSTGRES_URL !== undefined)("on PostgreSQL, where other processes write too (decision 142)", () => {
  const waitFor = async (check: () => boolean | Promise<boolean>, what: string) => {
    for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((r) => setTimeout(r, 20))) {
      if (await check()) return;
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const statementsOf = async (read: () => Promise<unknown>) => {
    const before = queriesSoFar();
    await read();
    return queriesSoFar() - before;
  };

  it("another process's write ends a kept read as soon as its notice arrives", async () => {
    const db = await getDb();
    const member = await createLoggedInMember({ email: "kept-other-process@example.com", credits: 20 });
    const read = () => getSessionUser(db, tokenOf(member.cookie), "classic", { withMember: true });
    await read();
    expect(await statementsOf(read), "kept").toBe(0);
    // A second process on the same database: its own pools, its own write count, its own notices.
    const other = await openDatabase(process.env.DATABASE_URL);
    try {
      await creditCredits(other.db, {
        userId: member.userId,
        amount: 5,
        kind: "purchase",
        reference: "other",
        idempotencyKey: "kept-other-1",
      });
      await waitFor(async () => (await read())!.credits === 25, "the other process's credit to show");
      await other.db.update(profiles).set({ name: "Renamed Elsewhere" }).where(eq(profiles.id, member.profileId));
      await waitFor(async () => (await memberProfileOf(db, (await read())!))!.profile.name === "Renamed Elsewhere", "the rename");
      // Logged out through the other process: the stolen cookie stops working here too.
      await other.db.delete(sessions).where(eq(sessions.userId, member.userId));
      await waitFor(async () => (await read()) === null, "the logout");
    } finally {
      await other.close();
    }
    // This process's own write is seen at once, without waiting for a notice.
    const again = await createLoggedInMember({ email: "kept-own-write@example.com", credits: 20 });
    const own = () => getSessionUser(db, tokenOf(again.cookie), "classic");
    await own();
    expect(await statementsOf(own)).toBe(0);
    await creditCredits(db, { userId: again.userId, amount: 1, kind: "purchase", reference: "own", idempotencyKey: "kept-own-1" });
    expect((await own())!.credits).toBe(21);
  });

  it("a chat message's send announces itself in its own call: no notice after it, and the others hear it", async () => {
    const db = await getDb();
    const member = await createLoggedInMember({ email: "kept-send-notice@example.com", credits: 20 });
    const [pool] = await createProfiles([{ name: "Kept Pool Partner" }]);
    const read = () => getSessionUser(db, tokenOf(member.cookie), "classic");
    await read();
    expect(await statementsOf(read), "kept").toBe(0);
    const other = await openDatabase(process.env.DATABASE_URL);
    try {
      const otherWrites = writeCountOf(other.db) as SharedWriteCount;
      await waitFor(() => otherWrites.listening, "the other process to listen");
      const writer = { id: member.userId, profileId: member.profileId, status: "active" as const };
      const heard = writeCountOf(db)!.value;
      const conversation = await startConversation(other.db, classicSite, writer, pool!.id);
      // The conversation's notice is heard here, and the read kept again after it.
      await waitFor(() => writeCountOf(db)!.value !== heard && otherWrites.announced!() === undefined, "the conversation's notice");
      await read();
      expect(await statementsOf(read), "kept again").toBe(0);
      await sendMessage(other.db, classicSite, writer, { conversationId: conversation.id, text: "announced", priceCredits: 3 });
      expect(otherWrites.announced!(), "a notice queued after the send").toBeUndefined();
      await waitFor(async () => (await read())!.credits === 17, "the send's debit to show here");
    } finally {
      await other.close();
    }
  });

  it("keeps nothing while it cannot hear the others, and keeps again once it listens", async () => {
    const db = await getDb();
    const writes = writeCountOf(db) as SharedWriteCount;
    const { cookie } = await createLoggedInMember({ email: "kept-deaf@example.com" });
    const read = () => getSessionUser(db, tokenOf(cookie), "classic");
    await waitFor(() => writes.listening, "listening");
    await read();
    expect(await statementsOf(read)).toBe(0);
    // The listening connection drops (a restart of the server, a network fault).
    const other = await openDatabase(process.env.DATABASE_URL);
    try {
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen ${WRITES_CHANNEL}' and pid <> pg_backend_pid()`,
      );
    } finally {
      await other.close();
    }
    await waitFor(() => !writes.listening, "the listener to notice");
    expect(await statementsOf(read), "read while deaf").toBe(1);
    expect(await statementsOf(read), "not kept while deaf").toBe(1);
    await waitFor(() => writes.listening, "listening again");
    await read();
    expect(await statementsOf(read), "kept again").toBe(0);
  });

  it(`keeps a read at most ${KEPT_READ_MAX_AGE_ON_POSTGRES_MS / 1000} s, for writes that send no notice`, async () => {
    const db = await getDb();
    const { cookie } = await createLoggedInMember({ email: "kept-max-age@example.com" });
    const read = () => getSessionUser(db, tokenOf(cookie), "classic");
    await read();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(Date.now() + KEPT_READ_MAX_AGE_ON_POSTGRES_MS - 1_000));
      expect(await statementsOf(read)).toBe(0);
      vi.setSystemTime(new Date(Date.now() + 2_000));
      expect(await statementsOf(read)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("kept session reads, on either database", () => {
  let cookie = "";
  let userId = 0;
  let profileId = 0;
  let partnerId = 0;

  beforeAll(async () => {
    const member = await createLoggedInMember({ email: "kept-session@example.com", credits: 50 });
    ({ cookie, userId, profileId } = member);
    [{ id: partnerId }] = (await createProfiles([{ name: "Kept Partner" }])) as [{ id: number }];
  });
  afterEach(() => vi.useRealTimers());

  async function statementsOf(path: string) {
    const before = queriesSoFar();
    const response = await appRequest(path, { cookie });
    await response.text();
    return { status: response.status, statements: queriesSoFar() - before };
  }

  it("a member's next page reads no session; browsing pages writes nothing, so the read stays kept", async () => {
    const db = await getDb();
    const writes = writeCountOf(db)!;
    expect(writes).toBeDefined();
    // Warm: a process's first request stores its secrets (a write), so the read it made is not kept; the next one is.
    await statementsOf("/likes");
    await statementsOf("/likes");
    const at = writes.value;
    const cold = await statementsOf("/likes");
    expect(cold.status).toBe(200);
    // /likes: its two lists in one statement; the session with the member came from the kept read.
    expect(cold.statements).toBe(1);
    for (const path of ["/", `/members/${partnerId}`, "/chats", "/profile", "/likes"]) {
      expect((await statementsOf(path)).status, path).toBe(200);
    }
    expect(writes.value, "a member page's reads moved the write count").toBe(at);
  });

  it("a rate limit's count and a live stream's presence move no write count: the reads stay kept", async () => {
    const db = await getDb();
    const writes = writeCountOf(db)!;
    await statementsOf("/likes");
    const at = writes.value;
    expect((await consumeRateLimit("message", String(userId))).allowed).toBe(true);
    const close = await openPresence(db, userId, sessionIdOf(tokenOf(cookie)));
    await close();
    expect(writes.value, "the write count").toBe(at);
    expect((await statementsOf("/likes")).statements, "/likes's lists; the session still kept").toBe(1);
  });

  it("a write in between is seen at once: credits, the profile, a ban", async () => {
    const db = await getDb();
    const token = tokenOf(cookie);
    const first = await getSessionUser(db, token, "classic", { withMember: true });
    expect(first!.credits).toBe(50);
    const before = queriesSoFar();
    expect((await getSessionUser(db, token, "classic", { withMember: true }))!.credits).toBe(50);
    expect(queriesSoFar() - before, "kept: no statement").toBe(0);

    await creditCredits(db, { userId, amount: 7, kind: "purchase", reference: "kept-test", idempotencyKey: "kept-test-1" });
    expect((await getSessionUser(db, token, "classic", { withMember: true }))!.credits).toBe(57);

    await db.update(profiles).set({ name: "Renamed Kept" }).where(eq(profiles.id, profileId));
    const renamed = await getSessionUser(db, token, "classic", { withMember: true });
    expect((await memberProfileOf(db, renamed!))!.profile.name).toBe("Renamed Kept");

    await db.update(users).set({ status: "banned" }).where(eq(users.id, userId));
    expect(await getSessionUser(db, token, "classic", { withMember: true })).toBeNull();
    await db.update(users).set({ status: "active" }).where(eq(users.id, userId));
    expect(await getSessionUser(db, token, "classic", { withMember: true })).not.toBeNull();
  });

  it("a read that a write overtakes is not kept", async () => {
    const db = await getDb();
    const token = tokenOf(cookie);
    await getSessionUser(db, token, "classic");
    // Both start together: PGlite runs them one after the other, PostgreSQL side by side.
    const [, read] = await Promise.all([
      creditCredits(db, { userId, amount: 3, kind: "purchase", reference: "kept-race", idempotencyKey: "kept-race-1" }),
      getSessionUser(db, token, "classic").then(() => getSessionUser(db, token, "classic")),
    ]);
    expect(read).not.toBeNull();
    const after = await getSessionUser(db, token, "classic");
    expect(after!.credits).toBe(await balanceOf(db, userId));
  });

  it("logging out ends the kept read: the stolen cookie gets the login page", async () => {
    const other = await createLoggedInMember({ email: "kept-logout@example.com" });
    expect((await appRequest("/likes", { cookie: other.cookie })).status).toBe(200);
    expect((await appRequest("/likes", { cookie: other.cookie })).status).toBe(200);
    const out = await appRequest("/api/logout.php", { cookie: other.cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(await out.text()).toBe("done");
    const stolen = await appRequest("/likes", { cookie: other.cookie });
    expect(stolen.status).toBe(302);
    expect(stolen.headers.get("location")).toMatch(/\/login/);
  });

  it("guessed cookies are read every time and push no member's read out", async () => {
    const db = await getDb();
    const token = tokenOf(cookie);
    await getSessionUser(db, token, "classic");
    for (let guess = 0; guess <= KEPT_SESSION_READS; guess++) {
      const before = queriesSoFar();
      expect(await getSessionUser(db, `guessed-${guess}`, "classic")).toBeNull();
      if (guess < 2) expect(queriesSoFar() - before, "an unknown session is not kept").toBe(1);
    }
    const before = queriesSoFar();
    expect(await getSessionUser(db, token, "classic")).not.toBeNull();
    expect(queriesSoFar() - before, "the member's read is still kept").toBe(0);
  });

  it("a kept read runs out with its session, with nothing written", async () => {
    const db = await getDb();
    const other = await createLoggedInMember({ email: "kept-expiry@example.com" });
    const token = tokenOf(other.cookie);
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, other.userId));
    expect(await getSessionUser(db, token, "classic")).not.toBeNull();
    const writesAt = writeCountOf(db)!.value;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(session!.expiresAt.getTime() + 1000));
    expect(await getSessionUser(db, token, "classic")).toBeNull();
    vi.setSystemTime(new Date(session!.createdAt.getTime() + SESSION_MAX_AGE_MS + 1000));
    expect(await getSessionUser(db, token, "classic")).toBeNull();
    expect(writeCountOf(db)!.value).toBe(writesAt);
  });

  it("/profile's own lists are kept too (decision 141): a block shows at once, and a minute is the most they stand", async () => {
    const db = await getDb();
    await statementsOf("/profile");
    const warm = await statementsOf("/profile");
    expect(warm.status).toBe(200);
    expect(warm.statements, "the session and the lists kept").toBe(0);

    await db.insert(memberBlocks).values({ blockerUserId: userId, blockerProfileId: profileId, blockedProfileId: partnerId });
    const blocked = await appRequest("/profile", { cookie });
    expect(await blocked.text()).toContain("Kept Partner");
    await db.delete(memberBlocks).where(eq(memberBlocks.blockerUserId, userId));
    expect(await (await appRequest("/profile", { cookie })).text()).not.toContain("Kept Partner");

    // Nothing written for a minute: the lists are read again (an e-mail change may have run out), the session stays kept.
    await statementsOf("/profile");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 20_000));
    expect((await statementsOf("/profile")).statements).toBe(0);
    vi.setSystemTime(new Date(Date.now() + 41_000));
    // On PostgreSQL the session is read again too: no read is kept there longer than 30 s.
    expect((await statementsOf("/profile")).statements).toBe(writeCountOf(db)!.maxAgeMs === undefined ? 1 : 2);
  });

  it("a conversation's page is kept too: read again with nothing written, it reads nothing; a message shows at once", async () => {
    const json = (body: unknown) => ({
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/json", "X-Client-IP": "81.2.69.160" },
      body: JSON.stringify(body),
    });
    const { id } = (await (await appRequest(`/api/chat.php?profile=${partnerId}`, { cookie })).json()) as { id: number };
    expect((await appRequest("/api/messages.php", json({ conversation: id, text: "first kept line" }))).status).toBe(201);
    await statementsOf(`/chats/${id}`);
    const warm = await statementsOf(`/chats/${id}`);
    expect(warm.status).toBe(200);
    expect(warm.statements, "the session and the conversation kept").toBe(0);
    expect((await appRequest("/api/messages.php", json({ conversation: id, text: "second kept line" }))).status).toBe(201);
    const page = await (await appRequest(`/chats/${id}`, { cookie })).text();
    expect(page).toContain("first kept line");
    expect(page).toContain("second kept line");
    // Another member's id for the same conversation number is refused, kept or not.
    const stranger = await createLoggedInMember({ email: "kept-chat-stranger@example.com" });
    expect((await appRequest(`/chats/${id}`, { cookie: stranger.cookie })).status).toBe(404);
  });

  it("kept rows are shared, so they are frozen", async () => {
    const db = await getDb();
    const token = tokenOf(cookie);
    await getSessionUser(db, token, "classic", { withMember: true });
    const kept = await getSessionUser(db, token, "classic", { withMember: true });
    const read = await memberProfileOf(db, kept!);
    expect(() => {
      (read!.profile as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });
});
