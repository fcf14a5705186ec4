import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { CreditsPage } from "#app/components/billing/credits-page.tsx";
import { PremiumPage } from "#app/components/billing/premium-page.tsx";
import { PricingPage } from "#app/components/billing/pricing-page.tsx";
import { TransactionPage } from "#app/components/billing/transaction-page.tsx";
import { creditPackages, memberOrders, messagePrice, orderView, premiumPlans } from "../data.ts";
import { inDefaultLayout } from "../decorators.tsx";

/** /credits, /premium, /pricing and /transactions/:id: the page components their routes render, with the routes' data as fixtures. */
const meta = {
  title: "Screens/Billing",
  component: CreditsPage,
  decorators: [inDefaultLayout],
  args: {
    balance: 42,
    messagePrice,
    packages: creditPackages,
    discount: null,
    code: null,
    codeProblem: null,
    orders: memberOrders,
    canRepeat: true,
  },
  globals: { user: "member" },
} satisfies Meta<typeof CreditsPage>;
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
/** A typed code that is no longer valid: the reason shown, the field keeps the code; no orders yet. */
export const CreditsCodeRefused: Story = { args: { orders: [], canRepeat: false, codeProblem: "expired" } };
/** A code in force: the packages link on with it. */
export const CreditsWithCode: Story = {
  args: {
    discount: { source: "code", code: "SUMMER20", percent: 20, validUntil: "2026-12-31T23:59:59.000Z" },
    code: "SUMMER20",
    packages: creditPackages.map((offer) => ({ ...offer, quote: { ...offer.quote, discountPercent: 20 } })),
  },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link", { name: /choose/i })[0]).toHaveAttribute("href", "/credits/1?code=SUMMER20");
    await expect(canvas.getByLabelText(/discount code/i)).toHaveValue("SUMMER20");
  },
};

const premium = {
  premiumUntil: null,
  plans: premiumPlans,
  methods: ["ideal", "creditcard", "paypal"],
  discount: { source: "welcome" as const, code: "WELCOME10", percent: 10, validUntil: null },
  codeProblem: null,
  code: null,
};
export const Premium: StoryObj<typeof PremiumPage> = {
  render: (args) => <PremiumPage {...args} />,
  args: premium,
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const method = canvas.getAllByLabelText(/payment method/i)[1]!;
    await userEvent.selectOptions(method, "paypal");
    await expect(method).toHaveValue("paypal");
    await expect(canvas.getAllByRole("button", { name: /buy/i })).toHaveLength(2);
  },
};
export const PremiumMobile: StoryObj<typeof PremiumPage> = {
  ...Premium,
  play: undefined,
  globals: { user: "member", viewport: { value: "mobile" } },
};
export const PremiumActive: StoryObj<typeof PremiumPage> = {
  ...Premium,
  play: undefined,
  args: { ...premium, premiumUntil: "2027-01-15T00:00:00.000Z" },
};
/** A checkout the provider refused: the message above the plans. */
export const PremiumCheckoutRefused: StoryObj<typeof PremiumPage> = {
  ...Premium,
  play: undefined,
  args: { ...premium, error: "checkout.errors.unknown_product" },
};
/**
 * The comparison table (theme switch `premiumMembershipAdvantages.comparisonTable`, on for the lavish site): free and
 * premium side by side, every mark named for a screen reader.
 */
export const PremiumComparisonTable: StoryObj<typeof PremiumPage> = {
  render: (args) => <PremiumPage {...args} />,
  args: premium,
  globals: { user: "member", site: "lavish", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table");
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Feature", "Free", "Premium"]);
    await expect(within(table).getAllByRole("row")).toHaveLength(6);
    await expect(within(table).getAllByLabelText("Not included")).toHaveLength(3);
  },
};
export const PremiumComparisonTableMobile: StoryObj<typeof PremiumPage> = {
  ...PremiumComparisonTable,
  play: undefined,
  globals: { user: "member", site: "lavish", viewport: { value: "mobile" } },
};

/** /transactions/:id, the receipt: what was bought, the status in words, the VAT breakdown and what to do next. */
export const TransactionPaid: StoryObj<typeof TransactionPage> = {
  render: (args) => <TransactionPage {...args} />,
  args: { order: orderView({ discountPercent: 20, listAmount: 3744 }), balance: 292, messagePrice },
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("275 credits have been added");
    await expect(canvas.getByRole("link", { name: /buy this package again/i })).toHaveAttribute("href", "/credits/2");
  },
};
export const TransactionPaidMobile: StoryObj<typeof TransactionPage> = {
  ...TransactionPaid,
  play: undefined,
  globals: { user: "member", viewport: { value: "mobile" } },
};
export const TransactionPending: StoryObj<typeof TransactionPage> = {
  render: (args) => <TransactionPage {...args} />,
  args: { order: orderView({ status: "pending", method: "banktransfer" }), balance: 42, messagePrice },
};
export const TransactionFailedPremium: StoryObj<typeof TransactionPage> = {
  render: (args) => <TransactionPage {...args} />,
  args: {
    order: orderView({ kind: "premium", status: "failed", credits: 0, bonusCredits: 0, premiumDays: 90, method: "creditcard" }),
    balance: 42,
    messagePrice,
  },
};
/** A refunded order: the refund said, no balance line. */
export const TransactionRefunded: StoryObj<typeof TransactionPage> = {
  render: (args) => <TransactionPage {...args} />,
  args: { order: orderView({ refundedAmount: 2995 }), balance: 17, messagePrice },
};

const pricing = {
  country: "NL",
  countries: ["NL", "BE", "DE"],
  currency: "EUR",
  packages: creditPackages,
  plans: premiumPlans,
  messagePrices: [
    { country: "NL", ...messagePrice },
    { country: "BE", ...messagePrice },
    { country: "DE", credits: 12, value: null },
  ],
  messagePrice,
};
/** /pricing for a visitor: list prices for the chosen country, each offer through the login, the price per message. */
export const Pricing: StoryObj<typeof PricingPage> = {
  render: (args) => <PricingPage {...args} />,
  args: pricing,
  globals: { user: "visitor", language: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("link", { name: /log in/i })[0]).toHaveAttribute("href", "/login?redirectTo=%2Fcredits%2F1");
    const country = canvas.getByLabelText("Show prices for");
    await userEvent.selectOptions(country, "BE");
    await expect(country).toHaveValue("BE");
    await expect(
      within(canvas.getByRole("table"))
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Netherlands", "Belgium", "Germany"]);
  },
};
export const PricingMobile: StoryObj<typeof PricingPage> = {
  ...Pricing,
  play: undefined,
  globals: { user: "visitor", viewport: { value: "mobile" } },
};
/** A member's buttons go straight to the checkout. */
export const PricingMember: StoryObj<typeof PricingPage> = {
  ...Pricing,
  globals: { user: "member", language: "en" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("link", { name: /choose/i })[0]).toHaveAttribute("href", "/credits/1");
  },
};
