import type { PaymentMethod } from "#app/billing/payment-methods.ts";

/** A payment's state as the provider reports it, in our terms. Amounts in minor units. */
export type ProviderPayment = {
  id: string;
  status: "pending" | "paid" | "failed" | "canceled" | "expired";
  amount: number;
  currency: string;
  /** Totals returned to the payer so far: refunds made, and chargebacks the bank reversed. */
  refundedAmount: number;
  chargedBackAmount: number;
};

export type CreatePaymentInput = {
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  /** Where the payer returns after checkout (our /transactions/{id}). */
  redirectUrl: string;
  /** Where the provider notifies us of any change (our webhook, with the provider's name). */
  webhookUrl: string;
  /** en_US style locale for the provider's pages. */
  locale: string;
  orderId: number;
};

/**
 * What checkout and the webhook need from a payment provider (decision 030). Implementations: the built-in test
 * provider (a hosted checkout page in this app) and Mollie. A webhook never trusts its request body: it only names
 * a payment id, and `getPayment` asks the provider what happened.
 */
export interface PaymentProvider {
  readonly name: "test" | "mollie";
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string }>;
  getPayment(id: string): Promise<ProviderPayment>;
  /** Returns `amount` (minor units) of a paid payment to the payer; answers the provider's refund id. */
  refundPayment(id: string, input: RefundInput): Promise<{ id: string }>;
}

export type RefundInput = { amount: number; currency: string; description: string };

/** The provider could not be reached or refused: the member sees "try again", the webhook answers 502 (retried). */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderError";
  }
}
