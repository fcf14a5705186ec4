import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openConversationWithPartner } from "#app/.server/chat/conversations.server.ts";
import { listMessages } from "#app/.server/chat/messages.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { conversations, memberBlocks, profiles, users } from "#app/.server/db/schema.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles } from "#tests/support/factories.ts";
import { sseReader } from "#tests/support/sse.ts";
import { siteById } from "#tests/support/sites.ts";

const classic = siteById("classic");

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

type Chat = { conversation: { id: number }; profile: { id: number }; num_unread_messages: number; last_message: { text: string } | null };

async function chats(cookie: string): Promise<Chat[]> {
  const res = await appRequest("/api/chats.php", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { chats: Chat[] }).chats;
}

async function start(cookie: string, profile: number) {
  const res = await appRequest(`/api/chat.php?profile=${profile}`, { cookie });
  return { status: res.status, body: (await res.json()) as { id: number; error?: { code: string } } };
}

async function send(cookie: string, conversation: number, text: string, extra: Record<string, unknown> = {}) {
  const res = await appRequest("/api/messages.php", { method: "POST", cookie, ...json({ conversation, text, ...extra }) });
  return {
    status: res.status,
    body: (await res.json()) as { message: { id: number; text: string; from_me: boolean }; error?: { code: string; message: string } },
  };
}

