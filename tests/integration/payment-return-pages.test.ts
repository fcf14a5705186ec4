import { afterEach, describe, expect, it } from "vitest";
import { testDashboardEnabled } from "#app/.server/credits/providers/test-provider.server.ts";
import { env } from "#app/.server/env.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { checkout, chooseOnTestCheckout, orderById } from "#tests/support/payments.ts";

/** What the member sees after paying (or not) with the built-in test provider. */
const saved = { NODE_ENV: env.NODE_ENV, TEST_PAYMENTS: env.TEST_PAYMENTS };
afterEach(() => Object.assign(env, saved));

const checkoutPage = async (paymentId: string) => (await appRequest(`/payments/test/${paymentId}`)).text();

/** The order page's list of facts, label → value, as text. */
async function orderFacts(cookie: string, orderId: number) {
  const html = await (await appRequest(`/transactions/${orderId}`, { cookie })).text();
  const facts = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, label, value]) => [
    label!.replace(/<[^>]+>/g, ""),
    value!.replace(/<[^>]+>/g, ""),
  ]);
  return Object.fromEntries(facts) as Record<string, string>;
}

describe("the test provider's dashboard tools (refund, chargeback)", () => {
  it("are an operator's: shown in development and test runs and with TEST_PAYMENTS=1, never on a production demo", () => {
    expect(testDashboardEnabled({ NODE_ENV: "production", TEST_PAYMENTS: undefined })).toBe(false);
    expect(testDashboardEnabled({ NODE_ENV: "production", TEST_PAYMENTS: "0" })).toBe(false);
    expect(testDashboardEnabled({ NODE_ENV: "production", TEST_PAYMENTS: "1" })).toBe(true);
    expect(testDashboardEnabled({ NODE_ENV: "development", TEST_PAYMENTS: undefined })).toBe(true);
    expect(testDashboardEnabled({ NODE_ENV: "test", TEST_PAYMENTS: "0" })).toBe(false);
  });

  it("a member who goes Back to a paid test checkout on a production demo sees no refund and cannot post one", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, "/credits/2/creditcard");
    await chooseOnTestCheckout(paymentId!, "paid");
    env.NODE_ENV = "production";
    env.TEST_PAYMENTS = undefined;
    const html = await checkoutPage(paymentId!);
    expect(html).toContain('data-testid="test-checkout-status"');
    expect(html).not.toContain('data-testid="test-checkout-refund"');
    expect(html).not.toContain('data-testid="test-checkout-chargeback"');
    const refused = await chooseOnTestCheckout(paymentId!, "refund");
    expect(refused.status).toBe(400);
    expect((await orderById(order!.id)).refundedAmount).toBe(0);

    // A staging deployment (TEST_PAYMENTS=1) keeps them.
    env.TEST_PAYMENTS = "1";
    expect(await checkoutPage(paymentId!)).toContain('data-testid="test-checkout-refund"');
  });
});

describe("the order page", () => {
  for (const outcome of ["failed", "canceled", "expired"] as const) {
    it(`a ${outcome} order was tried with its method, not paid with it`, async () => {
      const member = await createLoggedInMember();
      const { paymentId, order } = await checkout(member.cookie, "/credits/2/paypal");
      await chooseOnTestCheckout(paymentId!, outcome);
      const facts = await orderFacts(member.cookie, order!.id);
      expect(facts["Tried with"]).toBe("PayPal");
      expect(facts["Paid with"]).toBeUndefined();
    });
  }

  it("a paid order was paid with it", async () => {
    const member = await createLoggedInMember();
    const { paymentId, order } = await checkout(member.cookie, "/credits/2/paypal");
    await chooseOnTestCheckout(paymentId!, "paid");
    expect((await orderFacts(member.cookie, order!.id))["Paid with"]).toBe("PayPal");
  });

  it("shows the same VAT breakdown on every site, a rate of 0% included", async () => {
    // Classic's member in the US pays no VAT; in GB 20%; lavish's member in DE 19%.
    for (const { country, siteId, host, rate } of [
      { country: "US", siteId: "classic", host: "classic.localhost", rate: "0%" },
      { country: "GB", siteId: "classic", host: "classic.localhost", rate: "20%" },
      { country: "DE", siteId: "lavish", host: "lavish.localhost", rate: "19%" },
    ]) {
      const member = await createLoggedInMember({ country, siteId });
      const { paymentId, order } = await checkout(member.cookie, "/credits/2/creditcard", {}, host);
      expect(paymentId, `${country} checkout`).toBeTruthy();
      await chooseOnTestCheckout(paymentId!, "paid", host);
      const html = await (await appRequest(`/transactions/${order!.id}`, { cookie: member.cookie, host })).text();
      expect(html, country).toContain('data-slot="transaction-vat"');
      expect(html, country).toContain('data-slot="transaction-net"');
      expect(html).toMatch(new RegExp(`data-slot="transaction-vat">${rate.replace("%", "")}\\s?%`));
    }
  });
});
