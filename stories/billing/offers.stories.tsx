import type { Meta, StoryObj } from "@storybook/react-vite";
import type { PackageOffer, PlanOffer } from "#app/billing/catalogue.ts";
import { MessageCost } from "#app/components/billing/message-cost.tsx";
import { DiscountNotice, OrderStatusBadge, PackageCard, PlanCard } from "#app/components/billing/offers.tsx";
import { Button } from "#app/components/ui/button.tsx";

const quote = (amount: number, discountPercent = 0) => {
  const listAmount = discountPercent ? Math.round(amount / (1 - discountPercent / 100)) : amount;
  return { currency: "EUR", listAmount, amount, discountPercent, vatAmount: Math.round((amount * 21) / 121), vatRateBasisPoints: 2100 };
};
const packages: PackageOffer[] = [
  { kind: "credits", id: 1, credits: 100, bonus: 0, popular: false, quote: quote(1495) },
  { kind: "credits", id: 2, credits: 250, bonus: 25, popular: true, quote: quote(2995) },
  { kind: "credits", id: 3, credits: 600, bonus: 100, popular: false, quote: quote(5995, 20) },
];
const plans: PlanOffer[] = [
  { kind: "premium", id: 1, days: 30, bonusCredits: 0, popular: false, quote: quote(1995) },
  { kind: "premium", id: 2, days: 90, bonusCredits: 50, popular: true, quote: quote(4995) },
];

/** The credits and premium catalogue as /credits, /premium and /pricing lay it out. */
function Catalogue({ discount = false }: { discount?: boolean }) {
  return (
    <main className="mx-auto flex w-full max-w-page flex-col gap-8 px-gutter py-section">
      {discount ? (
        <DiscountNotice
          discount={{ source: "code", code: "SUMMER20", percent: 20, validUntil: "2026-12-31T23:59:59.000Z" }}
          codeProblem={null}
        />
      ) : null}
      <section aria-label="Credits" className="grid gap-4 sm:grid-cols-3">
        {packages.map((offer) => (
          <PackageCard key={offer.id} offer={offer} action={<Button className="w-full">Buy</Button>} />
        ))}
      </section>
      <section aria-label="Premium" className="grid gap-4 sm:grid-cols-2">
        {plans.map((offer) => (
          <PlanCard key={offer.id} offer={offer}>
            <Button className="w-full">Choose</Button>
          </PlanCard>
        ))}
      </section>
    </main>
  );
}

const meta = { title: "Billing/Catalogue", component: Catalogue, globals: { user: "member" } } satisfies Meta<typeof Catalogue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pricing: Story = {};
export const PricingMobile: Story = { globals: { user: "member", viewport: { value: "mobile" } } };
export const WithDiscountCode: Story = { args: { discount: true } };
export const CodeProblem: StoryObj<typeof DiscountNotice> = {
  render: () => (
    <div className="p-6">
      <DiscountNotice discount={null} codeProblem="expired" />
    </div>
  ),
};
export const OrderStatuses: StoryObj<typeof OrderStatusBadge> = {
  render: () => (
    <div className="flex flex-wrap gap-2 p-6">
      {["pending", "paid", "failed", "canceled", "expired"].map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
export const MessagePrice: StoryObj<typeof MessageCost> = {
  render: () => (
    <div className="p-6">
      <MessageCost price={{ credits: 10, value: { amount: 120, currency: "EUR" } }} />
    </div>
  ),
};