describe("chat API", () => {
  it("answers 403 to visitors on every chat endpoint", async () => {
    for (const [path, method] of [
      ["/api/chats.php", "GET"],
      ["/api/chat.php?profile=1", "GET"],
      ["/api/chat.php", "DELETE"],
      ["/api/messages.php?conversation=1", "GET"],
      ["/api/messages.php", "POST"],
      ["/api/events.php", "GET"],
    ] as const) {
      const res = await appRequest(path, { method, ...(method === "GET" ? {} : json({ conversation: 1, text: "hi" })) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("starts one conversation per pair, sends, lists with unread counts, reads and pages", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ name: "Bob", country: "US", credits: 1000 });
    const first = await start(a.cookie, b.profileId);
    expect(first.status).toBe(200);
    const again = await start(a.cookie, b.profileId);
    expect(again.body.id).toBe(first.body.id);
    // B starting it from the other side finds the same conversation.
    expect((await start(b.cookie, a.profileId)).body.id).toBe(first.body.id);
    const id = first.body.id;

    const sent = await send(a.cookie, id, "  Hello <b>Bob</b>  ");
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ text: "Hello <b>Bob</b>", from_me: true });

    const bList = await chats(b.cookie);
    expect(bList).toHaveLength(1);
    expect(bList[0]).toMatchObject({ conversation: { id }, profile: { id: a.profileId }, num_unread_messages: 1 });
    expect(bList[0]!.last_message!.text).toBe("Hello <b>Bob</b>");
    expect((await chats(a.cookie))[0]!.num_unread_messages).toBe(0);

    const read = await appRequest("/api/chat.php", { method: "PUT", cookie: b.cookie, ...json({ conversation: id, read: true }) });
    expect(read.status).toBe(200);
    expect((await chats(b.cookie))[0]!.num_unread_messages).toBe(0);
    const history = await appRequest(`/api/messages.php?conversation=${id}`, { cookie: a.cookie });
    expect(((await history.json()) as { partner_read_up_to: number }).partner_read_up_to).toBe(sent.body.message.id);

    for (let i = 0; i < 34; i++) await send(b.cookie, id, `m${i}`);
    const page1 = (await (await appRequest(`/api/messages.php?conversation=${id}`, { cookie: a.cookie })).json()) as {
      messages: { id: number; text: string }[];
      has_more: boolean;
    };
    expect(page1.messages).toHaveLength(30);
    expect(page1.messages.at(-1)!.text).toBe("m33");
    expect(page1.has_more).toBe(true);
    const page2 = (await (
      await appRequest(`/api/messages.php?conversation=${id}&before=${page1.messages[0]!.id}`, { cookie: a.cookie })
    ).json()) as {
      messages: { text: string }[];
      has_more: boolean;
    };
    expect(page2.messages.map((m) => m.text)).toEqual(["Hello <b>Bob</b>", "m0", "m1", "m2", "m3"]);
    expect(page2.has_more).toBe(false);
  });

  it("lets only the two participants read or change a conversation", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const stranger = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    await send(a.cookie, id, "private");
    expect((await appRequest(`/api/messages.php?conversation=${id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await send(stranger.cookie, id, "intrude")).status).toBe(404);
    expect((await appRequest("/api/chat.php", { method: "DELETE", cookie: stranger.cookie, ...json({ conversation: id }) })).status).toBe(
      404,
    );
    expect(
      (await appRequest("/api/chat.php", { method: "PUT", cookie: stranger.cookie, ...json({ conversation: id, read: true }) })).status,
    ).toBe(404);
    expect(await chats(stranger.cookie)).toEqual([]);
  });

  it("chats only with profiles inside the site's scope, never with deleted members or oneself", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const [outside] = await createProfiles([{ name: "Far", country: "DE" }]);
    expect((await start(a.cookie, outside!.id)).status).toBe(404);
    expect((await start(a.cookie, a.profileId)).status).toBe(400);
    expect((await start(a.cookie, 999_999)).status).toBe(404);
    expect((await start(a.cookie, "abc" as unknown as number)).status).toBe(400);

    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    await send(a.cookie, id, "hi");
    await (await getDb()).update(users).set({ status: "deleted" }).where(eq(users.id, b.userId));
    expect((await send(a.cookie, id, "still there?")).status).toBe(404);
    expect(await chats(a.cookie)).toEqual([]);
    // Pool profiles without an account (fictional ones too) are chatted with like any other.
    const [pool] = await createProfiles([{ name: "Pool", country: "GB", fictional: true }]);
    expect((await start(a.cookie, pool!.id)).status).toBe(200);
  });

  // A send's conversation read is prepared once per site (decision 121): the member, the conversation and the day's
  // age bound are its values, so each send still asks about this partner, today.
  it("refuses a send once the partner leaves the site's scope: another country, below its age, a block", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    expect((await send(a.cookie, id, "first")).status).toBe(201);
    const db = await getDb();
    const partner = eq(profiles.id, b.profileId);
    const [{ dateOfBirth } = { dateOfBirth: null }] = await db.select({ dateOfBirth: profiles.dateOfBirth }).from(profiles).where(partner);

    await db.update(profiles).set({ country: "DE" }).where(partner);
    expect((await send(a.cookie, id, "moved?")).status).toBe(404);
    await db.update(profiles).set({ country: "GB" }).where(partner);
    expect((await send(a.cookie, id, "back")).status).toBe(201);

    // The partner's birthday `years` ago, `daysLater` days after today's date (UTC).
    const bornYearsAgo = (years: number, daysLater = 0) => {
      const birthday = new Date();
      birthday.setUTCFullYear(birthday.getUTCFullYear() - years);
      birthday.setUTCDate(birthday.getUTCDate() + daysLater);
      return db
        .update(profiles)
        .set({ dateOfBirth: birthday.toISOString().slice(0, 10) })
        .where(partner);
    };
    // Seventeen since yesterday: below the classic site's age of 18.
    await bornYearsAgo(17, -1);
    expect((await send(a.cookie, id, "too young")).status).toBe(404);
    // Eighteen today: in scope.
    await bornYearsAgo(18);
    expect((await send(a.cookie, id, "of age")).status).toBe(201);
    await db.update(profiles).set({ dateOfBirth }).where(partner);

    // Either side's block hides the conversation from both: the blocker's send is refused.
    await db.insert(memberBlocks).values({ blockerUserId: b.userId, blockerProfileId: b.profileId, blockedProfileId: a.profileId });
    expect((await send(a.cookie, id, "blocked?")).status).toBe(403);
    expect((await send(b.cookie, id, "blocked!")).status).toBe(403);
  });

  it("refuses empty, too long and malformed messages with 400 and a translated text", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    const empty = await send(a.cookie, id, "   ");
    expect(empty.status).toBe(400);
    expect(empty.body.error!.code).toBe("invalid_text");
    const long = await send(a.cookie, id, "x".repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body.error!.message).toMatch(/1000|1,000/);
    expect((await send(a.cookie, id, "ok".repeat(500))).status).toBe(201);
    const bad = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: a.cookie,
      body: "text=hi",
      headers: { "Content-Type": "text/plain" },
    });
    expect(bad.status).toBe(415);
    expect((await appRequest("/api/messages.php?conversation=x", { cookie: a.cookie })).status).toBe(400);
  });

  it("stores a retried send with the same client id once", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    const results = await Promise.all([1, 2, 3].map(() => send(a.cookie, id, "once", { client_id: "outbox-0001" })));
    expect(new Set(results.map((r) => r.body.message.id)).size).toBe(1);
    // Charged once, and every answer carries the balance after that one debit.
    expect(results.map((r) => (r.body as unknown as { credits: number }).credits)).toEqual(
      Array(3).fill(1000 - messagePrice(classic, "GB").credits),
    );
    expect((await chats(b.cookie))[0]!.num_unread_messages).toBe(1);
  });

  it("lists a conversation only from its first message: opening one alone shows in nobody's list", async () => {
    const a = await createLoggedInMember({ name: "Opener", country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ name: "Opened", country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    expect(await chats(a.cookie)).toEqual([]);
    expect(await chats(b.cookie)).toEqual([]);
    const page = await (await appRequest("/chats", { cookie: a.cookie })).text();
    expect(page).not.toContain(`/chats/${id}"`);
    await send(a.cookie, id, "hello");
    expect((await chats(a.cookie)).map((chat) => chat.conversation.id)).toEqual([id]);
    expect((await chats(b.cookie)).map((chat) => chat.conversation.id)).toEqual([id]);
    expect(await (await appRequest("/chats", { cookie: a.cookie })).text()).toContain(`/chats/${id}"`);
  });

  it("refuses another site's page opening a conversation, through the API (JSON 403) and the page (the site's 403 page)", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const crossSite = { "Sec-Fetch-Site": "cross-site" };
    const api = await appRequest(`/api/chat.php?profile=${b.profileId}`, { cookie: a.cookie, headers: crossSite });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: "cross_site_request" } });
    const fromEvil = await appRequest(`/api/chat.php?profile=${b.profileId}`, {
      cookie: a.cookie,
      headers: { Referer: "https://evil.example/page" },
    });
    expect(fromEvil.status).toBe(403);
    const page = await appRequest(`/members/${b.profileId}/chat`, { cookie: a.cookie, headers: crossSite });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toMatch(/data-slot="error-status"[^>]*>403</);
    expect(html).toContain("This request came from another site&#x27;s page and was refused.");
    const db = await getDb();
    const pair = [a.profileId, b.profileId].sort((x, y) => x - y);
    const rows = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.lowProfileId, pair[0]!), eq(conversations.highProfileId, pair[1]!)));
    expect(rows).toEqual([]);
    // From the site's own pages (and typed in the address bar) it works.
    const own = await appRequest(`/members/${b.profileId}/chat`, { cookie: a.cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(302);
    const typed = await appRequest(`/api/chat.php?profile=${b.profileId}`, { cookie: a.cookie, headers: { "Sec-Fetch-Site": "none" } });
    expect(typed.status).toBe(200);
  });

  it("opens a conversation's page with the newest messages the API pages: the same texts, times, more-flag and hidden history", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    const db = await getDb();
    const participant = (member: typeof a) => ({ id: member.userId, profileId: member.profileId });
    const pageOf = async (member: typeof a) => (await openConversationWithPartner(db, classic, participant(member), id)).page;
    const apiPageOf = (member: typeof a) => listMessages(db, classic, participant(member), id);
    expect(await pageOf(a)).toEqual({ messages: [], has_more: false, partner_read_up_to: 0 });

    for (let i = 0; i < 32; i++) await send(i % 2 ? a.cookie : b.cookie, id, `m${i}`);
    await appRequest("/api/chat.php", { method: "PUT", cookie: b.cookie, ...json({ conversation: id, read: true }) });
    for (const member of [a, b]) expect(await pageOf(member)).toEqual(await apiPageOf(member));
    const page = await pageOf(a);
    expect(page.messages.map((message) => message.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 2}`));
    expect(page.messages.map((message) => message.from_me)).toEqual(Array.from({ length: 30 }, (_, i) => i % 2 === 1));
    expect(page.has_more).toBe(true);
    expect(page.partner_read_up_to).toBe(page.messages.at(-1)!.id);

    // History the member deleted stays hidden on the page, as in the API.
    await appRequest("/api/chat.php", { method: "DELETE", cookie: b.cookie, ...json({ conversation: id }) });
    await send(a.cookie, id, "after");
    expect((await pageOf(b)).messages.map((message) => message.text)).toEqual(["after"]);
    expect(await pageOf(b)).toEqual(await apiPageOf(b));
    expect((await pageOf(a)).messages.at(-1)!.text).toBe("after");
  });

  it("deletes a chat for the member only; a new message brings it back without the old history", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    await send(a.cookie, id, "old");
    const del = await appRequest("/api/chat.php", { method: "DELETE", cookie: b.cookie, ...json({ conversation: id }) });
    expect(del.status).toBe(200);
    expect(await chats(b.cookie)).toEqual([]);
    expect(await chats(a.cookie)).toHaveLength(1);
    await send(a.cookie, id, "new");
    const [entry] = await chats(b.cookie);
    expect(entry!.num_unread_messages).toBe(1);
    const page = (await (await appRequest(`/api/messages.php?conversation=${id}`, { cookie: b.cookie })).json()) as {
      messages: { text: string }[];
    };
    expect(page.messages.map((m) => m.text)).toEqual(["new"]);
  });

  it("streams new messages, read receipts and typing to the other participant", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 1000 });
    const b = await createLoggedInMember({ country: "GB", credits: 1000 });
    const { id } = (await start(a.cookie, b.profileId)).body;
    const controller = new AbortController();
    const stream = await appRequest("/api/events.php", { cookie: b.cookie, signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toContain("no-store");
    expect(stream.headers.get("cache-control")).toContain("no-transform");
    const events = sseReader(stream.body!);
    await events.next("ready");

    const sentAt = Date.now();
    const sent = await send(a.cookie, id, "live!");
    const message = await events.next("message");
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(message.data).toMatchObject({
      conversation: id,
      message: { id: sent.body.message.id, text: "live!", sender_profile: a.profileId },
    });
    // The event is written by the database (decision 111): the partner's stream gets exactly what the sender's answer
    // says, quotes, line breaks, emoji and the client id included, with the same timestamp.
    const tricky = 'Say "hi" \\ to\nmy café 😊 </script>';
    const answered = (await appRequest("/api/messages.php", {
      method: "POST",
      cookie: a.cookie,
      ...json({ conversation: id, text: tricky, client_id: "tricky-1" }),
    }).then((res) => res.json())) as {
      message: { id: number; sender_profile: number; text: string; created_at: string; client_id: string };
    };
    const streamed = await events.next("message");
    const { id: messageId, sender_profile, text, created_at, client_id } = answered.message;
    expect(streamed.data).toEqual({
      type: "message",
      conversation: id,
      message: { id: messageId, sender_profile, text, created_at, client_id },
    });
    expect(text).toBe(tricky);
    expect(created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const aStream = await appRequest("/api/events.php", { cookie: a.cookie, signal: controller.signal });
    const aEvents = sseReader(aStream.body!);
    await aEvents.next("ready");
    await appRequest("/api/chat.php", { method: "PUT", cookie: b.cookie, ...json({ conversation: id, typing: true }) });
    await appRequest("/api/chat.php", { method: "PUT", cookie: b.cookie, ...json({ conversation: id, read: true }) });
    expect((await aEvents.next("typing")).data).toMatchObject({ conversation: id, profile: b.profileId });
    expect((await aEvents.next("read")).data).toMatchObject({ conversation: id, profile: b.profileId, up_to: messageId });
    controller.abort();
    await events.close();
    await aEvents.close();
  });
});
