import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import type { PackageOffer, PlanOffer } from "#app/billing/catalogue.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { MessageCost } from "#app/components/billing/message-cost.tsx";
import {
  DiscountNotice,
  OrderStatusBadge,
  PackageCard,
  PlanCard,
  useLocaleTag,
  useMoney,
  useOrderItem,
  useVatPercent,
} from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Link } from "#app/framework/link.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";

/**
 * /credits, /premium and /transactions/:id as their routes lay them out, with loader-like fixture data. The routes'
 * modules carry their server loaders, which a browser story cannot import, so their page markup is mirrored here
 * around the shared billing components.
 */
const quote = (amount: number, discountPercent = 0) => {
  const listAmount = discountPercent ? Math.round(amount / (1 - discountPercent / 100)) : amount;
  return { currency: "EUR", listAmount, amount, discountPercent, vatAmount: Math.round((amount * 21) / 121), vatRateBasisPoints: 2100 };
};
const packages: PackageOffer[] = [
  { kind: "credits", id: 1, credits: 100, bonus: 0, popular: false, quote: quote(1495) },
  { kind: "credits", id: 2, credits: 250, bonus: 25, popular: true, quote: quote(2995) },
  { kind: "credits", id: 3, credits: 600, bonus: 100, popular: false, quote: quote(5995) },
];
const plans: PlanOffer[] = [
  { kind: "premium", id: 1, days: 30, bonusCredits: 0, popular: false, quote: quote(1995) },
  { kind: "premium", id: 2, days: 90, bonusCredits: 50, popular: true, quote: quote(4995) },
];
const messagePrice = { credits: 10, value: { amount: 120, currency: "EUR" } };

type Order = {
  id: number;
  number: string;
  kind: "credits" | "premium";
  status: "pending" | "paid" | "failed" | "canceled" | "expired";
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
  createdAt: string;
  productId: number;
  refundedAmount: number;
  chargedBackAmount: number;
};
const order = (patch: Partial<Order> = {}): Order => ({
  id: 7,
  number: "CL-2026-000734",
  kind: "credits",
  status: "paid",
  credits: 250,
  bonusCredits: 25,
  premiumDays: 0,
  amount: 2995,
  listAmount: 2995,
  discountPercent: 0,
  vatAmount: 520,
  vatRateBasisPoints: 2100,
  currency: "EUR",
  method: "ideal",
  createdAt: "2026-11-24T19:12:00.000Z",
  productId: 2,
  refundedAmount: 0,
  chargedBackAmount: 0,
  ...patch,
});
const orders = [
  order(),
  order({ id: 6, number: "CL-2026-000701", status: "failed", credits: 100, bonusCredits: 0, amount: 1495, method: "creditcard" }),
  order({ id: 5, number: "CL-2026-000655", kind: "premium", credits: 0, bonusCredits: 0, premiumDays: 30, amount: 1995, method: "paypal" }),
];

