import { and, eq, inArray, sql } from "drizzle-orm";
import { siteRegistry } from "#app/site/sites.server.ts";
import type { Database } from "../db/client.server.ts";
import { creditEntries, orderRefunds, orders } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { audit } from "../staff/audit.server.ts";
import type { StaffMember } from "../staff/staff-accounts.server.ts";
import { applyReturns } from "./payments.server.ts";
import { ProviderError } from "./providers/provider.server.ts";
import { providerFor } from "./providers/providers.server.ts";

export type RefundResult =
  | { ok: true; orderId: number; amount: number; currency: string; creditsReversed: number; shortfall: number; refundId: string }
  | { ok: false; status: 404 | 409 | 502; message: string };

function isUniqueViolation(error: unknown) {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Staff refund of a member's paid order, in full (what is left of it after earlier refunds or chargebacks), through
 * the order's provider (decision 091). Three steps so no lock is held while the provider is asked:
 *
 * 1. Under the order's row lock, the order must be paid with money left to return and no staff refund yet; a claim
 *    row (unique per order) is written. A second refund, also one racing this one, waits on the lock and is refused.
 * 2. The provider refunds. When it refuses or cannot be reached, the claim is removed and the refund can be retried.
 * 3. Under the order's row lock again, the ledger is reversed exactly as a chargeback reverses it (the order's share
 *    of credits back, premium time shortened), the claim is marked done and the audit row written, in one transaction.
 *    The provider's later notification of the same refund finds it recorded and changes nothing.
 */
export async function refundOrder(db: Database, staff: StaffMember, orderId: number): Promise<RefundResult> {
  const claimed = await claimRefund(db, staff, orderId);
  if (!claimed.ok) return claimed;
  const { order, amount } = claimed;
  const site = siteRegistry.sites.find((candidate) => candidate.id === order.siteId);
  const provider = site ? providerFor(db, site, order.provider) : null;
  let refundId: string;
  try {
    if (!provider || !order.providerPaymentId)
      throw new ProviderError(`The ${order.provider} provider is not available for ${order.siteId}`);
    ({ id: refundId } = await provider.refundPayment(order.providerPaymentId, {
      amount,
      currency: order.currency,
      description: `Refund of order ${order.id}`,
    }));
  } catch (error) {
    await db.delete(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    if (!(error instanceof ProviderError)) throw error;
    logError("staff refund refused by the provider", error);
    return { ok: false, status: 502, message: `The payment provider did not refund order ${orderId}; nothing changed. Try again later.` };
  }

  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const current = locked!;
    // What the provider now holds as refunded: what was recorded plus this refund (its own report may lag behind).
    const refundedTotal = Math.min(current.amount, current.refundedAmount + amount);
    const before = await reversedCredits(tx, orderId);
    await applyReturns(
      tx,
      current,
      {
        id: current.providerPaymentId ?? "",
        status: "paid",
        amount: current.amount,
        currency: current.currency,
        refundedAmount: refundedTotal,
        chargedBackAmount: current.chargedBackAmount,
      },
      new Date(),
    );
    const after = await reversedCredits(tx, orderId);
    await tx.update(orderRefunds).set({ status: "done", providerRefundId: refundId }).where(eq(orderRefunds.orderId, orderId));
    const result = {
      orderId,
      amount,
      currency: current.currency,
      creditsReversed: after.reversed - before.reversed,
      shortfall: after.shortfall - before.shortfall,
      refundId,
    };
    await audit(tx, staff, "order.refund", {
      siteId: current.siteId,
      userId: current.userId,
      details: { ...result, provider: current.provider },
    });
    return { ok: true as const, ...result };
  });
}

type Claim = { ok: true; order: typeof orders.$inferSelect; amount: number } | { ok: false; status: 404 | 409; message: string };

async function claimRefund(db: Database, staff: StaffMember, orderId: number): Promise<Claim> {
  try {
    return await db.transaction(async (tx): Promise<Claim> => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return { ok: false, status: 404, message: `There is no order ${orderId}.` };
      const [earlier] = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)).limit(1);
      if (earlier) {
        const message =
          earlier.status === "done" ? `Order ${orderId} is refunded already.` : `A refund of order ${orderId} is under way already.`;
        return { ok: false, status: 409, message };
      }
      if (order.status !== "paid")
        return { ok: false, status: 409, message: `Order ${orderId} is ${order.status}, not paid: nothing to refund.` };
      const amount = order.amount - order.refundedAmount - order.chargedBackAmount;
      if (amount <= 0) return { ok: false, status: 409, message: `Order ${orderId} is refunded or charged back in full already.` };
      await tx.insert(orderRefunds).values({ orderId, staffId: staff.id, amount, currency: order.currency });
      return { ok: true, order, amount };
    });
  } catch (error) {
    // The lock makes this unreachable on one database; the unique index is the last word all the same.
    if (isUniqueViolation(error)) return { ok: false, status: 409, message: `A refund of order ${orderId} is under way already.` };
    throw error;
  }
}

/** Credits taken back from an order so far by refunds and chargebacks, and what could not be taken (already spent). */
async function reversedCredits(tx: Database, orderId: number) {
  const [row] = await tx
    .select({
      reversed: sql<number>`coalesce(sum(-${creditEntries.amount}), 0)::integer`.mapWith(Number),
      shortfall: sql<number>`coalesce(sum(${creditEntries.shortfall}), 0)::integer`.mapWith(Number),
    })
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, orderId), inArray(creditEntries.kind, ["refund", "chargeback"])));
  return { reversed: row?.reversed ?? 0, shortfall: row?.shortfall ?? 0 };
}
