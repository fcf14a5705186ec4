import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createServer as createTcpServer, type AddressInfo } from "node:net";
import ece from "http_ece";
import { afterAll, describe, expect, it, vi } from "vitest";

/** A local push service: records what arrives; answers 201, or 410 for endpoints under /gone/. */
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
const waiters: ((r: Received) => void)[] = [];

// The receiver must be listening, and the app must know it as the tests' push service (decision 055), before the app's modules load.
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const entry = { path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
    received.push(entry);
    waiters.splice(0).forEach((w) => w(entry));
    res.writeHead(req.url?.startsWith("/gone/") ? 410 : 201).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
process.env.TEST_PUSH_SERVICE_ORIGIN = origin;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const { eq } = await import("drizzle-orm");
const { savePushSubscription } = await import("#app/.server/accounts/push.server.ts");
const { getDb } = await import("#app/.server/db/client.server.ts");
const { settleBackgroundWork } = await import("#app/.server/db/background-work.server.ts");
const { likeNotices, notifications, pushSubscriptions } = await import("#app/.server/db/schema.ts");
const { pushPublicKey } = await import("#app/.server/push/vapid.server.ts");
const { siteRegistry } = await import("#app/site/sites.server.ts");
const { appRequest } = await import("#tests/support/app.ts");
const { createLoggedInMember } = await import("#tests/support/factories.ts");
const { sseReader } = await import("#tests/support/sse.ts");

function nextPush(timeoutMs = 5000): Promise<Received> {
  return new Promise((resolve, reject) => {
    waiters.push(resolve);
    setTimeout(() => reject(new Error("no push within the time")), timeoutMs);
  });
}

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authText: auth.toString("base64url") };
}

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

async function chatBetween(a: { cookie: string }, bProfileId: number) {
  const res = await appRequest(`/api/chat.php?profile=${bProfileId}`, { cookie: a.cookie });
  return ((await res.json()) as { id: number }).id;
}

