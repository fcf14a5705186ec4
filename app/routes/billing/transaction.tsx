import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { data, useRevalidator } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { memberOrder } from "#app/.server/credits/orders.server.ts";
import { processPaymentNotification } from "#app/.server/credits/payments.server.ts";
import { orderView } from "#app/.server/credits/screens.server.ts";
import { messagePrice } from "#app/billing/message-price.ts";
import { MessageCost } from "#app/components/billing/message-cost.tsx";
import { getDb } from "#app/.server/db/client.server.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { OrderStatusBadge, useLocaleTag, useMoney, useOrderItem, useVatPercent } from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/transaction";

/** While a payment is pending the page asks again this often, for at most this long. */
const REFRESH_MS = 2_000;
const REFRESH_FOR_MS = 15 * 60_000;

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
  const { t } = useTranslation();
  const money = useMoney();
  const item = useOrderItem();
  const vatPercent = useVatPercent();
  const localeTag = useLocaleTag();
  const { order, balance, messagePrice } = loaderData;
  const pending = order.status === "pending";
  useRefreshWhilePending(pending);
  const returned = order.refundedAmount + order.chargedBackAmount;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6" data-slot="transaction-screen">
      <PageHeading title={t("screens.transaction")}>{t("billing.transaction.number", { number: order.number })}</PageHeading>
      <AccountCard>
        <div className="flex items-center justify-between gap-2">
          <p className="font-semibold">{item(order)}</p>
          <OrderStatusBadge status={order.status} />
        </div>
        <p role="status" aria-live="polite" data-testid="transaction-message">
          {t(`billing.transaction.${order.status}_${order.kind}`, { count: order.credits + order.bonusCredits })}
        </p>
        {order.refundedAmount > 0 ? (
          <p className="text-sm">{t("billing.transaction.refunded", { amount: money(order.refundedAmount, order.currency) })}</p>
        ) : null}
        {order.chargedBackAmount > 0 ? (
          <p className="text-sm">{t("billing.transaction.charged_back", { amount: money(order.chargedBackAmount, order.currency) })}</p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("billing.transaction.amount")}</dt>
          <dd>{money(order.amount, order.currency)}</dd>
          {order.discountPercent > 0 ? (
            <>
              <dt className="text-muted-foreground">{t("billing.transaction.discount")}</dt>
              <dd>
                {t("billing.transaction.discount_value", { percent: order.discountPercent, list: money(order.listAmount, order.currency) })}
              </dd>
            </>
          ) : null}
          {/* The same breakdown on every site, a rate of 0% included, as on the receipt. */}
          <dt className="text-muted-foreground">{t("billing.transaction.vat")}</dt>
          <dd data-slot="transaction-vat">
            {t("billing.transaction.vat_value", {
              rate: vatPercent(order.vatRateBasisPoints),
              vat: money(order.vatAmount, order.currency),
            })}
          </dd>
          <dt className="text-muted-foreground">{t("billing.transaction.vat_net")}</dt>
          <dd data-slot="transaction-net">{money(order.amount - order.vatAmount, order.currency)}</dd>
          {/* Only a paid order was paid with the method; the others were tried with it. */}
          <dt className="text-muted-foreground">
            {t(
              order.status === "paid"
                ? "billing.transaction.method"
                : pending
                  ? "billing.transaction.method_pending"
                  : "billing.transaction.method_tried",
            )}
          </dt>
          <dd>{t(`billing.methods.${order.method}`)}</dd>
          <dt className="text-muted-foreground">{t("billing.transaction.date")}</dt>
          <dd>{new Intl.DateTimeFormat(localeTag, { dateStyle: "medium", timeStyle: "short" }).format(new Date(order.createdAt))}</dd>
        </dl>
        {returned === 0 && order.kind === "credits" ? (
          <>
            <p className="text-lg font-semibold" data-testid="transaction-balance">
              {t("billing.balance", { count: balance })}
            </p>
            <MessageCost price={messagePrice} className="text-sm text-muted-foreground" />
          </>
        ) : null}
      </AccountCard>
      <div className="flex flex-wrap gap-2">
        {order.status === "paid" ? (
          <Button asChild>
            <Link to="/members">{t("billing.transaction.start_chatting")}</Link>
          </Button>
        ) : null}
        {order.kind === "credits" && !pending ? (
          <Button asChild variant={order.status === "paid" ? "outline" : "primary"}>
            <Link to={`/credits/${order.productId}`}>
              {order.status === "paid" ? t("billing.transaction.buy_again") : t("billing.transaction.try_again")}
            </Link>
          </Button>
        ) : null}
        {order.kind === "premium" && !pending && order.status !== "paid" ? (
          <Button asChild>
            <Link to="/premium">{t("billing.transaction.try_again")}</Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={order.kind === "credits" ? "/credits" : "/premium"}>{t("billing.transaction.back")}</Link>
        </Button>
      </div>
    </div>
  );
}

/** Revalidates every REFRESH_MS while pending, and once more when it stops being pending (the header's balance). */
function useRefreshWhilePending(pending: boolean) {
  const { revalidate } = useRevalidator();
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) void revalidate();
    wasPending.current = pending;
    if (!pending) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > REFRESH_FOR_MS) clearInterval(timer);
      else if (document.visibilityState === "visible") void revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, revalidate]);
}
