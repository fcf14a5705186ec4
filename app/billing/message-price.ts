import type { Site } from "#app/site/registry.ts";

type PricedSite = Pick<Site, "message_credits" | "minimum_message_costs" | "credit_packages" | "currency">;

/** What one message costs a member in one country: the credits debited, and what they are worth in money. */
export type MessagePrice = {
  /** Credits debited per message. */
  credits: number;
  /**
   * The money those credits are worth at the country's cheapest credit price (minor units), shown beside the credits
   * where the site sets a minimum message cost for the country; null where it sets none.
   */
  value: { amount: number; currency: string } | null;
};

/**
 * The cheapest price of one credit in a currency, as a fraction `amount / credits` (minor units per credit): the
 * package whose list price buys the most credits (bonus included) per unit of money. Null when no package has a
 * price in that currency.
 */
function cheapestCredit(site: PricedSite, country: string, currency: string): { amount: number; credits: number } | null {
  let best: { amount: number; credits: number } | null = null;
  for (const pkg of site.credit_packages) {
    const amount = pkg.prices[country] ?? pkg.prices[currency];
    const credits = pkg.credits + pkg.bonus;
    if (amount === undefined || credits <= 0) continue;
    // amount/credits < best.amount/best.credits, in integers.
    if (!best || amount * best.credits < best.amount * credits) best = { amount, credits };
  }
  return best;
}

/**
 * The one rule for the price of a message (docs/decisions/057-message-price-rule.md): the site's `message_credits`,
 * raised where needed so that the credits' value at the member's cheapest credit price in their currency is at
 * least their country's minimum message cost. The composer, /pricing, the no-credits dialog, receipts and the debit
 * all use this function, so what a member is shown is what is charged.
 */
export function messagePrice(site: PricedSite, country: string): MessagePrice {
  const minimum = site.minimum_message_costs[country];
  // The country's currency, as the catalogue decides it (its minimum's currency, else the site's).
  const currency = minimum?.currency ?? site.currency;
  const cheapest = cheapestCredit(site, country, currency);
  if (!minimum || !cheapest) return { credits: site.message_credits, value: null };
  // The fewest whole credits worth at least the minimum: ceil(minimum × credits / amount).
  const needed = Math.ceil((minimum.costs * cheapest.credits) / cheapest.amount);
  const credits = Math.max(site.message_credits, needed);
  // Their worth at that price, rounded to the nearest minor unit.
  const amount = Math.round((credits * cheapest.amount) / cheapest.credits);
  return { credits, value: { amount, currency } };
}
