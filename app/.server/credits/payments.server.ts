import { and, eq, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { i18n as I18n } from "i18next";
import type { Site } from "#app/site/registry.ts";
import { runInBackground } from "../db/background-work.server.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { discountGrants, orders, users } from "../db/schema.ts";
import { creditCredits, reverseCredits } from "./ledger.server.ts";
import type { OrderRow } from "./orders.server.ts";
import { firePostbacks } from "../tracking/postbacks.server.ts";
import { sendReceipt } from "./receipt.server.ts";
import { ProviderError, type ProviderPayment } from "./providers/provider.server.ts";
import { providerFor, type ProviderName } from "./providers/providers.server.ts";

export type NotificationResult =
  | { ok: true; order: OrderRow; newlyPaid: boolean }
  | { ok: false; status: 404; code: "unknown_payment" }
  | { ok: false; status: 422; code: "amount_mismatch" }
  | { ok: false; status: 502; code: "provider_unavailable" };

/**
 * A provider says "payment X changed" (webhook, the return to /transactions/{id}, the test checkout). The request
 * body is never trusted beyond the id: the order must be this site's and this provider's, the state is fetched
 * from the provider, and its amount and currency must be the order's. Any number of notifications, in any order
 * or at once, apply each change once: the order row is locked, the status only moves on from `pending`, and every
 * ledger entry has an idempotency key.
 */
export async function processPaymentNotification(
  db: Database,
  site: Site,
  providerName: ProviderName,
  paymentId: string,
  { i18n }: { i18n: I18n },
): Promise<NotificationResult> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, providerName), eq(orders.providerPaymentId, paymentId), eq(orders.siteId, site.id)))
    .limit(1);
  const provider = order ? providerFor(db, site, providerName) : null;
  if (!order || !provider) return { ok: false, status: 404, code: "unknown_payment" };
  let payment: ProviderPayment;
  try {
    payment = await provider.getPayment(paymentId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logError("payment status could not be fetched", error);
    return { ok: false, status: 502, code: "provider_unavailable" };
  }
  if (
    payment.amount !== order.amount ||
    payment.currency !== order.currency ||
    Number.isNaN(payment.refundedAmount + payment.chargedBackAmount)
  ) {
    console.warn(
      `payment ${paymentId} of order ${order.id} refused: the provider reports ${payment.amount} ${payment.currency}, the order is ${order.amount} ${order.currency}`,
    );
    return { ok: false, status: 422, code: "amount_mismatch" };
  }
  const { firstPayment, ...applied } = await applyPayment(db, order.id, payment);
  // After the commit, outside the money transaction: the affiliate's first-payment postback (decision 035), which
  // may retry for minutes and never fails the notification; its own unique row keeps it at once per member.
  if (firstPayment) runInBackground(firePostbacks("first_payment", applied.order.userId, { db }));
  // The receipt goes out once (a failed mail is retried by the next notification).
  if (applied.order.status === "paid" && !applied.order.receiptSentAt) await sendReceipt(db, site, order.id, i18n);
  return { ok: true, ...applied };
}

/** The share of what an order gave (`total` credits or premium days) that `returnedAmount` of its money takes back: proportional, rounded up, whole. */
function returnedShare(order: OrderRow, total: number, returnedAmount: number) {
  return Math.min(total, Math.ceil((total * returnedAmount) / order.amount));
}

/**
 * Applies a provider's state to an order in one transaction. `firstPayment`: this call made the order paid and the
 * member had no other paid order (decided under the member's row lock that the ledger write takes, so two first
 * orders paid at once do not both count as first).
 */
