/**
 * What the member's screens (credits, receipt) show of an order, never the provider's ids: made on the server,
 * rendered by the billing page components.
 */
export type OrderView = {
  id: number;
  number: string;
  kind: "credits" | "premium";
  productId: number;
  credits: number;
  bonusCredits: number;
  premiumDays: number;
  amount: number;
  listAmount: number;
  discountPercent: number;
  vatAmount: number;
  vatRateBasisPoints: number;
  currency: string;
  method: string;
  status: "pending" | "paid" | "failed" | "canceled" | "expired";
  refundedAmount: number;
  chargedBackAmount: number;
  createdAt: string;
};
