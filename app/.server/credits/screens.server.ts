import { messagePrice } from "#app/billing/message-price.ts";
import type { OrderView } from "#app/billing/order-view.ts";
import { creditPackages, currencyFor, messagePrices, premiumPlans, type Quote } from "#app/billing/catalogue.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { chargeCountry } from "./charge-country.server.ts";
import type { Database } from "../db/client.server.ts";
import { activeDiscount, DiscountCodeError, type CodeProblem, type Discount, type DiscountScope } from "./discounts.server.ts";
import { lastPaidCreditsOrder, memberOrders, type OrderRow } from "./orders.server.ts";
import { receiptNumber } from "./receipt.server.ts";

export function orderView(site: Site, order: OrderRow): OrderView {
  return {
    id: order.id,
    number: receiptNumber(site, order.id),
    kind: order.kind,
    productId: order.productId,
    credits: order.credits,
    bonusCredits: order.bonusCredits,
    premiumDays: order.premiumDays,
    amount: order.amount,
    listAmount: order.listAmount,
    discountPercent: order.discountPercent,
    vatAmount: order.vatAmount,
    vatRateBasisPoints: order.vatRateBasisPoints,
    currency: order.currency,
    method: order.method,
    status: order.status,
    refundedAmount: order.refundedAmount,
    chargedBackAmount: order.chargedBackAmount,
    createdAt: order.createdAt.toISOString(),
  };
}

export type DiscountView = { source: Discount["source"]; code: string | null; percent: number; validUntil: string | null };

function discountView(discount: Discount | null): DiscountView | null {
  return discount ? { source: discount.source, code: discount.code, percent: discount.percent, validUntil: discount.validUntil } : null;
}

/** The country whose prices a screen shows: the one a checkout from this request would charge in (`chargeCountry`). */
export async function memberCountry(site: Site, user: SessionUser, request: Request) {
  return chargeCountry(site, user, request);
}

/**
 * The discount a screen shows and links carry: a typed code (a bad one is reported, not thrown: docs/product/chat-and-credits.md#discounts),
 * else the time bonus or welcome code.
 */
export async function screenDiscount(db: Database, site: Site, userId: number | null, scope: DiscountScope, code: string | null) {
  try {
    return { discount: discountView(await activeDiscount(db, site, userId, { code, scope })), codeProblem: null as CodeProblem | null };
  } catch (error) {
    if (!(error instanceof DiscountCodeError)) throw error;
    return { discount: discountView(await activeDiscount(db, site, userId, { scope })), codeProblem: error.problem };
  }
}

/** /credits: balance, packages priced for the member with their discount, recent orders, the repeatable order. */
export async function creditsScreen(
  db: Database,
  site: Site,
  user: SessionUser,
  { code, request }: { code: string | null; request: Request },
) {
  const country = await memberCountry(site, user, request);
  const { discount, codeProblem } = await screenDiscount(db, site, user.id, "credits", code);
  const [orders, lastPaid] = await Promise.all([memberOrders(db, user.id, 5), lastPaidCreditsOrder(db, user.id)]);
  return {
    balance: user.credits,
    messagePrice: messagePrice(site, country),
    packages: creditPackages(site, country, discount?.percent ?? 0),
    discount,
    code: discount?.source === "code" ? discount.code : null,
    codeProblem,
    orders: orders.map((order) => orderView(site, order)),
    canRepeat: !!lastPaid,
  };
}

/** /premium: the member's premium state and the plans. */
export async function premiumScreen(
  db: Database,
  site: Site,
  user: SessionUser,
  { code, request }: { code: string | null; request: Request },
) {
  const country = await memberCountry(site, user, request);
  const { discount, codeProblem } = await screenDiscount(db, site, user.id, "premium", code);
  return {
    premiumUntil: user.premiumUntil && new Date(user.premiumUntil) > new Date() ? user.premiumUntil : null,
    plans: premiumPlans(site, country, discount?.percent ?? 0),
    discount,
    code: discount?.source === "code" ? discount.code : null,
    codeProblem,
  };
}

/** /pricing (public): the catalogue at list prices for one of the site's countries, and the price per message. */
export function pricingScreen(site: Site, country: string) {
  return {
    country,
    countries: site.countries,
    currency: currencyFor(site, country),
    packages: creditPackages(site, country),
    plans: premiumPlans(site, country),
    messagePrices: messagePrices(site),
    messagePrice: messagePrice(site, country),
  };
}

export type { OrderView, Quote };
