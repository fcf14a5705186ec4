import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import {
  complaints,
  creditEntries,
  messageAlerts,
  notificationSettings,
  orders,
  pushSubscriptions,
  users,
} from "#app/.server/db/schema.ts";
import { savePushSubscription } from "#app/.server/accounts/push.server.ts";
import { settleBackgroundWork } from "#app/.server/db/background-work.server.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { openPresence } from "#app/.server/chat/live.server.ts";
import { MESSAGE_ALERT_HOURS, sendMessageAlerts } from "#app/.server/notifications/message-alerts.server.ts";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";
import { checkout, chooseOnTestCheckout, postWebhook } from "#tests/support/payments.ts";
import { sessionIdOf } from "#app/.server/accounts/session.server.ts";

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

async function conversationWith(from: LoggedInMember, to: LoggedInMember) {
  const res = await appRequest(`/api/chat.php?profile=${to.profileId}`, { cookie: from.cookie });
  return ((await res.json()) as { id: number }).id;
}

async function send(from: LoggedInMember, conversation: number, text: string) {
  const res = await appRequest("/api/messages.php", { method: "POST", cookie: from.cookie, ...json({ conversation, text }) });
  expect(res.status).toBe(201);
}

async function buyCredits(member: LoggedInMember) {
  const { paymentId } = await checkout(member.cookie, "/credits/2/creditcard");
  await chooseOnTestCheckout(paymentId!, "paid");
  expect((await postWebhook(paymentId!)).status).toBe(200);
}

type Export = {
  account: { id: number; email: string };
  profile: { name: string };
  photos: unknown[];
  messages_sent: { text: string; to_profile: number }[];
  likes_given: { profile: number }[];
  orders: { id: number; status: string; amount: number }[];
  credit_ledger: { kind: string; amount: number }[];
  consents: { message_emails: boolean; terms_and_privacy: { accepted_at: string } };
  reports_made: { profile: number; reason: string }[];
  blocks_made: { profile: number }[];
};

