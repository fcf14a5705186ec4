import { createECDH, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { issueToken } from "#app/.server/accounts/tokens.server.ts";
import { connectedUsers, liveListenerCount, SESSION_RECHECK_MS } from "#app/.server/chat/live.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { liveConnections, pushSubscriptions, sessions } from "#app/.server/db/schema.ts";
import { postForm } from "#tests/support/account-life.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, sessionCookieFor } from "#tests/support/factories.ts";
import { sseReader } from "#tests/support/sse.ts";

/**
 * A session's live streams and push subscriptions end with it: logout ends the session's own, a password reset or
 * an account deletion every one of the member's, and a stream whose session expired stops on its own re-check.
 */
type Stream = { events: ReturnType<typeof sseReader>; ended: Promise<boolean>; abort: () => void };

async function openStream(cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const res = await appRequest("/api/events.php", { cookie, signal: controller.signal });
  expect(res.status).toBe(200);
  const [mine, watch] = res.body!.tee();
  const events = sseReader(mine);
  // Resolves true when the server ends the body (not when the test aborts it).
  const ended = (async () => {
    const reader = watch.getReader();
    try {
      while (!(await reader.read()).done);
      return !controller.signal.aborted;
    } catch {
      return false;
    }
  })();
  await events.next("ready");
  return { events, ended, abort: () => controller.abort() };
}

/** True when the stream was closed by the server within the time (it sends `ended` first). */
async function closedByServer(stream: Stream, timeoutMs = 3000): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs));
  if (!(await Promise.race([stream.ended, timeout]))) return false;
  return stream.events.next("ended", 100).then(
    () => true,
    () => false,
  );
}

const sameOrigin = { "Sec-Fetch-Site": "same-origin" };
const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

async function subscribe(cookie: string, name: string) {
  const res = await appRequest("/api/user.php?push=1", {
    method: "POST",
    cookie,
    ...json({ subscription: { endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, keys: browserKeys() } }),
  });
  expect(res.status).toBe(200);
}

async function endpointsOf(userId: number) {
  const rows = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint.split("/").pop()).sort();
}

async function presenceRows(userId: number) {
  return (await getDb()).select().from(liveConnections).where(eq(liveConnections.userId, userId));
}

async function sendMessage(from: { cookie: string }, toProfile: number, text: string) {
  const { id } = (await (await appRequest(`/api/chat.php?profile=${toProfile}`, { cookie: from.cookie })).json()) as { id: number };
  const res = await appRequest("/api/messages.php", { method: "POST", cookie: from.cookie, ...json({ conversation: id, text }) });
  expect(res.status).toBe(201);
}

describe("live streams end with their session", () => {
  it("re-checks its session at least every minute and stops once it expired", async () => {
    expect(SESSION_RECHECK_MS).toBeLessThanOrEqual(60_000);
    const member = await createLoggedInMember({ country: "GB" });
    // Only the interval timers are simulated: the streams' own I/O runs for real.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const stream = await openStream(member.cookie);
      // Expired with no word to the stream (as time does): the database says so, nothing else.
      await (
        await getDb()
      )
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, member.userId));
      expect(await closedByServer(stream, 300)).toBe(false);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await closedByServer(stream)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    await expect.poll(() => presenceRows(member.userId)).toEqual([]);
  });

  it("logout closes the streams of that session only, and the member's pushes are no longer held back", async () => {
    const sender = await createLoggedInMember({ country: "GB", credits: 100 });
    const member = await createLoggedInMember({ country: "GB" });
    const otherDevice = await sessionCookieFor(member.userId);
    const here = await openStream(member.cookie);
    const there = await openStream(otherDevice);
    expect(await connectedUsers(await getDb(), [member.userId])).toEqual(new Set([member.userId]));

    const out = await appRequest("/api/logout.php", { cookie: member.cookie, headers: sameOrigin });
    expect(await out.text()).toBe("done");

    expect(await closedByServer(here)).toBe(true);
    // The other device's stream still delivers.
    await sendMessage(sender, member.profileId, "still here?");
    expect((await there.events.next("message")).data).toMatchObject({ message: { text: "still here?" } });
    there.abort();
    await there.events.close();
    await expect.poll(() => presenceRows(member.userId)).toEqual([]);
    expect(await connectedUsers(await getDb(), [member.userId])).toEqual(new Set());
  });

  it("a password reset closes every stream of the member, and the old cookie opens none", async () => {
    const sender = await createLoggedInMember({ country: "GB", credits: 100 });
    const member = await createLoggedInMember({ country: "GB" });
    const otherDevice = await sessionCookieFor(member.userId);
    const streams = [await openStream(member.cookie), await openStream(otherDevice)];

    const token = await issueToken(await getDb(), member.userId, "password_reset");
    const done = await postForm(`/reset-password/do?token=${token}`, { password: "brand-new-password" });
    expect(done.status).toBe(302);

    for (const stream of streams) expect(await closedByServer(stream)).toBe(true);
    expect(await presenceRows(member.userId)).toEqual([]);
    expect((await appRequest("/api/events.php", { cookie: member.cookie })).status).toBe(403);
    // Nothing the member is sent afterwards reaches the closed streams.
    await sendMessage(sender, member.profileId, "secret after reset");
    for (const stream of streams) expect(stream.events.pending("message")).toEqual([]);
  });

  it("deleting the account closes every stream of the member", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    const otherDevice = await sessionCookieFor(member.userId);
    const streams = [await openStream(member.cookie), await openStream(otherDevice)];
    const res = await postForm("/profile", { intent: "delete-account", currentPassword: member.password }, { cookie: member.cookie });
    expect(res.status).toBe(302);
    for (const stream of streams) expect(await closedByServer(stream)).toBe(true);
    expect(await presenceRows(member.userId)).toEqual([]);
  });

  it("a password change closes the other devices' streams and keeps this one's", async () => {
    const sender = await createLoggedInMember({ country: "GB", credits: 100 });
    const member = await createLoggedInMember({ country: "GB" });
    const otherDevice = await sessionCookieFor(member.userId);
    const here = await openStream(member.cookie);
    const there = await openStream(otherDevice);
    const res = await postForm(
      "/profile",
      { intent: "change-password", currentPassword: member.password, newPassword: "another-password-1" },
      { cookie: member.cookie },
    );
    expect(res.status).toBeLessThan(400);
    expect(await closedByServer(there)).toBe(true);
    await sendMessage(sender, member.profileId, "only here");
    expect((await here.events.next("message")).data).toMatchObject({ message: { text: "only here" } });
    here.abort();
    await here.events.close();
    await expect.poll(() => liveListenerCount()).toBe(0);
  });
});

