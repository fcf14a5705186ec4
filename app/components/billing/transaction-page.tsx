import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { MessagePrice } from "#app/billing/message-price.ts";
import type { OrderView } from "#app/billing/order-view.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { MessageCost } from "#app/components/billing/message-cost.tsx";
import { OrderStatusBadge, useLocaleTag, useMoney, useOrderItem, useVatPercent } from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { dateTimeFormat } from "#app/i18n/formats.ts";

/** While a payment is pending the page asks again this often, for at most this long. */
const REFRESH_MS = 2_000;
const REFRESH_FOR_MS = 15 * 60_000;

export type TransactionPageProps = {
  order: OrderView;
  /** The member's credits now. */
  balance: number;
  /** What a message costs in the country the order was charged in. */
  messagePrice: MessagePrice;
};

/** /transactions/{id}, the receipt: what was bought, the status in words, the VAT breakdown and what to do next. */
export function TransactionPage({ order, balance, messagePrice }: TransactionPageProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const item = useOrderItem();
  const vatPercent = useVatPercent();
  const localeTag = useLocaleTag();
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
          <dd>{dateTimeFormat(localeTag, { dateStyle: "medium", timeStyle: "short" }).format(new Date(order.createdAt))}</dd>
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
