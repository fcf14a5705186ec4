import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { balanceOf, lockMember } from "#app/.server/credits/ledger.server.ts";
import { databaseKind, getDb } from "#app/.server/db/client.server.ts";
import { creditEntries, messages, notifications } from "#app/.server/db/schema.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { attemptsOf, RATE_LIMITS } from "#app/.server/security/rate-limit.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { siteById } from "#tests/support/sites.ts";

const classic = siteById("classic");

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

async function conversationOf(cookie: string, profile: number) {
  return ((await (await appRequest(`/api/chat.php?profile=${profile}`, { cookie })).json()) as { id: number }).id;
}

/** What a message costs a GB member of the classic site (app/billing/message-price.ts). */
const PRICE = messagePrice(classic, "GB").credits;

/** Each message debits its price in the insert's transaction (PGlite, and PostgreSQL in CI's second pass). */
describe("messages cost credits", () => {
  it("stores exactly 20 of 50 parallel sends with credits for 20: balance 0, ledger consistent", async () => {
    const sender = await createLoggedInMember({ country: "GB", credits: 20 * PRICE });
    const partner = await createLoggedInMember({ country: "GB" });
    const id = await conversationOf(sender.cookie, partner.profileId);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        appRequest("/api/messages.php", { method: "POST", cookie: sender.cookie, ...json({ conversation: id, text: `message ${i}` }) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 402)).toHaveLength(30);

    const db = await getDb();
    const stored = await db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(20);
    expect(await balanceOf(db, sender.userId)).toBe(0);
    const debits = (await db.select().from(creditEntries).where(eq(creditEntries.userId, sender.userId))).filter(
      (e) => e.kind === "message",
    );
    expect(debits).toHaveLength(20);
    expect(debits.every((e) => e.amount === -PRICE)).toBe(true);
    // One debit per stored message, and no other.
    expect(debits.map((e) => e.reference).sort()).toEqual(stored.map((m) => `message:${m.id}`).sort());
  });

  it(`refuses a member's message past ${RATE_LIMITS.message.points} a minute with 429 and Retry-After: nothing stored or charged`, async () => {
    const { points } = RATE_LIMITS.message;
    const sender = await createLoggedInMember({ country: "GB", credits: (points + 5) * PRICE });
    const partner = await createLoggedInMember({ country: "GB" });
    const id = await conversationOf(sender.cookie, partner.profileId);
    const send = (text: string) =>
      appRequest("/api/messages.php", { method: "POST", cookie: sender.cookie, ...json({ conversation: id, text }) });
    for (let i = 0; i < points; i++) expect((await send(`within ${i}`)).status, `message ${i}`).toBe(201);
    const refused = await send("one too many");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too_many_requests");
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.message.duration);
    const db = await getDb();
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(points);
    expect(await balanceOf(db, sender.userId)).toBe(5 * PRICE);
    // The send counts the rate limiter's own row: the limiter sees every attempt, the refused one too.
    expect(await attemptsOf("message", String(sender.userId))).toBe(points + 1);
  });

  // Only a server has a second connection to wait on the lock from (PGlite has one): CI's PostgreSQL pass.
  it.runIf(process.env.TEST_POSTGRES_URL)(
    "sums the balance after the payer's lock is granted: a send that waited for a chargeback sees its debit",
    async () => {
      expect(await databaseKind()).toBe("postgres");
      const sender = await createLoggedInMember({ country: "GB", credits: PRICE });
      const partner = await createLoggedInMember({ country: "GB" });
      const id = await conversationOf(sender.cookie, partner.profileId);
      const db = await getDb();
      let send: Promise<Response> | undefined;
      await db.transaction(async (tx) => {
        // Another ledger write holds the payer's row (a chargeback, decision 032) while the send arrives...
        await lockMember(tx, sender.userId);
        send = appRequest("/api/messages.php", { method: "POST", cookie: sender.cookie, ...json({ conversation: id, text: "late" }) });
        // ...and the send is waiting for that lock inside the database before the chargeback takes the credits.
        await expect
          .poll(
            async () =>
              // (postgres.js answers rows as an array: this test runs on PostgreSQL only. The send's text begins with its
              // answer's columns; the activity view keeps only a statement's first kilobyte.)
              (
                (await db.execute(
                  sql`select count(*)::integer as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%sent.out_credits%'`,
                )) as unknown as { n: number }[]
              )[0]?.n,
            { timeout: 10_000 },
          )
          .toBe(1);
        await tx.insert(creditEntries).values({ userId: sender.userId, amount: -PRICE, kind: "chargeback", reference: "test:chargeback" });
      });
      // Counted on a snapshot taken before the lock, the balance would still show PRICE and the message would be stored.
      const answer = await send!;
      expect(answer.status).toBe(402);
      expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
      expect(await balanceOf(db, sender.userId)).toBe(0);
    },
  );

  // Each send locks its payer's account and writes the partner's notification row, which locks the partner's account
  // for key share: on PostgreSQL, two members writing to each other at once must not wait on each other in a cycle.
  it("sends 40 messages between two members writing to each other at once: every one stored, paid and noted", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 20 * PRICE });
    const b = await createLoggedInMember({ country: "GB", credits: 20 * PRICE });
    const id = await conversationOf(a.cookie, b.profileId);
    const sendAs = (cookie: string, i: number) =>
      appRequest("/api/messages.php", { method: "POST", cookie, ...json({ conversation: id, text: `crossing ${i}` }) });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => [sendAs(a.cookie, i), sendAs(b.cookie, i)]).flat());
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 40 }, () => 201));
    const db = await getDb();
    expect(await db.select().from(messages).where(eq(messages.conversationId, id))).toHaveLength(40);
    expect([await balanceOf(db, a.userId), await balanceOf(db, b.userId)]).toEqual([0, 0]);
    const noted = await db.select().from(notifications).where(eq(notifications.conversationId, id));
    expect(noted.filter((row) => row.userId === a.userId)).toHaveLength(20);
    expect(noted.filter((row) => row.userId === b.userId)).toHaveLength(20);
  });

  it("answers 402 with a clear error and stores nothing when credits are short", async () => {
    const sender = await createLoggedInMember({ country: "GB" });
    const partner = await createLoggedInMember({ country: "GB" });
    const id = await conversationOf(sender.cookie, partner.profileId);
    const res = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: sender.cookie,
      ...json({ conversation: id, text: "free?" }),
    });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      error: { code: "insufficient_credits", message: "You do not have enough credits to send this message." },
    });
    expect(await (await getDb()).select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    // The chat screen tells the member before they type, with the price per message for their country.
    const page = await appRequest(`/chats/${id}.data`, { cookie: sender.cookie });
    const text = await page.text();
    const { credits, value } = messagePrice(classic, "GB");
    expect(value).not.toBeNull();
    expect(text).toContain(`"credits",${credits}`);
    expect(text).toContain(String(value!.amount));
    expect(text).toContain("GBP");
  });

  it("charges a retried send once", async () => {
    const sender = await createLoggedInMember({ country: "GB", credits: 5 * PRICE });
    const partner = await createLoggedInMember({ country: "GB" });
    const id = await conversationOf(sender.cookie, partner.profileId);
    for (let i = 0; i < 3; i++) {
      const res = await appRequest("/api/messages.php", {
        method: "POST",
        cookie: sender.cookie,
        ...json({ conversation: id, text: "once", client_id: "retry-00001" }),
      });
      expect(res.status).toBe(201);
      // The answer carries the balance after the (single) debit: what the composer and the header show.
      expect(((await res.json()) as { credits: number }).credits).toBe(4 * PRICE);
    }
    expect(await balanceOf(await getDb(), sender.userId)).toBe(4 * PRICE);
  });

  it("answers a retry of a paid message with that message when the credits have run out since", async () => {
    // The outbox retries a send whose answer was lost; the first send took the last credits.
    const sender = await createLoggedInMember({ country: "GB", credits: PRICE });
    const partner = await createLoggedInMember({ country: "GB" });
    const id = await conversationOf(sender.cookie, partner.profileId);
    const sendOnce = () =>
      appRequest("/api/messages.php", {
        method: "POST",
        cookie: sender.cookie,
        ...json({ conversation: id, text: "last credits", client_id: "retry-broke-1" }),
      });
    const first = await sendOnce();
    expect(first.status).toBe(201);
    const retry = await sendOnce();
    expect(retry.status).toBe(201);
    const [stored, answered] = (await Promise.all([first.json(), retry.json()])) as { message: { id: number }; credits: number }[];
    expect(answered).toEqual({ message: stored!.message, credits: 0 });
    // A new message (another client id) is refused: the balance is spent.
    const another = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: sender.cookie,
      ...json({ conversation: id, text: "one more", client_id: "retry-broke-2" }),
    });
    expect(another.status).toBe(402);
    expect(await balanceOf(await getDb(), sender.userId)).toBe(0);
  });
});