describe("web push", () => {
  it("sends a new message's push, encrypted for the subscription, to a member who is not connected", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 100 });
    const b = await createLoggedInMember({ name: "Bob", country: "GB", credits: 100 });
    const keys = browserKeys();
    await savePushSubscription(
      await getDb(),
      b.userId,
      { endpoint: `${origin}/push/bob`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      "test",
    );
    const id = await chatBetween(a, b.profileId);

    const arriving = nextPush();
    const sent = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: a.cookie,
      ...json({ conversation: id, text: "Hi Bob, are you free tonight?" }),
    });
    expect(sent.status).toBe(201);
    const push = await arriving;

    expect(push.path).toBe("/push/bob");
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    // VAPID: signed with the site's key, whose public half is the push_pub the browser subscribed with.
    const site = siteRegistry.sites.find((s) => s.id === "classic")!;
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${await pushPublicKey(site)}$`));
    const plain = ece.decrypt(push.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.authText });
    expect(JSON.parse(plain.toString("utf8"))).toEqual({
      title: "New message from Ann",
      body: "Hi Bob, are you free tonight?",
      url: `/chats/${id}`,
      tag: `chat-${id}`,
    });
  });

  it("sends no push while the member has a live stream open, and a localized one for a like", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 100 });
    const b = await createLoggedInMember({ name: "Bea", country: "GB", credits: 100 });
    const keys = browserKeys();
    await savePushSubscription(
      await getDb(),
      b.userId,
      { endpoint: `${origin}/push/bea`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      "test",
    );
    const id = await chatBetween(a, b.profileId);

    const controller = new AbortController();
    const stream = await appRequest("/api/events.php", { cookie: b.cookie, signal: controller.signal });
    const events = sseReader(stream.body!);
    await events.next("ready");
    const before = received.length;
    await appRequest("/api/messages.php", { method: "POST", cookie: a.cookie, ...json({ conversation: id, text: "live only" }) });
    await events.next("message");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.slice(before).filter((r) => r.path === "/push/bea")).toEqual([]);
    controller.abort();
    await events.close();
    // The stream's presence row goes with it.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const { users } = await import("#app/.server/db/schema.ts");
    await (await getDb()).update(users).set({ language: "de" }).where(eq(users.id, b.userId));
    const arriving = nextPush();
    await appRequest("/api/likes.php", { method: "POST", cookie: a.cookie, ...json({ profile: b.profileId }) });
    const push = await arriving;
    const payload = JSON.parse(
      ece.decrypt(push.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.authText }).toString("utf8"),
    ) as Record<string, string>;
    expect(payload).toEqual({
      title: "Jemand mag dich",
      body: "Ann mag dein Profil",
      url: `/likes/m/${a.profileId}`,
      tag: `like-${a.profileId}`,
    });
  });

  it("removes a subscription the push service says is gone (410)", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 100 });
    const b = await createLoggedInMember({ country: "GB", credits: 100 });
    const keys = browserKeys();
    const db = await getDb();
    await savePushSubscription(db, b.userId, { endpoint: `${origin}/gone/b`, keys: { p256dh: keys.p256dh, auth: keys.authText } }, "test");
    const id = await chatBetween(a, b.profileId);
    const arriving = nextPush();
    await appRequest("/api/messages.php", { method: "POST", cookie: a.cookie, ...json({ conversation: id, text: "anyone?" }) });
    await arriving;
    await expect.poll(async () => (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.userId))).length).toBe(0);
  });

  it("registers a subscription with POST /api/user.php?push=1 and gives the browser the site's key", async () => {
    const b = await createLoggedInMember({ country: "GB", credits: 100 });
    const keys = browserKeys();
    const res = await appRequest("/api/user.php?push=1", {
      method: "POST",
      cookie: b.cookie,
      ...json({
        subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: keys.p256dh, auth: keys.authText } },
      }),
    });
    expect(res.status).toBe(200);
    const rows = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.userId));
    expect(rows.map((r) => r.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/abc"]);
    const page = await appRequest("/chats.data", { cookie: b.cookie });
    expect(await page.text()).toContain((await pushPublicKey(siteRegistry.sites.find((s) => s.id === "classic")!))!);
  });

  it("refuses to register an endpoint that is not a browser's push service (the security review's request)", async () => {
    const b = await createLoggedInMember({ country: "GB", credits: 100 });
    const db = await getDb();
    for (const endpoint of [
      "https://127.0.0.1:3643/internal/admin?x=1",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:secret@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://push.example.com/send/abc",
    ]) {
      const res = await appRequest("/api/user.php?push=1", {
        method: "POST",
        cookie: b.cookie,
        ...json({
          subscription: {
            endpoint,
            keys: {
              p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
              auth: "tBHItJI5svbpez7KI4CCXg",
            },
          },
        }),
      });
      expect(res.status, endpoint).toBe(400);
      expect(await res.json(), endpoint).toEqual({
        error: { code: "push_service_refused", message: "Notifications can only be delivered through your browser's own push service." },
      });
    }
    // In the member's language, like the API's other errors.
    const german = await appRequest("/api/user.php?push=1", {
      method: "POST",
      cookie: `${b.cookie}; i18n_redirected=de`,
      ...json({ subscription: { endpoint: "https://127.0.0.1:3643/internal/admin?x=1", keys: { p256dh: "BNc", auth: "tBH" } } }),
    });
    expect(german.status).toBe(400);
    expect(((await german.json()) as { error: { message: string } }).error.message).toBe(
      "Benachrichtigungen können nur über den Push-Dienst deines Browsers zugestellt werden.",
    );
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.userId))).toEqual([]);
  });

  it("never contacts a stored endpoint that is not a push service, and drops it", async () => {
    // A row saved before decision 055: the reviewer's internal address, here a listener that counts connections.
    let connections = 0;
    const internal = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 100 });
    const b = await createLoggedInMember({ country: "GB", credits: 100 });
    const db = await getDb();
    const keys = browserKeys();
    await db.insert(pushSubscriptions).values({
      userId: b.userId,
      endpoint: `https://127.0.0.1:${(internal.address() as AddressInfo).port}/internal/admin?x=1`,
      p256dh: keys.p256dh,
      auth: keys.authText,
    });
    await savePushSubscription(
      db,
      b.userId,
      { endpoint: `${origin}/push/b-kept`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      "test",
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    const arriving = nextPush();
    await appRequest("/api/likes.php", { method: "POST", cookie: a.cookie, ...json({ profile: b.profileId }) });
    expect((await arriving).path).toBe("/push/b-kept");
    await settleBackgroundWork();

    expect(connections).toBe(0);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, b.userId));
    expect(rows.map((r) => r.endpoint)).toEqual([`${origin}/push/b-kept`]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(/^push subscription dropped: .*127\.0\.0\.1/);
    expect(String(logged.mock.calls[0]![0])).not.toContain("internal/admin");
    logged.mockRestore();
    await new Promise<void>((resolve) => internal.close(() => resolve()));
  });

  it("tells a member of a like once a day, however often it is taken back and given again", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 100 });
    const b = await createLoggedInMember({ name: "Bob", country: "GB", credits: 100 });
    const db = await getDb();
    const keys = browserKeys();
    await savePushSubscription(
      db,
      b.userId,
      { endpoint: `${origin}/push/liked`, keys: { p256dh: keys.p256dh, auth: keys.authText } },
      "test",
    );
    const like = (method: "POST" | "DELETE") =>
      appRequest("/api/likes.php", { method, cookie: a.cookie, ...json({ profile: b.profileId }) }).then(async (res) => {
        expect(res.status).toBe(200);
        return (await res.json()) as { id: number; did_like_profile: boolean };
      });
    const pushes = () => received.filter((r) => r.path === "/push/liked").length;
    const likeNotifications = async () =>
      (await db.select().from(notifications).where(eq(notifications.userId, b.userId))).filter((n) => n.kind === "like");

    expect(await like("POST")).toEqual({ id: b.profileId, did_like_profile: true });
    for (let i = 0; i < 20; i++) {
      expect(await like("DELETE")).toEqual({ id: b.profileId, did_like_profile: false });
      expect(await like("POST")).toEqual({ id: b.profileId, did_like_profile: true });
    }
    await settleBackgroundWork();
    expect(await likeNotifications()).toHaveLength(1);
    expect(pushes()).toBe(1);
    // The like itself still toggles: Bob sees it, new.
    const likedBy = (await (await appRequest("/api/likes.php", { cookie: b.cookie })).json()) as { liked_by: { id: number }[] };
    expect(likedBy.liked_by.map((p) => p.id)).toEqual([a.profileId]);

    // A day later the same like tells again, once.
    await db
      .update(likeNotices)
      .set({ notifiedAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(likeNotices.userId, a.userId));
    await like("DELETE");
    await like("POST");
    await like("DELETE");
    await like("POST");
    await settleBackgroundWork();
    expect(await likeNotifications()).toHaveLength(2);
    expect(pushes()).toBe(2);
  });
});
