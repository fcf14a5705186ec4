import type { Site } from "#app/site/registry.ts";
import { messagePrice } from "./message-price.ts";
import { percentOf, vatIncluded } from "./money.ts";
import { paymentMethodsFor, type PaymentMethod } from "./payment-methods.ts";
import { vatBasisPoints } from "./vat.ts";

type CatalogueSite = Pick<
  Site,
  "countries" | "currency" | "minimum_message_costs" | "credit_packages" | "premium_plans" | "vat_rates" | "payment_methods"
>;

/** A price as a member in one country sees and pays it: tax-inclusive, after any discount, in minor units. */
export type Quote = {
  currency: string;
  /** Before the discount. */
  listAmount: number;
  /** What is charged. */
  amount: number;
  discountPercent: number;
  /** The VAT inside `amount`, and its rate in basis points (2100 = 21 %). */
  vatAmount: number;
  vatRateBasisPoints: number;
};

export type PackageOffer = { kind: "credits"; id: number; credits: number; bonus: number; popular: boolean; quote: Quote };
export type PlanOffer = {
  kind: "premium";
  id: number;
  days: number;
  bonusCredits: number;
  popular: boolean;
  quote: Quote;
};
export type Offer = PackageOffer | PlanOffer;

/** The country whose prices a member pays: their own when the site serves it, else the site's first. */
export function buyerCountry(site: Pick<Site, "countries">, country: string | null | undefined): string {
  return country && site.countries.includes(country) ? country : site.countries[0]!;
}

/** The currency a country pays in: its minimum message cost's currency, else the site's. */
export function currencyFor(site: Pick<Site, "currency" | "minimum_message_costs">, country: string): string {
  return site.minimum_message_costs[country]?.currency ?? site.currency;
}

export function quote(site: CatalogueSite, prices: Record<string, number>, country: string, discountPercent = 0): Quote {
  const currency = currencyFor(site, country);
  const listAmount = prices[country] ?? prices[currency];
  // The site schema refuses a catalogue with a country that has no price, so this is a programming error.
  if (listAmount === undefined) throw new Error(`No price in ${currency} for ${country}`);
  const percent = Math.max(0, Math.min(90, Math.trunc(discountPercent)));
  const amount = listAmount - percentOf(listAmount, percent);
  const vatRateBasisPoints = vatBasisPoints(site.vat_rates, country);
  return { currency, listAmount, amount, discountPercent: percent, vatAmount: vatIncluded(amount, vatRateBasisPoints), vatRateBasisPoints };
}

export function creditPackages(site: CatalogueSite, country: string, discountPercent = 0): PackageOffer[] {
  return site.credit_packages.map((pkg) => ({
    kind: "credits",
    id: pkg.id,
    credits: pkg.credits,
    bonus: pkg.bonus,
    popular: pkg.popular,
    quote: quote(site, pkg.prices, country, discountPercent),
  }));
}

export function premiumPlans(site: CatalogueSite, country: string, discountPercent = 0): PlanOffer[] {
  return site.premium_plans.map((plan) => ({
    kind: "premium",
    id: plan.id,
    days: plan.days,
    bonusCredits: plan.bonus_credits,
    popular: plan.popular,
    quote: quote(site, plan.prices, country, discountPercent),
  }));
}

export function creditPackage(site: CatalogueSite, id: number, country: string, discountPercent = 0): PackageOffer | null {
  return creditPackages(site, country, discountPercent).find((offer) => offer.id === id) ?? null;
}

export function premiumPlan(site: CatalogueSite, id: number, country: string, discountPercent = 0): PlanOffer | null {
  return premiumPlans(site, country, discountPercent).find((offer) => offer.id === id) ?? null;
}

export function offeredMethods(site: CatalogueSite, country: string): readonly PaymentMethod[] {
  return paymentMethodsFor(site.payment_methods, country);
}

/**
 * The price of a message in every country of the site, for /pricing: the credits debited and, where the site sets a
 * minimum message cost, their money value (app/billing/message-price.ts).
 */
export function messagePrices(site: CatalogueSite & Pick<Site, "message_credits">) {
  return site.countries.map((country) => ({ country, ...messagePrice(site, country) }));
}
