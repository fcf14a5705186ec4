import { and, desc, eq } from "drizzle-orm";
import { buyerCountry, creditPackage, offeredMethods, premiumPlan, type Offer } from "#app/billing/catalogue.ts";
import { isPaymentMethod, type PaymentMethod } from "#app/billing/payment-methods.ts";
import { isLanguage, LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";
import { siteLink } from "../accounts/account-mail.server.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { memberProfileOf } from "../accounts/user.server.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { orders } from "../db/schema.ts";
import { activeDiscount, DiscountCodeError, type Discount, type DiscountScope } from "./discounts.server.ts";
import { ProviderError } from "./providers/provider.server.ts";
import { providerFor } from "./providers/providers.server.ts";

export type OrderRow = typeof orders.$inferSelect;

export type CheckoutFailure =
  | { code: "unknown_product" }
  | { code: "method_not_offered" }
  | { code: "discount"; problem: DiscountCodeError["problem"] }
  | { code: "payments_unavailable" }
  | { code: "provider_error" };

/** What a member is about to buy, priced for them: the offer (after discount) and the methods they may pay with. */
export type CheckoutQuote = { offer: Offer; discount: Discount | null; country: string; methods: readonly PaymentMethod[] };

/**
 * Prices a package or plan for a member: their country (profile, else the site's first), the active discount
 * (typed code, else time bonus, else welcome code). Throws `DiscountCodeError` for a bad typed code.
 */
export async function quoteFor(
  db: Database,
  site: Site,
  member: { id: number | null; country: string | null },
  { scope, productId, code }: { scope: DiscountScope; productId: number; code?: string | null },
): Promise<CheckoutQuote | null> {
  const country = buyerCountry(site, member.country);
  const discount = await activeDiscount(db, site, member.id, { code, scope });
  const percent = discount?.percent ?? 0;
  const offer = scope === "credits" ? creditPackage(site, productId, country, percent) : premiumPlan(site, productId, country, percent);
  if (!offer) return null;
  return { offer, discount, country, methods: offeredMethods(site, country) };
}

function describe(offer: Offer, site: Site) {
  return offer.kind === "credits"
    ? `${site.name}: ${offer.credits + offer.bonus} credits`
    : `${site.name}: premium membership, ${offer.days} days`;
}

/**
 * Creates an order for a member and its payment at the provider; answers where to send the member (the
 * provider's checkout). The price is computed here, on the server, from the catalogue and the discount: nothing
 * the browser sends decides what is charged.
 */
export async function startCheckout(
  db: Database,
  site: Site,
  member: { id: number; country: string | null },
  input: { scope: DiscountScope; productId: number; method: string; code?: string | null; language: Language },
  links: { transaction: (orderId: number) => string; webhook: (provider: string) => string },
): Promise<{ ok: true; orderId: number; checkoutUrl: string } | { ok: false; failure: CheckoutFailure }> {
  let quote: CheckoutQuote | null;
  try {
    quote = await quoteFor(db, site, member, input);
  } catch (error) {
    if (error instanceof DiscountCodeError) return { ok: false, failure: { code: "discount", problem: error.problem } };
    throw error;
  }
  if (!quote) return { ok: false, failure: { code: "unknown_product" } };
  if (!isPaymentMethod(input.method) || !quote.methods.includes(input.method))
    return { ok: false, failure: { code: "method_not_offered" } };
  const provider = providerFor(db, site);
  if (!provider) return { ok: false, failure: { code: "payments_unavailable" } };

  const { offer, discount, country } = quote;
  const [order] = await db
    .insert(orders)
    .values({
      siteId: site.id,
      userId: member.id,
      kind: offer.kind,
      productId: offer.id,
      credits: offer.kind === "credits" ? offer.credits : 0,
      bonusCredits: offer.kind === "credits" ? offer.bonus : offer.bonusCredits,
      premiumDays: offer.kind === "premium" ? offer.days : 0,
      listAmount: offer.quote.listAmount,
      discountPercent: offer.quote.discountPercent,
      discountCode: discount ? (discount.code ?? "time_bonus") : null,
      discountGrantId: discount?.grantId ?? null,
      amount: offer.quote.amount,
      vatAmount: offer.quote.vatAmount,
      vatRateBasisPoints: offer.quote.vatRateBasisPoints,
      currency: offer.quote.currency,
      country,
      method: input.method,
      provider: provider.name,
      language: input.language,
    })
    .returning();
  try {
    const payment = await provider.createPayment({
      amount: order!.amount,
      currency: order!.currency,
      description: describe(offer, site),
      method: input.method,
      redirectUrl: links.transaction(order!.id),
      webhookUrl: links.webhook(provider.name),
      locale: LOCALE_TAGS[input.language].replace("-", "_"),
      orderId: order!.id,
    });
    await db.update(orders).set({ providerPaymentId: payment.id, updatedAt: new Date() }).where(eq(orders.id, order!.id));
    return { ok: true, orderId: order!.id, checkoutUrl: payment.checkoutUrl };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logError("payment could not be created", error);
    // Nothing was charged; the order is closed so it never shows as pending.
    await db.update(orders).set({ status: "failed", updatedAt: new Date() }).where(eq(orders.id, order!.id));
    return { ok: false, failure: { code: "provider_error" } };
  }
}

/** One of the member's own orders (404 for anyone else's). */
export async function memberOrder(db: Database, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function memberOrders(db: Database, userId: number, limit = 10): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id)).limit(limit);
}

/** The member's last paid credits order: what /credits/repeat-order buys again. */
export async function lastPaidCreditsOrder(db: Database, userId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, "credits"), eq(orders.status, "paid")))
    .orderBy(desc(orders.paidAt), desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** Where the provider sends the member back, and where it notifies us: on the site's own origin (never the request's). */
function checkoutLinks(site: Site, request: Request) {
  return {
    transaction: (orderId: number) => siteLink(site, request, `/transactions/${orderId}`),
    webhook: (provider: string) => siteLink(site, request, `/api/payments/webhook.php?provider=${provider}`),
  };
}

/** The HTTP status a checkout failure answers with. */
function checkoutFailureStatus(failure: CheckoutFailure) {
  return { unknown_product: 404, method_not_offered: 400, discount: 400, payments_unavailable: 503, provider_error: 502 }[failure.code];
}

/** A checkout form's outcome: where the member goes next, or the message (a `billing.` key) and status the form answers. */
export type MemberCheckout = { ok: true; checkoutUrl: string } | { ok: false; error: string; status: number };

/**
 * What every checkout form does (a package, a premium plan, the repeat order): the order for the logged-in member,
 * priced for their country, in the language they see the site in (the receipt's language), with the return and
 * webhook links on the site's own origin.
 */
export async function memberCheckout(
  db: Database,
  site: Site,
  user: SessionUser,
  { request, language }: { request: Request; language: string },
  input: { scope: DiscountScope; productId: number; method: string; code?: string | null },
): Promise<MemberCheckout> {
  // The profile's country; `quoteFor` falls back to the site's first where the site does not serve it.
  const country = (await memberProfileOf(db, user))?.profile.country ?? null;
  const result = await startCheckout(
    db,
    site,
    { id: user.id, country },
    { ...input, language: isLanguage(language) ? language : "en" },
    checkoutLinks(site, request),
  );
  if (result.ok) return { ok: true, checkoutUrl: result.checkoutUrl };
  const { failure } = result;
  const error = failure.code === "discount" ? `discount.errors.${failure.problem}` : `checkout.errors.${failure.code}`;
  return { ok: false, error, status: checkoutFailureStatus(failure) };
}
