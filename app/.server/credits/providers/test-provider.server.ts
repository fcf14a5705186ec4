import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { testPayments } from "../../db/schema.ts";
import { env, type Env } from "../../env.server.ts";
import { TEST_OUTCOMES, type TestOutcome } from "#app/billing/test-provider.ts";
import { ProviderError, type PaymentProvider, type ProviderPayment } from "./provider.server.ts";

export { TEST_OUTCOMES, type TestOutcome };

/**
 * Whether the test checkout shows the provider's dashboard tools (refund, chargeback) once paid: they are an operator's,
 * so only where someone is testing — TEST_PAYMENTS=1 (staging), or development and test runs unless TEST_PAYMENTS=0.
 * A production demo, where members pay with the test provider, never offers a member their own refund.
 */
export function testDashboardEnabled(settings: Pick<Env, "NODE_ENV" | "TEST_PAYMENTS"> = env): boolean {
  if (settings.TEST_PAYMENTS) return settings.TEST_PAYMENTS === "1";
  return settings.NODE_ENV !== "production";
}

/** Test payment ids look like Mollie's (`tst_` + 20 random characters): unguessable, as a checkout URL must be. */
function newPaymentId() {
  return `tst_${randomBytes(15).toString("base64url")}`;
}

/**
 * The built-in test provider: it keeps its payments in `test_payments` (its own side, as a real provider would)
 * and its hosted checkout page is `/payments/test/{id}` in this app, where one chooses the outcome.
 */
export function testProvider(db: Database, siteId: string): PaymentProvider {
  return {
    name: "test",
    async createPayment(input) {
      const id = newPaymentId();
      await db.insert(testPayments).values({
        id,
        siteId,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        method: input.method,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl,
      });
      return { id, checkoutUrl: `/payments/test/${id}` };
    },
    async getPayment(id) {
      const row = await testPaymentOf(db, id);
      if (!row || row.siteId !== siteId) throw new ProviderError(`No test payment ${id}`);
      return toProviderPayment(row);
    },
    async refundPayment(id, input) {
      const row = await testPaymentOf(db, id);
      if (!row || row.siteId !== siteId || row.currency !== input.currency) throw new ProviderError(`No test payment ${id}`);
      const refundId = await returnTestPayment(db, id, "refund", input.amount);
      if (!refundId) throw new ProviderError(`Test payment ${id} has nothing left to refund`);
      return { id: refundId };
    },
  };
}

type TestPaymentRow = typeof testPayments.$inferSelect;

function toProviderPayment(row: TestPaymentRow): ProviderPayment {
  return {
    id: row.id,
    status: row.status === "open" ? "pending" : row.status,
    amount: row.amount,
    currency: row.currency,
    refundedAmount: row.refunds.reduce((sum, refund) => sum + refund.amount, 0),
    chargedBackAmount: row.chargebacks.reduce((sum, chargeback) => sum + chargeback.amount, 0),
  };
}

export async function testPaymentOf(db: Database, id: string): Promise<TestPaymentRow | null> {
  const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id)).limit(1);
  return row ?? null;
}

/** The checkout page's choice. Only an open payment takes an outcome; answers whether it did. */
export async function settleTestPayment(db: Database, id: string, outcome: TestOutcome): Promise<boolean> {
  const updated = await db
    .update(testPayments)
    .set({ status: outcome })
    .where(sql`${testPayments.id} = ${id} and ${testPayments.status} = 'open'`)
    .returning({ id: testPayments.id });
  return updated.length > 0;
}

/**
 * What a provider's dashboard does after a payment: refund some or all of it, or record the bank's chargeback.
 * Never more than was paid in total; answers the new refund's or chargeback's id, or null when the payment is not
 * paid or nothing is left.
 */
export async function returnTestPayment(db: Database, id: string, kind: "refund" | "chargeback", amount?: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(testPayments).where(eq(testPayments.id, id)).for("update");
    if (!row || row.status !== "paid") return null;
    const returned = toProviderPayment(row);
    const left = row.amount - returned.refundedAmount - returned.chargedBackAmount;
    const take = Math.min(amount ?? left, left);
    if (!Number.isSafeInteger(take) || take <= 0) return null;
    const entry = { id: `${kind === "refund" ? "re" : "chb"}_${randomBytes(9).toString("base64url")}`, amount: take };
    await tx
      .update(testPayments)
      .set(kind === "refund" ? { refunds: [...row.refunds, entry] } : { chargebacks: [...row.chargebacks, entry] })
      .where(eq(testPayments.id, id));
    return entry.id;
  });
}
