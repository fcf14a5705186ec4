import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { debitCredits, InsufficientCreditsError } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { creditEntries, orders } from "#app/.server/db/schema.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { balance, checkout, chooseOnTestCheckout, orderById, postWebhook, setTestPayment } from "#tests/support/payments.ts";

/**
 * Classic's package 2: 125 credits + 10 bonus, £24.99 for a member in GB (factory default), 20 % VAT. A member's first
 * purchase gets the site's welcome code (WELCOME10, 10 %): £22.49, of which £3.75 VAT.
 */
const PACKAGE = { id: 2, credits: 125, bonus: 10, gbp: 2499, firstGbp: 2249 };

async function sumOfEntries(userId: number) {
  const [row] = await (
    await getDb()
  )
    .select({ sum: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::integer`.mapWith(Number) })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row!.sum;
}

describe("checkout with the test provider", () => {
  it("makes an order at the server's price and sends the member to the provider's checkout", async () => {
    const member = await createLoggedInMember();
    const { response, paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`, {
      // Whatever the browser says about money is ignored: the price comes from the catalogue.
      amount: "1",
      code: "",
    });
    expect(response.status).toBe(302);
    expect(paymentId).toMatch(/^tst_/);
    expect(order).toMatchObject({
      userId: member.userId,
      kind: "credits",
      credits: PACKAGE.credits,
      bonusCredits: PACKAGE.bonus,
      amount: PACKAGE.firstGbp,
      listAmount: PACKAGE.gbp,
      discountPercent: 10,
      discountCode: "WELCOME10",
      currency: "GBP",
      country: "GB",
      vatRateBasisPoints: 2000,
      vatAmount: 375,
      method: "creditcard",
      status: "pending",
    });
    const page = await appRequest(`/payments/test/${paymentId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
    expect(await page.text()).toContain("£22.49");
  });

  it("refuses a method the member's country does not offer, an unknown package and a bad code, crediting nothing", async () => {
    const member = await createLoggedInMember();
    expect((await checkout(member.cookie, `/credits/${PACKAGE.id}/ideal`)).response.status).toBe(400);
    expect((await appRequest(`/credits/${PACKAGE.id}/ideal`, { cookie: member.cookie })).status).toBe(404);
    expect((await checkout(member.cookie, "/credits/99/creditcard")).response.status).toBe(404);
    const badCode = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`, { code: "SUMMER25" });
    expect(badCode.response.status).toBe(400);
    expect(await badCode.response.text()).toContain("discount.errors.expired");
    const db = await getDb();
    expect(await db.select().from(orders).where(eq(orders.userId, member.userId))).toHaveLength(0);
  });

  it("paid: credits the package and its bonus, shows them on /transactions/{id} and in the user object, mails one receipt", async () => {
    const member = await createLoggedInMember({ credits: 5 });
    const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/paypal`);
    const back = await chooseOnTestCheckout(paymentId!, "paid");
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe(`http://classic.localhost/transactions/${order!.id}`);
    expect(await balance(member.userId)).toBe(5 + PACKAGE.credits + PACKAGE.bonus);

    const page = await appRequest(`/transactions/${order!.id}`, { cookie: member.cookie });
    const html = await page.text();
    expect(html).toContain("135 credits have been added");
    expect(html).toContain("You have 140 credits");
    const user = (await (await appRequest("/api/user.php", { cookie: member.cookie })).json()) as { user: { credits: number } };
    expect(user.user.credits).toBe(140);

    const entries = await (await getDb()).select().from(creditEntries).where(eq(creditEntries.orderId, order!.id));
    expect(entries.map((entry) => [entry.kind, entry.amount]).sort()).toEqual([
      ["bonus", 10],
      ["purchase", 125],
    ]);

    const receipts = (await listOutbox({ to: member.email })).filter((mail) => mail.kind === "receipt");
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!;
    expect(receipt.subject).toContain(`CLASSIC-${String(order!.id).padStart(6, "0")}`);
    // The seller's company data and VAT number, the VAT in the price.
    for (const text of [
      "Demo Dating Media B.V.",
      "Keizersgracht 100",
      "1015 AA Amsterdam",
      "12345678",
      "NL123456789B01",
      "£22.49",
      "10% off the list price of £24.99",
      "20%",
      "£3.75",
      "PayPal",
    ]) {
      expect(receipt.text).toContain(text);
    }
  });

  it("the test checkout offers the outcomes while open, then a refund and a chargeback until all is returned", async () => {
    const member = await createLoggedInMember();
    const { paymentId } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    /** The page's submit buttons: intent → label (each with its test id). */
    const intents = async () => {
      const html = await (await appRequest(`/payments/test/${paymentId}`)).text();
      const buttons = [...html.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].filter(([, attributes]) =>
        attributes!.includes('name="intent"'),
      );
      return Object.fromEntries(
        buttons.map(([, attributes, label]) => {
          const intent = /value="([a-z]+)"/.exec(attributes!)![1]!;
          expect(attributes).toContain(`data-testid="test-checkout-${intent}"`);
          return [intent, label];
        }),
      );
    };
    expect(Object.keys(await intents())).toEqual(["paid", "failed", "canceled", "expired"]);
    await chooseOnTestCheckout(paymentId!, "paid");
    expect(await intents()).toEqual({ refund: "Refund in full", chargeback: "Charge back" });
    await chooseOnTestCheckout(paymentId!, "chargeback");
    expect(await intents()).toEqual({});
  });

  it("a webhook replayed 100 times (at once and one after another) credits once and mails one receipt", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    // The payer paid at the provider; the app has not heard yet.
    await setTestPayment(paymentId!, { status: "paid" });
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => postWebhook(paymentId!)));
    const sequential = [];
    for (let i = 0; i < 50; i++) sequential.push(await postWebhook(paymentId!));
    expect([...concurrent, ...sequential].every((response) => response.status === 200)).toBe(true);
    expect(await balance(member.userId)).toBe(PACKAGE.credits + PACKAGE.bonus);
    expect((await orderById(order!.id)).status).toBe("paid");
    expect((await listOutbox({ to: member.email })).filter((mail) => mail.kind === "receipt")).toHaveLength(1);
  });

  it("refuses a payment whose amount or currency is not the order's, crediting nothing", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    await setTestPayment(paymentId!, { status: "paid", amount: 1 });
    const response = await postWebhook(paymentId!);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("amount_mismatch");
    await setTestPayment(paymentId!, { amount: PACKAGE.gbp, currency: "EUR" });
    expect((await postWebhook(paymentId!)).status).toBe(422);
    expect(await balance(member.userId)).toBe(0);
    expect((await orderById(order!.id)).status).toBe("pending");
  });

  it.each(["failed", "canceled", "expired"] as const)("%s credits nothing, and a later 'paid' does not change it", async (outcome) => {
    const member = await createLoggedInMember({ credits: 3 });
    const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    await chooseOnTestCheckout(paymentId!, outcome);
    expect((await orderById(order!.id)).status).toBe(outcome);
    const html = await (await appRequest(`/transactions/${order!.id}`, { cookie: member.cookie })).text();
    expect(html).toContain("Nothing was charged");
    await setTestPayment(paymentId!, { status: "paid" });
    await postWebhook(paymentId!);
    expect((await orderById(order!.id)).status).toBe(outcome);
    expect(await balance(member.userId)).toBe(3);
  });

  it("answers 404 for a payment of no order here, 400 for a bad id or provider, and never a 500", async () => {
    expect((await postWebhook("tst_doesnotexist12345")).status).toBe(404);
    expect((await postWebhook("x")).status).toBe(400);
    expect((await postWebhook("tst_doesnotexist12345", { provider: "stripe" })).status).toBe(400);
    const member = await createLoggedInMember();
    const { paymentId } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    // Another site's webhook does not see this site's payment.
    expect((await postWebhook(paymentId!, { host: "lavish.localhost" })).status).toBe(404);
    expect((await appRequest(`/payments/test/${paymentId}`, { host: "lavish.localhost" })).status).toBe(404);
  });

  it("a member sees only their own orders", async () => {
    const buyer = await createLoggedInMember();
    const other = await createLoggedInMember();
    const { order } = await checkout(buyer.cookie, `/credits/${PACKAGE.id}/creditcard`);
    expect((await appRequest(`/transactions/${order!.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await appRequest(`/transactions/${order!.id}`, { cookie: buyer.cookie })).status).toBe(200);
  });
});

describe("refunds and chargebacks go back through the ledger", () => {
  it("a refund after spending takes what is left and records the shortfall, once", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    await chooseOnTestCheckout(paymentId!, "paid");
    const db = await getDb();
    await db.transaction((tx) => debitCredits(tx, { userId: member.userId, amount: 100, kind: "message", reference: "message:1" }));
    expect(await balance(member.userId)).toBe(35);

    await chooseOnTestCheckout(paymentId!, "refund");
    for (let i = 0; i < 5; i++) expect((await postWebhook(paymentId!)).status).toBe(200);
    expect(await balance(member.userId)).toBe(0);
    const [reversal, ...more] = await db
      .select()
      .from(creditEntries)
      .where(sql`${creditEntries.orderId} = ${order!.id} and ${creditEntries.kind} = 'refund'`);
    expect(more).toHaveLength(0);
    expect(reversal).toMatchObject({ amount: -35, shortfall: 100 });
    expect(await orderById(order!.id)).toMatchObject({ status: "paid", refundedAmount: PACKAGE.firstGbp });
    const html = await (await appRequest(`/transactions/${order!.id}`, { cookie: member.cookie })).text();
    expect(html).toContain("has been refunded");
  });

  it("a partial chargeback takes back its share of the credits", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, `/credits/${PACKAGE.id}/creditcard`);
    await chooseOnTestCheckout(paymentId!, "paid");
    // The bank reverses half of the payment.
    await setTestPayment(paymentId!, { chargebacks: [{ id: "chb_half", amount: 1124 }] });
    await postWebhook(paymentId!);
    await postWebhook(paymentId!);
    // 135 credits × 1124/2249, rounded up: 68 go back.
    expect(await balance(member.userId)).toBe(135 - 68);
    expect((await orderById(order!.id)).chargedBackAmount).toBe(1124);
  });
});

describe("concurrent purchase webhooks and message debits", () => {
  it("keep balance = sum of ledger entries and never below zero", async () => {
    const member = await createLoggedInMember({ credits: 20 });
    const payments: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { paymentId } = await checkout(member.cookie, "/credits/1/creditcard");
      await setTestPayment(paymentId!, { status: "paid" });
      payments.push(paymentId!);
    }
    const db = await getDb();
    const debit = async (i: number) => {
      try {
        await db.transaction((tx) => debitCredits(tx, { userId: member.userId, amount: 3, kind: "message", reference: `message:${i}` }));
        return 3;
      } catch (error) {
        if (error instanceof InsufficientCreditsError) return 0;
        throw error;
      }
    };
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) {
      work.push(debit(i));
      if (i % 6 === 0) work.push(postWebhook(payments[(i / 6) % payments.length]!));
    }
    const results = await Promise.all(work);
    const spent = results.filter((result): result is number => typeof result === "number").reduce((sum, value) => sum + value, 0);
    // 20 opening + 4 × 50 credits bought, each bought once however often notified.
    const bought = 20 + 4 * 50;
    const final = await balance(member.userId);
    expect(final).toBe(bought - spent);
    expect(final).toBe(await sumOfEntries(member.userId));
    expect(final).toBeGreaterThanOrEqual(0);
  });
});