describe("push subscriptions end with their session", () => {
  it("logout removes the subscription this session saved (and ones tied to no session), not another device's", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    const otherDevice = await sessionCookieFor(member.userId);
    await subscribe(member.cookie, "here");
    await subscribe(otherDevice, "there");
    // Saved before subscriptions belonged to a session: nobody can tell whose browser it is.
    await (
      await getDb()
    )
      .insert(pushSubscriptions)
      .values({ userId: member.userId, endpoint: "https://fcm.googleapis.com/fcm/send/old", ...browserKeys() });
    expect(await endpointsOf(member.userId)).toEqual(["here", "old", "there"]);

    await appRequest("/api/logout.php", { cookie: member.cookie, headers: sameOrigin });
    expect(await endpointsOf(member.userId)).toEqual(["there"]);
  });

  it("a password reset removes every subscription of the member", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    await subscribe(member.cookie, "reset-a");
    await subscribe(await sessionCookieFor(member.userId), "reset-b");
    const token = await issueToken(await getDb(), member.userId, "password_reset");
    expect((await postForm(`/reset-password/do?token=${token}`, { password: "brand-new-password" })).status).toBe(302);
    expect(await endpointsOf(member.userId)).toEqual([]);
  });

  it("account deletion removes every subscription of the member", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    await subscribe(member.cookie, "gone-a");
    await subscribe(await sessionCookieFor(member.userId), "gone-b");
    const res = await postForm("/profile", { intent: "delete-account", currentPassword: member.password }, { cookie: member.cookie });
    expect(res.status).toBe(302);
    expect(await endpointsOf(member.userId)).toEqual([]);
  });

  it("refuses keys no browser makes with a 400 and stores nothing", async () => {
    const member = await createLoggedInMember({ country: "GB" });
    const good = browserKeys();
    const offCurve = Buffer.from(good.p256dh, "base64url");
    offCurve[64]! ^= 1;
    const cases = [
      { p256dh: "a", auth: good.auth },
      { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: good.auth },
      { p256dh: offCurve.toString("base64url"), auth: good.auth },
      { p256dh: Buffer.from(good.p256dh, "base64url").subarray(0, 33).toString("base64url"), auth: good.auth },
      { p256dh: `${good.p256dh}!`, auth: good.auth },
      { p256dh: good.p256dh, auth: "a" },
      { p256dh: good.p256dh, auth: randomBytes(15).toString("base64url") },
      { p256dh: good.p256dh, auth: randomBytes(32).toString("base64url") },
    ];
    for (const keys of cases) {
      const res = await appRequest("/api/user.php?push=1", {
        method: "POST",
        cookie: member.cookie,
        ...json({ subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/bad", keys } }),
      });
      expect(res.status, JSON.stringify(keys)).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: "push_keys_invalid",
          message: "This browser's notification keys are not valid. Turn notifications off and on again.",
        },
      });
    }
    expect(await endpointsOf(member.userId)).toEqual([]);
    // Padded base64url, as some browsers write it, is a browser's key too.
    await appRequest("/api/user.php?push=1", {
      method: "POST",
      cookie: member.cookie,
      ...json({
        subscription: {
          endpoint: "https://fcm.googleapis.com/fcm/send/padded",
          keys: { p256dh: `${good.p256dh}=`, auth: `${good.auth}==` },
        },
      }),
    });
    expect(await endpointsOf(member.userId)).toEqual(["padded"]);
  });
});
