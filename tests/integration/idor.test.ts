import { asc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { conversationReads, likes, messages, notifications, orders, profileImages, profiles } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createFixtures, sessionFor, type Fixtures, type Role } from "#tests/support/authorization-matrix.ts";

/**
 * Insecure direct object references: another member, or a member of another brand naming the owner's ids, can
 * neither read nor change the owner's conversations, messages, photos, orders or likes. Each attempt is refused
 * with a 404 (or 403) and the database holds exactly what it held before.
 */
let fx: Fixtures;
let messageId: number;
beforeAll(async () => {
  fx = await createFixtures();
  const db = await getDb();
  [{ id: messageId }] = (await db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, fx.chatId))) as [
    { id: number },
  ];
});

/** Everything of the owner's (and the chat partner's) that an attempt could change. */
async function ownerState() {
  const db = await getDb();
  const { owner, partner, chatId } = fx;
  return {
    reads: await db
      .select()
      .from(conversationReads)
      .where(eq(conversationReads.conversationId, chatId))
      .orderBy(asc(conversationReads.profileId)),
    messages: await db.select().from(messages).where(eq(messages.conversationId, chatId)).orderBy(asc(messages.id)),
    mainPhoto: (await db.select({ id: profiles.mainImageId }).from(profiles).where(eq(profiles.id, owner.profileId)))[0]?.id,
    photos: await db.select().from(profileImages).where(eq(profileImages.profileId, owner.profileId)).orderBy(asc(profileImages.id)),
    likes: await db.select().from(likes).where(eq(likes.userId, owner.userId)),
    orders: await db.select().from(orders).where(eq(orders.userId, owner.userId)).orderBy(asc(orders.id)),
    notifications: await db
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [owner.userId, partner.userId]))
      .orderBy(asc(notifications.id)),
    balances: [await balanceOf(db, owner.userId), await balanceOf(db, partner.userId)],
  };
}

type Attempt = {
  what: string;
  method?: string;
  path: (fx: Fixtures) => string;
  json?: (fx: Fixtures) => unknown;
  form?: (fx: Fixtures) => Record<string, string>;
};

const ATTEMPTS: Attempt[] = [
  { what: "open the chat page", path: (f) => `/chats/${f.chatId}` },
  { what: "load the chat page's data", path: (f) => `/chats/${f.chatId}.data` },
  { what: "read the messages", path: (f) => `/api/messages.php?conversation=${f.chatId}` },
  { what: "read older messages", path: (f) => `/api/messages.php?conversation=${f.chatId}&before=${messageId + 1}` },
  {
    what: "send into the chat",
    method: "POST",
    path: () => "/api/messages.php",
    json: (f) => ({ conversation: f.chatId, text: "intruder" }),
  },
  { what: "mark the chat read", method: "PUT", path: () => "/api/chat.php", json: (f) => ({ conversation: f.chatId, read: true }) },
  { what: "mark a message read", method: "PUT", path: () => "/api/chat.php", json: (f) => ({ conversation: f.chatId, read: messageId }) },
  { what: "send typing", method: "PUT", path: () => "/api/chat.php", json: (f) => ({ conversation: f.chatId, typing: true }) },
  { what: "delete the chat", method: "DELETE", path: () => "/api/chat.php", json: (f) => ({ conversation: f.chatId }) },
  {
    what: "make a photo the main one",
    method: "POST",
    path: () => "/profile",
    form: (f) => ({ intent: "photo-main", imageId: String(f.imageId) }),
  },
  { what: "delete a photo", method: "POST", path: () => "/profile", form: (f) => ({ intent: "photo-delete", imageId: String(f.imageId) }) },
  { what: "open the order", path: (f) => `/transactions/${f.orderId}` },
  { what: "load the order's data", path: (f) => `/transactions/${f.orderId}.data` },
];

/** Only the other brand: on the owner's own brand the test provider's page is open to whoever has the payment id. */
const OTHER_BRAND_ATTEMPTS: Attempt[] = [
  { what: "open the owner's payment", path: (f) => `/payments/test/${f.paymentId}` },
  { what: "pay the owner's payment", method: "POST", path: (f) => `/payments/test/${f.paymentId}`, form: () => ({ intent: "paid" }) },
  {
    what: "notify the owner's payment",
    method: "POST",
    path: () => "/api/payments/webhook.php?provider=test",
    json: (f) => ({ id: f.paymentId }),
  },
  { what: "start a chat with the owner", path: (f) => `/api/chat.php?profile=${f.owner.profileId}` },
  { what: "like the owner", method: "POST", path: () => "/api/likes.php", json: (f) => ({ profile: f.owner.profileId }) },
  { what: "open the owner's profile", path: (f) => `/members/${f.owner.profileId}` },
];

async function attempt(role: Role, a: Attempt) {
  const { host, cookie } = await sessionFor(role, fx);
  const body = a.json ? JSON.stringify(a.json(fx)) : a.form ? new URLSearchParams(a.form(fx)) : undefined;
  const headers = a.json ? { "Content-Type": "application/json" } : undefined;
  return appRequest(a.path(fx), { host, cookie, method: a.method ?? "GET", headers, body });
}

describe.each(["otherMember", "otherBrand"] as const)("%s naming the owner's objects", (role) => {
  it.each(role === "otherBrand" ? [...ATTEMPTS, ...OTHER_BRAND_ATTEMPTS] : ATTEMPTS)(
    "cannot $what: 404 or 403, nothing changed",
    async (a) => {
      const before = await ownerState();
      const response = await attempt(role, a);
      expect([403, 404], `${a.what}: ${response.status}`).toContain(response.status);
      const text = await response.text();
      // Nothing of the owner's leaks into the refusal.
      expect(text).not.toContain("Hello there");
      expect(text).not.toContain(fx.owner.email);
      expect(await ownerState()).toEqual(before);
    },
  );

  it("does not see the owner's chats or likes in its own lists, and unliking touches only its own likes", async () => {
    const { host, cookie } = await sessionFor(role, fx);
    const before = await ownerState();
    const chats = (await (await appRequest("/api/chats.php", { host, cookie })).json()) as { chats: { conversation: number }[] };
    expect(chats.chats.map((chat) => chat.conversation)).not.toContain(fx.chatId);
    const mine = (await (await appRequest("/api/likes.php", { host, cookie })).json()) as { profiles: { id: number }[] };
    expect(mine.profiles.map((p) => p.id)).not.toContain(fx.partner.profileId);
    // A like is named by the liked profile and always the caller's own: the owner's like of the partner stays.
    const unlike = await appRequest("/api/likes.php", {
      method: "DELETE",
      host,
      cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ profile: fx.partner.profileId }),
    });
    expect(unlike.status).toBeLessThan(500);
    await unlike.body?.cancel();
    expect(await ownerState()).toEqual(before);
  });
});

describe("the same requests from the owner", () => {
  it("do reach the objects (so the refusals above are about who asks)", async () => {
    for (const a of ATTEMPTS.filter((candidate) => !candidate.method)) {
      const response = await attempt("member", a);
      expect(response.status, a.what).toBe(200);
      await response.body?.cancel();
    }
    const before = await ownerState();
    const main = await attempt(
      "member",
      ATTEMPTS.find((a) => a.what === "make a photo the main one")!,
    );
    expect(main.status).toBe(302);
    const after = await ownerState();
    expect(before.mainPhoto).not.toBe(fx.imageId);
    expect(after.mainPhoto).toBe(fx.imageId);
  });
});