async function applyPayment(
  db: Database,
  orderId: number,
  payment: ProviderPayment,
): Promise<{ order: OrderRow; newlyPaid: boolean; firstPayment: boolean }> {
  return db.transaction(async (tx) => {
    // One notification at a time per order; concurrent ones wait here and then see what the first did.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    let current = order!;
    let newlyPaid = false;
    let firstPayment = false;
    const now = new Date();

    if (current.status === "pending" && payment.status !== "pending") {
      const [updated] = await tx
        .update(orders)
        .set({ status: payment.status, paidAt: payment.status === "paid" ? now : null, updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      current = updated!;
      if (payment.status === "paid") {
        newlyPaid = true;
        await tx.select({ id: users.id }).from(users).where(eq(users.id, current.userId)).for("update");
        const [earlier] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, current.userId), isNotNull(orders.paidAt), ne(orders.id, orderId)))
          .limit(1);
        firstPayment = !earlier;
        await fulfil(tx, current, now);
      }
    } else if (current.status !== payment.status && payment.status !== "pending") {
      // A final state never changes (a provider does not turn an expired payment into a paid one); log the oddity.
      console.warn(`order ${orderId} is ${current.status}; the provider now says ${payment.status}: ignored`);
    }

    if (current.status === "paid") {
      current = await applyReturns(tx, current, payment, now);
    }
    return { order: current, newlyPaid, firstPayment };
  });
}

/** What a paid order gives: its credits and bonus in the ledger, or premium time; a used time bonus is spent. */
async function fulfil(tx: Database, order: OrderRow, now: Date) {
  const reference = `order:${order.id}`;
  // The package's credits and its bonus: two entries, each once per order (the kind is in the idempotency key).
  for (const [kind, amount] of [
    ["purchase", order.credits],
    ["bonus", order.bonusCredits],
  ] as const) {
    if (amount > 0) {
      await creditCredits(tx, { userId: order.userId, amount, kind, reference, idempotencyKey: `${reference}:${kind}`, orderId: order.id });
    }
  }
  if (order.premiumDays > 0) {
    // A purchase while premium extends it from its current end.
    await tx
      .update(users)
      .set({
        premiumUntil: sql`greatest(coalesce(${users.premiumUntil}, now()), now()) + ${`${order.premiumDays} days`}::interval`,
        updatedAt: now,
      })
      .where(eq(users.id, order.userId));
  }
  if (order.discountGrantId) {
    await tx
      .update(discountGrants)
      .set({ usedOrderId: order.id })
      .where(and(eq(discountGrants.id, order.discountGrantId), isNull(discountGrants.usedOrderId)));
  }
}

/** Where each kind of returned money is counted: the same field on the order and on the provider's payment. */
const RETURNED_AMOUNT_FIELD = { refund: "refundedAmount", chargeback: "chargedBackAmount" } as const;

/**
 * Refunds and chargebacks the provider reports beyond what the order has recorded: the matching share of credits
 * goes back through the ledger (which records any shortfall when they were already spent), and premium time is
 * shortened. Keyed by the running total, so a replayed notification changes nothing.
 */
export async function applyReturns(tx: Database, order: OrderRow, payment: ProviderPayment, now: Date): Promise<OrderRow> {
  const changes: Partial<OrderRow> = {};
  for (const kind of ["refund", "chargeback"] as const) {
    const field = RETURNED_AMOUNT_FIELD[kind];
    const recorded = order[field];
    const reported = Math.min(order.amount, payment[field]);
    if (reported <= recorded) continue;
    // Refunds and chargebacks share one running total of money returned, so together they never take back more.
    const returnedBefore = order.refundedAmount + order.chargedBackAmount;
    const returnedAfter = Math.min(order.amount, returnedBefore + (reported - recorded));
    const given = order.credits + order.bonusCredits;
    const credits = returnedShare(order, given, returnedAfter) - returnedShare(order, given, returnedBefore);
    if (credits > 0) {
      await reverseCredits(tx, {
        userId: order.userId,
        amount: credits,
        kind,
        reference: `order:${order.id}`,
        idempotencyKey: `order:${order.id}:${kind}:${reported}`,
        orderId: order.id,
      });
    }
    const days = returnedShare(order, order.premiumDays, returnedAfter) - returnedShare(order, order.premiumDays, returnedBefore);
    if (days > 0) {
      await tx
        .update(users)
        .set({ premiumUntil: sql`greatest(${users.premiumUntil} - ${`${days} days`}::interval, now())`, updatedAt: now })
        .where(eq(users.id, order.userId));
    }
    changes[field] = reported;
    order = { ...order, ...changes };
  }
  if (Object.keys(changes).length === 0) return order;
  const [updated] = await tx
    .update(orders)
    .set({ ...changes, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}