function CreditsScreen({ withOrders = true, codeProblem = null }: { withOrders?: boolean; codeProblem?: string | null }) {
  const { t } = useTranslation();
  const money = useMoney();
  const item = useOrderItem();
  const localeTag = useLocaleTag();
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-gutter py-section" data-slot="credits-screen">
      <PageHeading title={t("screens.credits")}>{t("billing.credits.intro")}</PageHeading>
      <AccountCard className="sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-lg font-semibold">{t("billing.balance", { count: 42 })}</p>
          <MessageCost price={messagePrice} className="text-sm text-muted-foreground" />
        </div>
        <Button asChild variant="outline">
          <Link to="/credits/repeat-order">{t("billing.credits.repeat")}</Link>
        </Button>
      </AccountCard>
      <DiscountNotice discount={null} codeProblem={codeProblem} />
      <section aria-label={t("billing.credits.packages")} className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">
        {packages.map((offer) => (
          <PackageCard
            key={offer.id}
            offer={offer}
            action={
              <Button asChild className="w-full">
                <Link to={`/credits/${offer.id}`}>{t("billing.choose")}</Link>
              </Button>
            }
          />
        ))}
      </section>
      <form method="get" className="flex max-w-md flex-wrap items-end gap-2">
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm">
          <span className="label-text">{t("billing.discount.code_label")}</span>
          <Input name="code" autoComplete="off" maxLength={32} />
        </label>
        <Button type="submit" variant="secondary">
          {t("billing.discount.apply")}
        </Button>
      </form>
      {withOrders ? (
        <section className="flex flex-col gap-2">
          <h2 className="text-heading-section">{t("billing.orders.title")}</h2>
          <ul className="divide-y divide-border rounded-card border border-card-border bg-card">
            {orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <Link to={`/transactions/${o.id}`} className="font-medium text-primary underline-offset-2 hover:underline">
                  {o.number}
                </Link>
                <span className="text-muted-foreground">
                  {new Intl.DateTimeFormat(localeTag, { dateStyle: "medium" }).format(new Date(o.createdAt))}
                </span>
                <span>{item(o)}</span>
                <span>{money(o.amount, o.currency)}</span>
                <OrderStatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

const meta = { title: "Screens/Billing", component: CreditsScreen, globals: { user: "member" } } satisfies Meta<typeof CreditsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The balance, what a message costs, the packages, a discount code field and past orders linking to their receipts. */
export const Credits: Story = {
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/42 credits/)).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "CL-2026-000734" })).toHaveAttribute("href", "/transactions/7");
    await expect(within(canvas.getByRole("region", { name: /packages/i })).getAllByRole("link")).toHaveLength(3);
  },
};
export const CreditsMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const CreditsCodeRefused: Story = { args: { withOrders: false, codeProblem: "expired" } };

const ADVANTAGES = ["no_ads", "badge", "bonus"] as const;

function PremiumScreen({ activeUntil }: { activeUntil: string | null }) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-gutter py-section" data-slot="premium-screen">
      <PageHeading title={t("screens.premium")}>{t("billing.premium.intro")}</PageHeading>
      {activeUntil ? (
        <p role="status" className="rounded-control bg-success/10 p-3">
          {t("billing.premium.active_until", {
            date: new Intl.DateTimeFormat(localeTag, { dateStyle: "long" }).format(new Date(activeUntil)),
          })}
        </p>
      ) : null}
      <DiscountNotice discount={{ source: "welcome", code: "WELCOME10", percent: 10, validUntil: null }} codeProblem={null} />
      <section aria-labelledby="premium-advantages" className="flex flex-col gap-3">
        <h2 id="premium-advantages" className="text-heading-section">
          {t("billing.premium.advantages_title")}
        </h2>
        <AccountCard>
          <ul className="list-inside list-disc space-y-1">
            {ADVANTAGES.map((advantage) => (
              <li key={advantage}>{t(`billing.premium.advantages.${advantage}`)}</li>
            ))}
          </ul>
        </AccountCard>
      </section>
      <section aria-label={t("billing.premium.plans")} className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">
        {plans.map((offer) => (
          <PlanCard key={offer.id} offer={offer}>
            <form method="post" className="flex flex-col gap-2">
              <label className="flex flex-col gap-1 text-sm">
                <span className="label-text">{t("billing.premium.method")}</span>
                <Select
                  name="method"
                  options={["ideal", "creditcard", "paypal"].map((m) => ({ value: m, label: t(`billing.methods.${m}`) }))}
                />
              </label>
              <Button type="submit">{t("billing.premium.buy")}</Button>
            </form>
          </PlanCard>
        ))}
      </section>
      <p className="text-sm text-muted-foreground">{t("billing.premium.extends")}</p>
    </main>
  );
}
export const Premium: StoryObj<typeof PremiumScreen> = { render: (args) => <PremiumScreen {...args} />, args: { activeUntil: null } };
export const PremiumMobile: StoryObj<typeof PremiumScreen> = { ...Premium, globals: { user: "member", viewport: { value: "mobile" } } };
export const PremiumActive: StoryObj<typeof PremiumScreen> = { ...Premium, args: { activeUntil: "2027-01-15T00:00:00.000Z" } };