describe("downloading my data", () => {
  it("answers a JSON attachment with the member's own messages, purchases, likes, reports and blocks — nobody else's", async () => {
    const me = await createLoggedInMember({ ...searcherDefaults, name: "Mia Export", email: "mia@example.com", credits: 1000 });
    const other = await createLoggedInMember({ ...searcherDefaults, name: "Otto", email: "otto@example.com", credits: 1000 });
    const third = await createLoggedInMember({ ...searcherDefaults, name: "Tess", credits: 1000 });
    const conversation = await conversationWith(me, other);
    await send(me, conversation, "Mine: hello Otto");
    await send(other, conversation, "Otto's secret reply");
    await buyCredits(me);
    await buyCredits(other);
    await appRequest("/api/likes.php", { method: "POST", cookie: me.cookie, ...json({ profile: other.profileId }) });
    await appRequest(`/members/${third.profileId}/report`, {
      method: "POST",
      cookie: me.cookie,
      ...form({ reason: "fake_profile", block: "on" }),
    });

    const res = await appRequest("/profile/data.json", { cookie: me.cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="classic-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const text = await res.text();
    const data = JSON.parse(text) as Export;
    expect(data.account).toMatchObject({ id: me.userId, email: "mia@example.com" });
    expect(data.profile.name).toBe("Mia Export");
    expect(data.messages_sent).toEqual([expect.objectContaining({ text: "Mine: hello Otto", to_profile: other.profileId })]);
    expect(data.likes_given).toEqual([expect.objectContaining({ profile: other.profileId })]);
    expect(data.orders).toEqual([expect.objectContaining({ status: "paid" })]);
    expect(data.credit_ledger.map((e) => e.kind)).toEqual(expect.arrayContaining(["opening", "message", "purchase"]));
    expect(data.consents).toMatchObject({ message_emails: true, terms_and_privacy: { accepted_at: expect.any(String) } });
    expect(data.reports_made).toEqual([expect.objectContaining({ profile: third.profileId, reason: "fake_profile" })]);
    expect(data.blocks_made).toEqual([expect.objectContaining({ profile: third.profileId })]);
    // Nothing of the others: their words, their address, their orders.
    expect(text).not.toContain("Otto's secret reply");
    expect(text).not.toContain("otto@example.com");
    const db = await getDb();
    const [otherOrder] = await db.select().from(orders).where(eq(orders.userId, other.userId));
    expect(data.orders.map((o) => o.id)).not.toContain(otherOrder!.id);
  });

  it("needs a login and refuses a request from another site's page", async () => {
    const visitor = await appRequest("/profile/data.json");
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toContain("/login");
    const me = await createLoggedInMember();
    const crossSite = await appRequest("/profile/data.json", {
      cookie: me.cookie,
      headers: { "Sec-Fetch-Site": "cross-site", Referer: "https://evil.example/page" },
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("content-disposition")).toBeNull();
    // Another brand's page is another site too.
    const otherBrand = await appRequest("/profile/data.json", {
      cookie: me.cookie,
      headers: { "Sec-Fetch-Site": "same-site", Referer: "http://lavish.localhost/profile" },
    });
    expect(otherBrand.status).toBe(403);
    // Typed into the address bar (no page named): allowed.
    expect((await appRequest("/profile/data.json", { cookie: me.cookie, headers: { "Sec-Fetch-Site": "none" } })).status).toBe(200);
  });
});

describe("deleting my account keeps purchases, anonymised", () => {
  it("keeps orders and ledger rows for the books while the account no longer says who it was", async () => {
    const me = await createLoggedInMember({
      ...searcherDefaults,
      name: "Del Ete",
      email: "delete-me@example.com",
      password: "correct-horse-battery",
    });
    await buyCredits(me);
    const db = await getDb();
    await db
      .update(users)
      .set({ network: { network: "aff", ref: "click-123", sub1: "mia-campaign" } })
      .where(eq(users.id, me.userId));
    // A complaint she filed while logged in.
    await db.insert(complaints).values({
      reference: "CMP-DEL-1",
      siteId: "classic",
      userId: me.userId,
      name: "Del Ete",
      email: "delete-me@example.com",
      category: "other",
      description: "A complaint",
      language: "en",
    });
    await db.insert(notificationSettings).values({ userId: me.userId, messageEmails: false });
    const res = await appRequest("/profile", {
      method: "POST",
      cookie: me.cookie,
      ...form({ intent: "delete-account", currentPassword: "correct-horse-battery" }),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/account-deleted");

    const [account] = await db.select().from(users).where(eq(users.id, me.userId));
    expect(account).toMatchObject({ status: "deleted", network: null, trafficsource: null });
    expect(account!.email).toMatch(/@deleted\.invalid$/);
    // The books stay: the order and its ledger entries, with the amounts.
    const kept = await db.select().from(orders).where(eq(orders.userId, me.userId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: "paid", amount: expect.any(Number), currency: expect.any(String) });
    const entries = await db.select().from(creditEntries).where(eq(creditEntries.orderId, kept[0]!.id));
    expect(entries.length).toBeGreaterThan(0);
    // …without the name and address on what she sent.
    const [complaint] = await db.select().from(complaints).where(eq(complaints.reference, "CMP-DEL-1"));
    expect(complaint!.name).toBe("");
    expect(complaint!.email).toMatch(/@deleted\.invalid$/);
    expect(await db.select().from(notificationSettings).where(eq(notificationSettings.userId, me.userId))).toEqual([]);
  });
});

describe("e-mail alerts for new messages (decision 084)", () => {
  async function alertsTo(email: string) {
    await settleBackgroundWork();
    return (await listOutbox({ to: email })).filter((mail) => mail.kind === "message_alert");
  }

  it("mails an away member at most once a day per conversation, in their language, with a signed one-click unsubscribe", async () => {
    const away = await createLoggedInMember({ ...searcherDefaults, name: "Anna Away", email: "anna-away@example.com" });
    await (await getDb()).update(users).set({ language: "de" }).where(eq(users.id, away.userId));
    const writer = await createLoggedInMember({ ...searcherDefaults, name: "Walter", credits: 1000 });
    const second = await createLoggedInMember({ ...searcherDefaults, name: "Xaver", credits: 1000 });
    const conversation = await conversationWith(writer, away);
    for (const text of ["one", "two", "three"]) await send(writer, conversation, text);
    let mails = await alertsTo("anna-away@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Walter hat dir auf FlirtClassic eine Nachricht geschickt");
    expect(mail!.text).toContain(`/chats/${conversation}`);
    // The message stays on the site.
    expect(mail!.text).not.toContain("one");
    const unsubscribe = mail!.headers!["List-Unsubscribe"]!;
    expect(unsubscribe).toMatch(/^<http:\/\/classic\.localhost\/notifications\/unsubscribe\?member=\d+&token=[^>]+>$/);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.html).toContain("Diese E-Mails ausschalten");

    // Another conversation mails once too; the first stays quiet within the day.
    await send(second, await conversationWith(second, away), "hi");
    await send(writer, conversation, "four");
    expect(await alertsTo("anna-away@example.com")).toHaveLength(2);

    // A day later the first conversation may mail again.
    const db = await getDb();
    await db
      .update(messageAlerts)
      .set({ sentAt: sql`now() - make_interval(hours => ${MESSAGE_ALERT_HOURS + 1})` })
      .where(eq(messageAlerts.conversationId, conversation));
    await send(writer, conversation, "five");
    mails = await alertsTo("anna-away@example.com");
    expect(mails).toHaveLength(3);

    // The link works without a login, and only as signed.
    const url = new URL(unsubscribe.slice(1, -1));
    const forged = new URLSearchParams(url.search);
    forged.set("token", `${forged.get("token")!.split(".")[0]}.AAAA`);
    const refused = await appRequest(`${url.pathname}?${forged}`);
    expect(refused.status).toBe(400);
    const otherMember = new URLSearchParams(url.search);
    otherMember.set("member", String(writer.userId));
    expect((await appRequest(`${url.pathname}?${otherMember}`)).status).toBe(400);
    expect((await appRequest(`${url.pathname}?member=${away.userId}`)).status).toBe(400);
    // Not on another brand either.
    expect((await appRequest(url.pathname + url.search, { host: "lavish.localhost" })).status).toBe(400);
    const [before] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, away.userId));
    expect(before?.messageEmails ?? true).toBe(true);

    const done = await appRequest(url.pathname + url.search);
    expect(done.status).toBe(200);
    expect(cookiesFrom(done)).not.toContain("session");
    expect(await done.text()).toContain("E-mail alerts turned off");
    const [after] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, away.userId));
    expect(after!.messageEmails).toBe(false);
    await db.delete(messageAlerts).where(eq(messageAlerts.userId, away.userId));
    await send(writer, conversation, "six");
    expect(await alertsTo("anna-away@example.com")).toHaveLength(3);
  });

  it("accepts the mail client's one-click POST (RFC 8058) without a login", async () => {
    const member = await createLoggedInMember({ email: "one-click@example.com" });
    const writer = await createLoggedInMember({ credits: 1000 });
    await send(writer, await conversationWith(writer, member), "hello");
    const [mail] = await alertsTo("one-click@example.com");
    const url = new URL(mail!.headers!["List-Unsubscribe"]!.slice(1, -1));
    const res = await appRequest(url.pathname + url.search, {
      method: "POST",
      headers: { Origin: "", "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select().from(notificationSettings).where(eq(notificationSettings.userId, member.userId));
    expect(row!.messageEmails).toBe(false);
  });

  it("does not mail a member with the site open, or one who turned the alerts off on /profile", async () => {
    const db = await getDb();
    const online = await createLoggedInMember({ email: "online@example.com" });
    const writer = await createLoggedInMember({ credits: 1000 });
    const close = await openPresence(db, online.userId, sessionIdOf(online.cookie.split("=")[1]!));
    await send(writer, await conversationWith(writer, online), "you there?");
    expect(await alertsTo("online@example.com")).toHaveLength(0);
    await close();

    const quiet = await createLoggedInMember({ email: "quiet@example.com" });
    const page = await appRequest("/profile", { cookie: quiet.cookie });
    expect(await page.text()).toContain('name="messageEmails"');
    const saved = await appRequest("/profile", { method: "POST", cookie: quiet.cookie, ...form({ intent: "notifications" }) });
    expect(saved.status).toBe(302);
    await send(writer, await conversationWith(writer, quiet), "hello quiet");
    expect(await alertsTo("quiet@example.com")).toHaveLength(0);
    // Turned on again, it mails.
    await appRequest("/profile", { method: "POST", cookie: quiet.cookie, ...form({ intent: "notifications", messageEmails: "on" }) });
    expect(
      await sendMessageAlerts(db, {
        awayUserIds: [quiet.userId],
        senderProfileId: writer.profileId,
        conversationId: await conversationWith(writer, quiet),
      }),
    ).toBe(1);
  });

  it("writes the alert in each of the seven languages", async () => {
    const db = await getDb();
    const writer = await createLoggedInMember({ name: "Lingua", credits: 1000 });
    const subjects = new Set<string>();
    for (const language of ["en", "nl", "de", "it", "fr", "es", "pl"]) {
      const member = await createLoggedInMember({ email: `alert-${language}@example.com` });
      await db.update(users).set({ language }).where(eq(users.id, member.userId));
      const conversation = await conversationWith(writer, member);
      expect(
        await sendMessageAlerts(db, { awayUserIds: [member.userId], senderProfileId: writer.profileId, conversationId: conversation }),
      ).toBe(1);
      const [mail] = await listOutbox({ to: `alert-${language}@example.com` });
      expect(mail!.subject).toContain("Lingua");
      subjects.add(mail!.subject);
    }
    expect(subjects.size).toBe(7);
  });

  it("turns push off for this browser from /profile: its subscription only, nobody else's", async () => {
    const db = await getDb();
    const me = await createLoggedInMember();
    const other = await createLoggedInMember();
    const keys = {
      p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
      auth: "tBHItJI5svbpez7KI4CCXg",
    };
    await savePushSubscription(db, me.userId, { endpoint: "https://fcm.googleapis.com/fcm/send/mine", keys }, "test");
    await savePushSubscription(db, me.userId, { endpoint: "https://fcm.googleapis.com/fcm/send/my-phone", keys }, "test");
    await savePushSubscription(db, other.userId, { endpoint: "https://fcm.googleapis.com/fcm/send/theirs", keys }, "test");
    expect(await (await appRequest("/profile", { cookie: me.cookie })).text()).toContain('data-slot="push-switch"');
    for (const endpoint of ["https://fcm.googleapis.com/fcm/send/mine", "https://fcm.googleapis.com/fcm/send/theirs"]) {
      const res = await appRequest("/profile", { method: "POST", cookie: me.cookie, ...form({ intent: "push-off", endpoint }) });
      expect(res.status).toBe(200);
    }
    const rows = await db.select({ userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(rows.filter((r) => r.userId === me.userId).map((r) => r.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/my-phone"]);
    expect(rows.filter((r) => r.userId === other.userId)).toHaveLength(1);
    expect((await appRequest("/profile", { method: "POST", cookie: me.cookie, ...form({ intent: "push-off" }) })).status).toBe(400);
  });
});
