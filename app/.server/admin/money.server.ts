import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { orderRefunds, orders } from "../db/schema.ts";
import { balanceOf, entriesOf } from "../credits/ledger.server.ts";

export const MONEY_PAGE_ORDERS = 200;
export const MONEY_PAGE_ENTRIES = 200;

/** The money desk's view of one member: orders (with any staff refund), ledger entries (newest first) and balance. */
export async function memberMoney(db: Database, userId: number) {
  const [rows, entries, balance] = await Promise.all([
    db
      .select({ order: orders, refund: orderRefunds })
      .from(orders)
      .leftJoin(orderRefunds, eq(orderRefunds.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.id))
      .limit(MONEY_PAGE_ORDERS),
    entriesOf(db, userId, { limit: MONEY_PAGE_ENTRIES }),
    balanceOf(db, userId),
  ]);
  return {
    balance,
    orders: rows.map(({ order, refund }) => {
      const left = order.amount - order.refundedAmount - order.chargedBackAmount;
      return {
        id: order.id,
        kind: order.kind,
        status: order.status,
        provider: order.provider,
        providerPaymentId: order.providerPaymentId,
        amount: order.amount,
        currency: order.currency,
        credits: order.credits + order.bonusCredits,
        premiumDays: order.premiumDays,
        refundedAmount: order.refundedAmount,
        chargedBackAmount: order.chargedBackAmount,
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        staffRefund: refund ? { status: refund.status, amount: refund.amount, at: refund.createdAt.toISOString() } : null,
        refundable: order.status === "paid" && left > 0 && !refund,
      };
    }),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      shortfall: entry.shortfall,
      reference: entry.reference,
      orderId: entry.orderId,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