/** /transactions/:id, the receipt: what was bought, the status in words, the VAT breakdown and what to do next. */
function TransactionScreen({ order: o }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const item = useOrderItem();
  const vatPercent = useVatPercent();
  const localeTag = useLocaleTag();
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-6 px-gutter py-section" data-slot="transaction-screen">
      <PageHeading title={t("screens.transaction")}>{t("billing.transaction.number", { number: o.number })}</PageHeading>
      <AccountCard>
        <div className="flex items-center justify-between gap-2">
          <p className="font-semibold">{item(o)}</p>
          <OrderStatusBadge status={o.status} />
        </div>
        <p role="status" aria-live="polite" data-testid="transaction-message">
          {t(`billing.transaction.${o.status}_${o.kind}`, { count: o.credits + o.bonusCredits })}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("billing.transaction.amount")}</dt>
          <dd>{money(o.amount, o.currency)}</dd>
          {o.discountPercent > 0 ? (
            <>
              <dt className="text-muted-foreground">{t("billing.transaction.discount")}</dt>
              <dd>{t("billing.transaction.discount_value", { percent: o.discountPercent, list: money(o.listAmount, o.currency) })}</dd>
            </>
          ) : null}
          <dt className="text-muted-foreground">{t("billing.transaction.vat")}</dt>
          <dd>{t("billing.transaction.vat_value", { rate: vatPercent(o.vatRateBasisPoints), vat: money(o.vatAmount, o.currency) })}</dd>
          <dt className="text-muted-foreground">{t("billing.transaction.vat_net")}</dt>
          <dd>{money(o.amount - o.vatAmount, o.currency)}</dd>
          <dt className="text-muted-foreground">
            {t(
              o.status === "paid"
                ? "billing.transaction.method"
                : o.status === "pending"
                  ? "billing.transaction.method_pending"
                  : "billing.transaction.method_tried",
            )}
          </dt>
          <dd>{t(`billing.methods.${o.method}`)}</dd>
          <dt className="text-muted-foreground">{t("billing.transaction.date")}</dt>
          <dd>{new Intl.DateTimeFormat(localeTag, { dateStyle: "medium", timeStyle: "short" }).format(new Date(o.createdAt))}</dd>
        </dl>
        {o.kind === "credits" ? (
          <>
            <p className="text-lg font-semibold">{t("billing.balance", { count: 292 })}</p>
            <MessageCost price={messagePrice} className="text-sm text-muted-foreground" />
          </>
        ) : null}
      </AccountCard>
      <div className="flex flex-wrap gap-2">
        {o.status === "paid" ? (
          <Button asChild>
            <Link to="/members">{t("billing.transaction.start_chatting")}</Link>
          </Button>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={o.kind === "credits" ? "/credits" : "/premium"}>{t("billing.transaction.back")}</Link>
        </Button>
      </div>
    </main>
  );
}
export const TransactionPaid: StoryObj<typeof TransactionScreen> = {
  render: (args) => <TransactionScreen {...args} />,
  args: { order: order({ discountPercent: 20, listAmount: 3744 }) },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("275 credits have been added");
  },
};
export const TransactionPaidMobile: StoryObj<typeof TransactionScreen> = {
  ...TransactionPaid,
  play: undefined,
  globals: { user: "member", viewport: { value: "mobile" } },
};
export const TransactionPending: StoryObj<typeof TransactionScreen> = {
  render: (args) => <TransactionScreen {...args} />,
  args: { order: order({ status: "pending", method: "banktransfer" }) },
};
export const TransactionFailedPremium: StoryObj<typeof TransactionScreen> = {
  render: (args) => <TransactionScreen {...args} />,
  args: { order: order({ kind: "premium", status: "failed", credits: 0, bonusCredits: 0, premiumDays: 90, method: "creditcard" }) },
};
