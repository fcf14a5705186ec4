import { data } from "react-router";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { memberOrder } from "#app/.server/credits/orders.server.ts";
import { processPaymentNotification } from "#app/.server/credits/payments.server.ts";
import { orderView } from "#app/.server/credits/screens.server.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { TransactionPage } from "#app/components/billing/transaction-page.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/transaction";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * /transactions/{id}: one of the member's orders. While it is pending the loader asks the provider for the state
 * (the same idempotent path as the webhook, for providers that cannot reach us) and the page refreshes itself.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required", isValid: positiveIntParams("transactionId") });
  const db = await getDb();
  let order = await memberOrder(db, user.id, Number(args.params.transactionId));
  if (!order) throw pageNotFound(new URL(args.request.url).pathname);
  if (order.status === "pending" && order.providerPaymentId) {
    const result = await processPaymentNotification(db, site, order.provider, order.providerPaymentId, { i18n: getI18n(args.context) });
    if (result.ok) order = result.order;
  }
  return data(
    {
      order: orderView(site, order),
      balance: await balanceOf(db, user.id),
      // What the credits bought here buy: the price per message in the country the order was charged in.
      messagePrice: messagePrice(site, order.country),
    },
    // Without JavaScript the browser reloads a pending page by itself.
    { headers: { "Cache-Control": "private, no-store", ...(order.status === "pending" ? { Refresh: "5" } : {}) } },
  );
}

export default function TransactionScreen({ loaderData }: Route.ComponentProps) {
  return <TransactionPage {...loaderData} />;
}
