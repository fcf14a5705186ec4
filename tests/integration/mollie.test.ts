import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startCheckout } from "#app/.server/credits/orders.server.ts";
import { mollieProvider } from "#app/.server/credits/providers/mollie.server.ts";
import { ProviderError } from "#app/.server/credits/providers/provider.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { orders } from "#app/.server/db/schema.ts";
import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { startFakeMollie } from "#tests/support/fake-mollie.ts";
import { balance, orderById, postWebhook } from "#tests/support/payments.ts";
import { appRequest } from "#tests/support/app.ts";
import { createStaffMember, formPost } from "#tests/support/staff.ts";

const API_KEY = "test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM";
let fake: Awaited<ReturnType<typeof startFakeMollie>>;

let tlsSetting: string | undefined;

beforeAll(async () => {
  fake = await startFakeMollie(API_KEY);
  // The client trusts only its bundled CAs; the local imitation's certificate is self-signed (this test process only).
  tlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  process.env.MOLLIE_API_KEY_CLASSIC = API_KEY;
  process.env.MOLLIE_API_ENDPOINT = fake.endpoint;
});

afterAll(async () => {
  if (tlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsSetting;
  delete process.env.MOLLIE_API_KEY_CLASSIC;
  delete process.env.MOLLIE_API_ENDPOINT;
  await fake.close();
});

/** Classic with Mollie as its provider (the demo sites use the test provider). */
const mollieSite = () => ({ ...siteRegistry.sites.find((site) => site.id === "classic")!, payment_provider: "mollie" as const });

const links = {
  transaction: (id: number) => `https://classic.example/transactions/${id}`,
  webhook: (provider: string) => `https://classic.example/api/payments/webhook.php?provider=${provider}`,
};

describe("the Mollie adapter against a local imitation of Mollie's payments API", () => {
  it("creates a payment with the amount as Mollie's decimal string and answers the checkout URL", async () => {
    const provider = mollieProvider({ apiKey: API_KEY, apiEndpoint: fake.endpoint });
    const created = await provider.createPayment({
      amount: 1995,
      currency: "EUR",
      description: "Test",
      method: "ideal",
      redirectUrl: "https://classic.example/transactions/1",
      webhookUrl: "https://classic.example/api/payments/webhook.php?provider=mollie",
      locale: "nl_NL",
      orderId: 1,
    });
    expect(created.id).toMatch(/^tr_/);
    expect(created.checkoutUrl).toBe(`https://www.mollie.com/checkout/select-method/${created.id}`);
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v2/payments",
      body: {
        amount: { currency: "EUR", value: "19.95" },
        method: "ideal",
        locale: "nl_NL",
        webhookUrl: "https://classic.example/api/payments/webhook.php?provider=mollie",
        metadata: { orderId: 1 },
      },
    });
    expect(await provider.getPayment(created.id)).toEqual({
      id: created.id,
      status: "pending",
      amount: 1995,
      currency: "EUR",
      refundedAmount: 0,
      chargedBackAmount: 0,
    });
    for (const [mollie, ours] of [
      ["authorized", "pending"],
      ["paid", "paid"],
      ["failed", "failed"],
      ["canceled", "canceled"],
      ["expired", "expired"],
    ] as const) {
      fake.update(created.id, { status: mollie });
      expect((await provider.getPayment(created.id)).status).toBe(ours);
    }
  });

  it("leaves out a webhook URL Mollie could not reach (a local address)", async () => {
    const provider = mollieProvider({ apiKey: API_KEY, apiEndpoint: fake.endpoint });
    await provider.createPayment({
      amount: 500,
      currency: "EUR",
      description: "Local",
      method: "creditcard",
      redirectUrl: "http://classic.localhost:3000/transactions/2",
      webhookUrl: "http://classic.localhost:3000/api/payments/webhook.php?provider=mollie",
      locale: "en_US",
      orderId: 2,
    });
    expect((fake.requests.at(-1)!.body as Record<string, unknown>).webhookUrl).toBeUndefined();
  });

  it("turns a refusal, a wrong key or an unreachable API into a ProviderError", async () => {
    const wrongKey = mollieProvider({ apiKey: "test_wrongwrongwrongwrongwrongwrong", apiEndpoint: fake.endpoint });
    await expect(wrongKey.getPayment("tr_fake1")).rejects.toBeInstanceOf(ProviderError);
    const nowhere = mollieProvider({ apiKey: API_KEY, apiEndpoint: "https://127.0.0.1:9/v2/" });
    await expect(nowhere.getPayment("tr_fake1")).rejects.toBeInstanceOf(ProviderError);
  });

  it("checkout → Mollie → webhook by id: credits once, verifies the amount, reverses a refund", async () => {
    const member = await createLoggedInMember();
    const db = await getDb();
    const started = await startCheckout(
      db,
      mollieSite(),
      { id: member.userId, country: "GB", activated: true },
      { scope: "credits", productId: 2, method: "creditcard", language: "en" },
      links,
    );
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const order = await orderById(started.orderId);
    expect(order).toMatchObject({ provider: "mollie", status: "pending", amount: 2249 });
    const paymentId = order.providerPaymentId!;
    expect(fake.payments.get(paymentId)!.amount).toEqual({ currency: "GBP", value: "22.49" });

    // Still open at Mollie: the notification changes nothing.
    expect((await postWebhook(paymentId, { provider: "mollie" })).status).toBe(200);
    expect(await balance(member.userId)).toBe(0);

    // Mollie reports another amount: refused, nothing credited.
    fake.update(paymentId, { status: "paid", amount: { currency: "GBP", value: "0.01" } });
    expect((await postWebhook(paymentId, { provider: "mollie" })).status).toBe(422);
    expect(await balance(member.userId)).toBe(0);

    // Paid as ordered; notified 20 times.
    fake.update(paymentId, { amount: { currency: "GBP", value: "22.49" } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(paymentId, { provider: "mollie" })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await balance(member.userId)).toBe(135);
    expect((await orderById(order.id)).status).toBe("paid");
    expect((await listOutbox({ to: member.email })).filter((mail) => mail.kind === "receipt")).toHaveLength(1);

    // Refunded in full at Mollie.
    fake.update(paymentId, { amountRefunded: { currency: "GBP", value: "22.49" } });
    await postWebhook(paymentId, { provider: "mollie" });
    await postWebhook(paymentId, { provider: "mollie" });
    expect(await balance(member.userId)).toBe(0);
    expect((await orderById(order.id)).refundedAmount).toBe(2249);
  });

  it("answers 502 while Mollie cannot be asked (Mollie retries), and 404 for a payment of no order", async () => {
    const member = await createLoggedInMember();
    const started = await startCheckout(
      await getDb(),
      mollieSite(),
      { id: member.userId, country: "GB", activated: true },
      { scope: "credits", productId: 1, method: "paypal", language: "en" },
      links,
    );
    if (!started.ok) throw new Error("checkout failed");
    const paymentId = (await orderById(started.orderId)).providerPaymentId!;
    fake.failWith(503);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect((await postWebhook(paymentId, { provider: "mollie" })).status).toBe(502);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("payment status could not be fetched"));
    } finally {
      fake.failWith(null);
      logged.mockRestore();
    }
    expect((await postWebhook("tr_unknown123", { provider: "mollie" })).status).toBe(404);
  });

  it("a checkout while Mollie is down fails cleanly: nothing pending, a message to try again", async () => {
    const member = await createLoggedInMember();
    fake.failWith(503);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await startCheckout(
        await getDb(),
        mollieSite(),
        { id: member.userId, country: "GB", activated: true },
        { scope: "credits", productId: 1, method: "paypal", language: "en" },
        links,
      );
      expect(result).toEqual({ ok: false, failure: { code: "provider_error" } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("payment could not be created"));
      const [order] = await (await getDb()).select().from(orders).where(eq(orders.userId, member.userId));
      expect(order!.status).toBe("failed");
    } finally {
      fake.failWith(null);
      logged.mockRestore();
    }
  });

  it("a staff refund calls Mollie's refunds API for what is left and reverses the ledger; a refusal changes nothing", async () => {
    const member = await createLoggedInMember();
    const admin = await createStaffMember("admin", "all");
    const started = await startCheckout(
      await getDb(),
      mollieSite(),
      { id: member.userId, country: "GB", activated: true },
      { scope: "credits", productId: 2, method: "creditcard", language: "en" },
      links,
    );
    if (!started.ok) throw new Error("checkout failed");
    const order = await orderById(started.orderId);
    const paymentId = order.providerPaymentId!;
    fake.update(paymentId, { status: "paid" });
    expect((await postWebhook(paymentId, { provider: "mollie" })).status).toBe(200);
    expect(await balance(member.userId)).toBe(135);
    const refund = () =>
      appRequest(`/admin/members/${member.userId}/money`, formPost({ intent: "refund", orderId: String(order.id) }, admin.cookie));

    // Mollie down: the refund fails with a message, nothing is recorded, and it can be tried again.
    fake.failWith(503);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const failed = await refund();
      expect(failed.status).toBe(502);
      expect(await failed.text()).toContain("did not refund");
    } finally {
      fake.failWith(null);
      logged.mockRestore();
    }
    expect(await balance(member.userId)).toBe(135);
    expect((await orderById(order.id)).refundedAmount).toBe(0);

    const done = await refund();
    expect(done.status).toBe(200);
    expect(fake.requests.at(-1)).toEqual({
      method: "POST",
      path: `/v2/payments/${paymentId}/refunds`,
      body: { amount: { currency: "GBP", value: "22.49" }, description: `Refund of order ${order.id}` },
    });
    expect(await balance(member.userId)).toBe(0);
    expect((await orderById(order.id)).refundedAmount).toBe(2249);
    // Mollie's webhook about the refund afterwards finds it recorded.
    expect((await postWebhook(paymentId, { provider: "mollie" })).status).toBe(200);
    expect(await balance(member.userId)).toBe(0);
    expect((await refund()).status).toBe(409);
  });
});
