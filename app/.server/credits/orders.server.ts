import { and, desc, eq } from "drizzle-orm";
import { buyerCountry, creditPackage, offeredMethods, premiumPlan, type Offer } from "#app/billing/catalogue.ts";
import { isPaymentMethod, type PaymentMethod } from "#app/billing/payment-methods.ts";
import { isLanguage, LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";
import { siteLink } from "../accounts/account-mail.server.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { orders, users } from "../db/schema.ts";
import { chargeCountry } from "./charge-country.server.ts";
import { activeDiscount, DiscountCodeError, firstPurchaseState, timeBonus, type Discount, type DiscountScope } from "./discounts.server.ts";
import { ProviderError } from "./providers/provider.server.ts";
import { providerFor } from "./providers/providers.server.ts";

export type OrderRow = typeof orders.$inferSelect;

export type CheckoutFailure =
  | { code: "not_activated" }
  | { code: "unknown_product" }
  | { code: "method_not_offered" }
  | { code: "discount"; problem: DiscountCodeError["problem"] }
  | { code: "payments_unavailable" }
  | { code: "provider_error" };

/** What a member is about to buy, priced for them: the offer (after discount) and the methods they may pay with. */
export type CheckoutQuote = { offer: Offer; discount: Discount | null; country: string; methods: readonly PaymentMethod[] };

/**
 * Prices a package or plan for a member: the country they are charged in (`chargeCountry`: where they are, never a
 * profile field they could switch; else the site's first), the active discount (typed code, else time bonus, else
 * welcome code). Throws `DiscountCodeError` for a bad typed code.
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

/** Another open order of the member already holds the one-per-member discount this quote used. */
class DiscountHeld extends Error {}

/** Postgres' unique violation: the open-order hold index refused a second holder (decision 059). */
function isUniqueViolation(error: unknown) {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Inserts the order in one transaction with the member's row locked, after checking again that a one-per-member
 * discount (time bonus, first-purchase code) is still theirs: unused, not paid before, held by no other open order.
 * Concurrent checkouts of one member wait on the lock, so the second sees the first's open order; the partial
 * unique index on open holds is the database's own guarantee besides.
 */
async function insertOrder(db: Database, values: typeof orders.$inferInsert, discount: Discount | null): Promise<OrderRow> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
      if (discount?.hold === "first_purchase" && (await firstPurchaseState(tx, values.userId)) !== "eligible") throw new DiscountHeld();
      if (discount?.hold === "time_bonus" && !(await timeBonus(tx, values.userId))) throw new DiscountHeld();
      const [order] = await tx.insert(orders).values(values).returning();
      return order!;
    });
  } catch (error) {
    if (error instanceof DiscountHeld || isUniqueViolation(error)) throw new DiscountHeld();
    throw error;
  }
}

/**
 * Creates an order for a member and its payment at the provider; answers where to send the member (the
 * provider's checkout). The price is computed here, on the server, from the catalogue and the discount: nothing
 * the browser sends decides what is charged. A discount that another open order took meanwhile is not given twice:
 * a typed code is refused (`held`), an automatic one is dropped and the order priced again.
 */
export async function startCheckout(
  db: Database,
  site: Site,
  member: { id: number; country: string | null; activated: boolean },
  input: { scope: DiscountScope; productId: number; method: string; code?: string | null; language: Language },
  links: { transaction: (orderId: number) => string; webhook: (provider: string) => string },
): Promise<{ ok: true; orderId: number; checkoutUrl: string } | { ok: false; failure: CheckoutFailure }> {
  // Unconfirmed accounts are invisible to other members: credits bought there could buy nothing (decision 059).
  if (!member.activated) return { ok: false, failure: { code: "not_activated" } };
  const provider = providerFor(db, site);
  let order: OrderRow | null = null;
  let quote: CheckoutQuote | null = null;
  for (let attempt = 0; !order; attempt++) {
    try {
      quote = await quoteFor(db, site, member, input);
    } catch (error) {
      if (error instanceof DiscountCodeError) return { ok: false, failure: { code: "discount", problem: error.problem } };
      throw error;
    }
    if (!quote) return { ok: false, failure: { code: "unknown_product" } };
    if (!isPaymentMethod(input.method) || !quote.methods.includes(input.method))
      return { ok: false, failure: { code: "method_not_offered" } };
    if (!provider) return { ok: false, failure: { code: "payments_unavailable" } };
    const { offer, discount, country } = quote;
    try {
      order = await insertOrder(
        db,
        {
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
          discountHold: discount?.hold ?? null,
          amount: offer.quote.amount,
          vatAmount: offer.quote.vatAmount,
          vatRateBasisPoints: offer.quote.vatRateBasisPoints,
          currency: offer.quote.currency,
          country,
          method: input.method,
          provider: provider.name,
          language: input.language,
        },
        discount,
      );
    } catch (error) {
      if (!(error instanceof DiscountHeld)) throw error;
      if (input.code || attempt > 0) return { ok: false, failure: { code: "discount", problem: "held" } };
    }
  }
  const { offer } = quote!;
  try {
    const payment = await provider!.createPayment({
      amount: order.amount,
      currency: order.currency,
      description: describe(offer, site),
      method: order.method as PaymentMethod,
      redirectUrl: links.transaction(order.id),
      webhookUrl: links.webhook(provider!.name),
      locale: LOCALE_TAGS[input.language].replace("-", "_"),
      orderId: order.id,
    });
    await db.update(orders).set({ providerPaymentId: payment.id, updatedAt: new Date() }).where(eq(orders.id, order.id));
    return { ok: true, orderId: order.id, checkoutUrl: payment.checkoutUrl };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    logError("payment could not be created", error);
    // Nothing was charged; the order is closed so it never shows as pending (and releases any discount it held).
    await db.update(orders).set({ status: "failed", updatedAt: new Date() }).where(eq(orders.id, order.id));
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
  return {
    not_activated: 403,
    unknown_product: 404,
    method_not_offered: 400,
    discount: 400,
    payments_unavailable: 503,
    provider_error: 502,
  }[failure.code];
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
  const country = await chargeCountry(site, user, request);
  const result = await startCheckout(
    db,
    site,
    { id: user.id, country, activated: user.status === "active" },
    { ...input, language: isLanguage(language) ? language : "en" },
    checkoutLinks(site, request),
  );
  if (result.ok) return { ok: true, checkoutUrl: result.checkoutUrl };
  const { failure } = result;
  const error = failure.code === "discount" ? `discount.errors.${failure.problem}` : `checkout.errors.${failure.code}`;
  return { ok: false, error, status: checkoutFailureStatus(failure) };
}
