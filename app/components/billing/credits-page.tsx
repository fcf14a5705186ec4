import { Form } from "react-router";
import type { PackageOffer } from "#app/billing/catalogue.ts";
import type { MessagePrice } from "#app/billing/message-price.ts";
import type { OrderView } from "#app/billing/order-view.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { MessageCost } from "#app/components/billing/message-cost.tsx";
import {
  DiscountNotice,
  OrderStatusBadge,
  PackageCard,
  useLocaleTag,
  useMoney,
  useOrderItem,
  type DiscountNoticeProps,
} from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { dateTimeFormat } from "#app/i18n/formats.ts";

/** What /credits shows: the balance, the packages priced for the member (with their discount), recent orders. */
export type CreditsPageProps = DiscountNoticeProps & {
  balance: number;
  messagePrice: MessagePrice;
  packages: PackageOffer[];
  /** The typed discount code the package links carry on. */
  code: string | null;
  orders: OrderView[];
  /** Whether the last paid credits order can be bought again in one step. */
  canRepeat: boolean;
};

export function CreditsPage({ balance, messagePrice, packages, discount, code, codeProblem, orders, canRepeat }: CreditsPageProps) {
  const { t } = useTranslation();
  const query = code ? `?code=${encodeURIComponent(code)}` : "";
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-slot="credits-screen">
      <PageHeading title={t("screens.credits")}>{t("billing.credits.intro")}</PageHeading>
      <AccountCard className="sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-semibold" data-testid="credits-balance">
            {t("billing.balance", { count: balance })}
          </p>
          <MessageCost price={messagePrice} className="text-sm text-muted-foreground" />
        </div>
        {canRepeat ? (
          <Button asChild variant="outline">
            <Link to="/credits/repeat-order" data-testid="repeat-order-link">
              {t("billing.credits.repeat")}
            </Link>
          </Button>
        ) : null}
      </AccountCard>

      <DiscountNotice discount={discount} codeProblem={codeProblem} />

      {packages.length ? (
        <section aria-label={t("billing.credits.packages")} className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((offer) => (
            <PackageCard
              key={offer.id}
              offer={offer}
              action={
                <Button asChild className="w-full">
                  <Link to={`/credits/${offer.id}${query}`} data-testid={`choose-package-${offer.id}`}>
                    {t("billing.choose")}
                  </Link>
                </Button>
              }
            />
          ))}
        </section>
      ) : (
        <p className="text-muted-foreground">{t("billing.credits.none")}</p>
      )}

      <Form method="get" className="flex max-w-md flex-wrap items-end gap-2" data-slot="discount-code-form">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
          <span className="label-text">{t("billing.discount.code_label")}</span>
          <Input name="code" defaultValue={code ?? ""} autoComplete="off" maxLength={32} />
        </label>
        <Button type="submit" variant="secondary">
          {t("billing.discount.apply")}
        </Button>
      </Form>

      <OrderList orders={orders} />
    </div>
  );
}

function OrderList({ orders }: { orders: OrderView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const item = useOrderItem();
  const localeTag = useLocaleTag();
  if (!orders.length) return null;
  return (
    <section className="flex flex-col gap-2" data-slot="order-list">
      <h2 className="text-heading-section">{t("billing.orders.title")}</h2>
      <ul className="divide-y divide-border rounded-card border border-card-border bg-card">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <Link to={`/transactions/${order.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
              {order.number}
            </Link>
            <span className="text-muted-foreground">
              {dateTimeFormat(localeTag, { dateStyle: "medium" }).format(new Date(order.createdAt))}
            </span>
            <span>{item(order)}</span>
            <span>{money(order.amount, order.currency)}</span>
            <OrderStatusBadge status={order.status} />
          </li>
        ))}
      </ul>
    </section>
  );
}
