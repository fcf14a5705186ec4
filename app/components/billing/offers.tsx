import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import type { PackageOffer, PlanOffer, Quote } from "#app/billing/catalogue.ts";
import { formatMoney } from "#app/billing/money.ts";
import { cn } from "#app/components/ui/cn.ts";
import { useRootData } from "#app/root-data.ts";
import { numberFormat, dateTimeFormat } from "#app/i18n/formats.ts";

/** The reader's locale tag for numbers, money and dates. */
export function useLocaleTag() {
  return useRootData()?.localeTag ?? "en-US";
}

export function useMoney() {
  const localeTag = useLocaleTag();
  return (amount: number, currency: string) => formatMoney(amount, currency, localeTag);
}

/** A VAT rate in basis points as the reader writes a percentage (21, 8,1). */
export function useVatPercent() {
  const localeTag = useLocaleTag();
  return (basisPoints: number) =>
    numberFormat(localeTag, { maximumFractionDigits: 2 }).format(`${basisPoints / 100}` as Intl.StringNumericLiteral);
}

/** A tax-inclusive price: what is charged, the list price struck through when discounted, and "incl. VAT". */
export function Price({ quote, size = "lg" }: { quote: Quote; size?: "lg" | "md" }) {
  const { t } = useTranslation();
  const money = useMoney();
  const vatPercent = useVatPercent();
  return (
    <div data-slot="price" className="flex flex-col gap-0.5">
      <p className="flex flex-wrap items-baseline gap-2">
        <span className={cn("font-semibold", size === "lg" ? "text-3xl" : "text-xl")} data-testid="price-amount">
          {money(quote.amount, quote.currency)}
        </span>
        {quote.discountPercent > 0 ? (
          <s
            className="text-sm text-muted-foreground"
            aria-label={t("billing.list_price", { price: money(quote.listAmount, quote.currency) })}
          >
            {money(quote.listAmount, quote.currency)}
          </s>
        ) : null}
      </p>
      <p className="text-xs text-muted-foreground">
        {quote.vatRateBasisPoints > 0
          ? t("billing.incl_vat_amount", { rate: vatPercent(quote.vatRateBasisPoints), vat: money(quote.vatAmount, quote.currency) })
          : t("billing.incl_vat")}
      </p>
    </div>
  );
}

function OfferCard({ popular, children, slot, id }: { popular: boolean; children: ReactNode; slot: string; id: number }) {
  const { t } = useTranslation();
  return (
    <article
      data-slot={slot}
      data-offer-id={id}
      data-popular={popular || undefined}
      className={cn(
        "relative flex flex-col gap-3 rounded-card border bg-card p-card shadow-card",
        popular ? "border-primary ring-2 ring-primary/30" : "border-card-border",
      )}
    >
      {popular ? (
        <span className="absolute -top-3 left-4 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
          {t("billing.popular")}
        </span>
      ) : null}
      {children}
    </article>
  );
}

/** A credit package: credits, bonus, price and the price per credit. */
export function PackageCard({ offer, action }: { offer: PackageOffer; action: ReactNode }) {
  const { t } = useTranslation();
  const money = useMoney();
  const total = offer.credits + offer.bonus;
  // Rounded to a whole minor unit; shown as "about".
  const perCredit = Math.round(offer.quote.amount / total);
  return (
    <OfferCard popular={offer.popular} slot="credit-package" id={offer.id}>
      <h2 className="text-heading-item font-semibold">{t("billing.credits_count", { count: offer.credits })}</h2>
      {offer.bonus > 0 ? <p className="text-sm font-medium text-primary">{t("billing.bonus_count", { count: offer.bonus })}</p> : null}
      <Price quote={offer.quote} />
      <p className="text-xs text-muted-foreground">{t("billing.per_credit", { price: money(perCredit, offer.quote.currency) })}</p>
      <div className="mt-auto">{action}</div>
    </OfferCard>
  );
}

/** A premium plan: its length, bonus credits and price. */
export function PlanCard({ offer, children }: { offer: PlanOffer; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <OfferCard popular={offer.popular} slot="premium-plan" id={offer.id}>
      <h2 className="text-heading-item font-semibold">{t("billing.premium.plan_days", { count: offer.days })}</h2>
      {offer.bonusCredits > 0 ? (
        <p className="text-sm font-medium text-primary">{t("billing.bonus_count", { count: offer.bonusCredits })}</p>
      ) : null}
      <Price quote={offer.quote} />
      {children ? <div className="mt-auto">{children}</div> : null}
    </OfferCard>
  );
}

export type DiscountNoticeProps = {
  discount: { source: "code" | "welcome" | "time_bonus"; code: string | null; percent: number; validUntil: string | null } | null;
  codeProblem: string | null;
};

/** The discount in force (typed code, personal offer or welcome code), or why a typed code did not apply. */
export function DiscountNotice({ discount, codeProblem }: DiscountNoticeProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const until = discount?.validUntil
    ? dateTimeFormat(localeTag, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(discount.validUntil))
    : null;
  return (
    <>
      {codeProblem ? (
        <p role="alert" data-testid="discount-error" className="rounded-control bg-destructive/10 p-3 text-sm text-destructive">
          {t(`billing.discount.errors.${codeProblem}`)}
        </p>
      ) : null}
      {discount ? (
        <p role="status" data-testid="discount-active" className="rounded-control bg-success/10 p-3 text-sm">
          {discount.source === "time_bonus"
            ? t("billing.discount.active_time_bonus", { percent: discount.percent, date: until })
            : discount.source === "welcome"
              ? t("billing.discount.active_welcome", { percent: discount.percent, code: discount.code })
              : t("billing.discount.active_code", { percent: discount.percent, code: discount.code })}
        </p>
      ) : null}
    </>
  );
}

const STATUS_TONE: Record<string, string> = {
  pending: "bg-muted text-foreground",
  paid: "bg-success/15 text-foreground",
  failed: "bg-destructive/10 text-destructive",
  canceled: "bg-muted text-muted-foreground",
  expired: "bg-muted text-muted-foreground",
};

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-slot="order-status"
      data-status={status}
      className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONE[status])}
    >
      {t(`billing.status.${status}`)}
    </span>
  );
}

/** What an order bought, in words: "125 credits + 10 bonus credits", "Premium, 30 days". */
export function useOrderItem() {
  const { t } = useTranslation();
  return (order: { kind: "credits" | "premium"; credits: number; bonusCredits: number; premiumDays: number }) => {
    const main =
      order.kind === "credits"
        ? t("billing.credits_count", { count: order.credits })
        : t("billing.item_premium", { count: order.premiumDays });
    return order.bonusCredits > 0 ? `${main} ${t("billing.bonus_count", { count: order.bonusCredits })}` : main;
  };
}
