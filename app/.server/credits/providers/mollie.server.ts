import createMollieClient, { Locale, type PaymentMethod as MollieMethod, PaymentStatus } from "@mollie/api-client";
import { parseDecimal, toDecimalString } from "#app/billing/money.ts";
import { isLocalHost } from "#app/site/registry.ts";
import { ProviderError, type PaymentProvider, type ProviderPayment } from "./provider.server.ts";

const STATUS: Record<PaymentStatus, ProviderPayment["status"]> = {
  [PaymentStatus.open]: "pending",
  [PaymentStatus.pending]: "pending",
  [PaymentStatus.authorized]: "pending",
  [PaymentStatus.paid]: "paid",
  [PaymentStatus.failed]: "failed",
  [PaymentStatus.canceled]: "canceled",
  [PaymentStatus.expired]: "expired",
};

const LOCALES = new Set<string>(Object.values(Locale));

function amountOf(value: { value: string; currency: string } | undefined, currency: string): number {
  if (!value) return 0;
  const minor = parseDecimal(value.value, value.currency);
  if (minor === null) throw new ProviderError(`Mollie sent an amount we cannot read: ${value.value} ${value.currency}`);
  // A total in another currency than the payment's cannot be compared; the webhook refuses the payment.
  return value.currency === currency ? minor : Number.NaN;
}

/**
 * Mollie's payments API through `@mollie/api-client` (decision 030). The API key is the site's
 * (`MOLLIE_API_KEY_<SITE ID>`); `apiEndpoint` is only set by tests, which point it at a local imitation.
 */
export function mollieProvider({ apiKey, apiEndpoint }: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}), versionStrings: "datingplatform/1" });
  return {
    name: "mollie",
    async createPayment(input) {
      const webhookHost = new URL(input.webhookUrl).hostname;
      try {
        const payment = await client.payments.create({
          amount: { currency: input.currency, value: toDecimalString(input.amount, input.currency) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          // Mollie cannot reach a local address and refuses such a webhook; the return page then asks for the status.
          ...(isLocalHost(webhookHost) ? {} : { webhookUrl: input.webhookUrl }),
          method: input.method as MollieMethod,
          ...(LOCALES.has(input.locale) ? { locale: input.locale as Locale } : {}),
          metadata: { orderId: input.orderId },
        });
        const checkoutUrl = payment.getCheckoutUrl();
        if (!checkoutUrl) throw new ProviderError(`Mollie gave payment ${payment.id} no checkout URL`);
        return { id: payment.id, checkoutUrl };
      } catch (error) {
        throw error instanceof ProviderError ? error : new ProviderError("Mollie refused or could not be reached", { cause: error });
      }
    },
    async getPayment(id) {
      let payment;
      try {
        payment = await client.payments.get(id);
      } catch (error) {
        throw new ProviderError(`Mollie payment ${id} could not be read`, { cause: error });
      }
      const currency = payment.amount.currency;
      const amount = parseDecimal(payment.amount.value, currency);
      if (amount === null) throw new ProviderError(`Mollie sent an amount we cannot read: ${payment.amount.value}`);
      return {
        id: payment.id,
        status: STATUS[payment.status] ?? "pending",
        amount,
        currency,
        refundedAmount: amountOf(payment.amountRefunded, currency),
        chargedBackAmount: amountOf(payment.amountChargedBack, currency),
      };
    },
    async refundPayment(id, input) {
      try {
        const refund = await client.paymentRefunds.create({
          paymentId: id,
          amount: { currency: input.currency, value: toDecimalString(input.amount, input.currency) },
          description: input.description,
        });
        return { id: refund.id };
      } catch (error) {
        throw new ProviderError(`Mollie refused the refund of payment ${id} or could not be reached`, { cause: error });
      }
    },
  };
}
