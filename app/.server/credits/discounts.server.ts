import { and, eq, gt, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { discountGrants, orders, users, type DiscountHold } from "../db/schema.ts";

/**
 * Discount codes (site setting `discount_codes`) and a member's own time-limited discount, the spec's "time bonus"
 * (`discount_grants`: today the deletion offer). docs/product/sites-and-themes.md#settings-by-area and docs/product/chat-and-credits.md#discounts: the active discount is the time bonus when
 * there is one, otherwise the welcome code; a code the member typed wins over both.
 */

export type DiscountScope = "credits" | "premium";

export type Discount = {
  source: "code" | "welcome" | "time_bonus";
  /** The code as configured; `null` for a time bonus. */
  code: string | null;
  percent: number;
  appliesTo: DiscountScope | "all";
  validFrom: string | null;
  /** Until when it can be used (ISO), if it ends. */
  validUntil: string | null;
  /** The time bonus row, to mark it used with the order. */
  grantId: number | null;
  /**
   * A discount a member may use once (their time bonus, a first-purchase code): an order holds it while open, so
   * no second order gets it at the same time (decision 059). Null for codes anyone may use again.
   */
  hold: DiscountHold | null;
};

export type CodeProblem = "unknown" | "not_yet_valid" | "expired" | "not_applicable" | "first_purchase_only" | "held";

/** A problem with a code the member asked for: shown to them (docs/product/chat-and-credits.md#discounts: other discount errors surface). */
export class DiscountCodeError extends Error {
  readonly problem: CodeProblem;
  constructor(problem: CodeProblem) {
    super(`Discount code ${problem}`);
    this.name = "DiscountCodeError";
    this.problem = problem;
  }
}

/** Longest code the screens pass on: codes are short words, so a longer value is cut (and then found unknown). */
const TYPED_CODE_MAX_LENGTH = 64;

/** The code a screen was given, from its `?code=` or its form's `code` field; empty or missing is none. */
export function typedCode(value: FormDataEntryValue | string | null | undefined): string | null {
  return String(value ?? "").slice(0, TYPED_CODE_MAX_LENGTH) || null;
}

/** How long the deletion offer's discount stays usable once taken. */
export const TIME_BONUS_DAYS = 7;
const DAY = 86_400_000;

type SiteCode = Site["discount_codes"][number];

/** A date (`2026-05-01`) starts at 00:00 UTC; an end date includes its whole day. */
function boundary(value: string | undefined, end: boolean): Date | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + (end ? DAY : 0));
  return new Date(value);
}

function codeDiscount(code: SiteCode, source: "code" | "welcome"): Discount {
  return {
    source,
    code: code.code,
    percent: code.percent,
    appliesTo: code.applies_to,
    validFrom: boundary(code.valid_from, false)?.toISOString() ?? null,
    validUntil: boundary(code.valid_until, true)?.toISOString() ?? null,
    grantId: null,
    // The welcome code is a first-purchase discount however it arrives, automatically or typed by hand.
    hold: code.welcome ? "first_purchase" : null,
  };
}

function problemAt(code: SiteCode, now: Date): CodeProblem | null {
  const from = boundary(code.valid_from, false);
  const until = boundary(code.valid_until, true);
  if (from && now < from) return "not_yet_valid";
  if (until && now >= until) return "expired";
  return null;
}

export function appliesTo(discount: Pick<Discount, "appliesTo">, scope: DiscountScope): boolean {
  return discount.appliesTo === "all" || discount.appliesTo === scope;
}

/** The code a member typed (any case), valid now and, when a scope is given, for that kind of purchase. */
export function findDiscountCode(site: Pick<Site, "discount_codes">, input: string, scope?: DiscountScope, now = new Date()): Discount {
  const wanted = input.trim().toUpperCase();
  const code = site.discount_codes.find((candidate) => candidate.code === wanted);
  if (!code) throw new DiscountCodeError("unknown");
  const problem = problemAt(code, now);
  if (problem) throw new DiscountCodeError(problem);
  const discount = codeDiscount(code, "code");
  if (scope && !appliesTo(discount, scope)) throw new DiscountCodeError("not_applicable");
  return discount;
}

/**
 * Whether a member may still use a first-purchase discount: not when they have paid an order, nor while another
 * open order of theirs holds one. Inside a checkout transaction that locked the member's row, the answer stays true
 * until the commit (decision 059).
 */
export async function firstPurchaseState(db: Database, userId: number): Promise<"eligible" | "paid" | "held"> {
  const [row] = await db
    .select({
      paid: sql<boolean>`coalesce(bool_or(${orders.paidAt} is not null), false)`,
      held: sql<boolean>`coalesce(bool_or(${orders.status} = 'pending' and ${orders.discountHold} = 'first_purchase'), false)`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), or(isNotNull(orders.paidAt), eq(orders.discountHold, "first_purchase"))));
  if (row?.paid) return "paid";
  return row?.held ? "held" : "eligible";
}

/** The site's welcome code, valid now, for a visitor or a member who has not bought anything yet. */
export async function welcomeDiscount(db: Database, site: Pick<Site, "discount_codes">, userId: number | null, now = new Date()) {
  const code = site.discount_codes.find((candidate) => candidate.welcome && !problemAt(candidate, now));
  if (!code) return null;
  if (userId !== null && (await firstPurchaseState(db, userId)) !== "eligible") return null;
  return codeDiscount(code, "welcome");
}

/**
 * A code the member typed, valid now and for this kind of purchase, and — for a first-purchase code — still theirs
 * to use (`first_purchase_only` after a paid order, `held` while another open order has it). Throws
 * `DiscountCodeError`.
 */
export async function typedDiscount(
  db: Database,
  site: Pick<Site, "discount_codes">,
  userId: number | null,
  input: string,
  scope?: DiscountScope,
  now = new Date(),
): Promise<Discount> {
  const discount = findDiscountCode(site, input, scope, now);
  if (discount.hold === "first_purchase" && userId !== null) {
    const state = await firstPurchaseState(db, userId);
    if (state === "paid") throw new DiscountCodeError("first_purchase_only");
    if (state === "held") throw new DiscountCodeError("held");
  }
  return discount;
}

/** The member's unused, unexpired time bonus that no open order holds. */
export async function timeBonus(db: Database, userId: number, now = new Date()): Promise<Discount | null> {
  const heldByOpenOrder = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.discountGrantId, discountGrants.id), eq(orders.status, "pending"), eq(orders.discountHold, "time_bonus")));
  const [grant] = await db
    .select()
    .from(discountGrants)
    .where(
      and(
        eq(discountGrants.userId, userId),
        isNull(discountGrants.usedOrderId),
        gt(discountGrants.expiresAt, now),
        notExists(heldByOpenOrder),
      ),
    )
    .orderBy(discountGrants.expiresAt)
    .limit(1);
  if (!grant) return null;
  return {
    source: "time_bonus",
    code: null,
    percent: grant.percent,
    // The deletion offer is "off your next credits purchase" (decision 012).
    appliesTo: "credits",
    validFrom: grant.createdAt.toISOString(),
    validUntil: grant.expiresAt.toISOString(),
    grantId: grant.id,
    hold: "time_bonus",
  };
}

/**
 * The discount a purchase gets: the code the member typed (a bad one throws `DiscountCodeError`), else the time
 * bonus, else the welcome code — each only where it applies to this kind of purchase. A failure to load the welcome
 * code is ignored (docs/product/chat-and-credits.md#discounts): the member simply pays the list price.
 */
export async function activeDiscount(
  db: Database,
  site: Pick<Site, "discount_codes">,
  userId: number | null,
  { code, scope, now = new Date() }: { code?: string | null; scope: DiscountScope; now?: Date },
): Promise<Discount | null> {
  if (code) return typedDiscount(db, site, userId, code, scope, now);
  if (userId !== null) {
    const bonus = await timeBonus(db, userId, now);
    if (bonus && appliesTo(bonus, scope)) return bonus;
  }
  try {
    const welcome = await welcomeDiscount(db, site, userId, now);
    return welcome && appliesTo(welcome, scope) ? welcome : null;
  } catch (error) {
    logError("welcome discount could not be loaded; continuing without it", error);
    return null;
  }
}

/** How long after opening the account deletion the member may still take the offer it made. */
export const DELETION_OFFER_WINDOW_MS = 60 * 60 * 1000;

/** The member opened the account deletion (its dialog asks the server first): the deletion offer is theirs to take for a while. */
export async function markDeletionStarted(db: Database, userId: number, now = new Date()) {
  await db.update(users).set({ deletionStartedAt: now }).where(eq(users.id, userId));
}

/** Whether the member started a deletion recently enough to be offered `delete_discount` instead. */
export async function deletionOfferOpen(db: Database, userId: number, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ startedAt: users.deletionStartedAt }).from(users).where(eq(users.id, userId)).limit(1);
  const startedAt = row?.startedAt?.getTime();
  return startedAt !== undefined && startedAt <= now.getTime() && now.getTime() - startedAt < DELETION_OFFER_WINDOW_MS;
}

/**
 * The deletion offer's "yes": the member gets `delete_discount` % off credits for TIME_BONUS_DAYS days. Only for a
 * member who started a deletion (null otherwise), and once per member: taking it again answers the same grant (used
 * or not), so the offer cannot be farmed.
 */
export async function grantDeletionOffer(db: Database, site: Pick<Site, "delete_discount">, userId: number, now = new Date()) {
  if (!site.delete_discount) return null;
  if (!(await deletionOfferOpen(db, userId, now))) return null;
  await db
    .insert(discountGrants)
    .values({ userId, reason: "delete_offer", percent: site.delete_discount, expiresAt: new Date(now.getTime() + TIME_BONUS_DAYS * DAY) })
    .onConflictDoNothing({ target: [discountGrants.userId, discountGrants.reason] });
  const [grant] = await db
    .select()
    .from(discountGrants)
    .where(and(eq(discountGrants.userId, userId), eq(discountGrants.reason, "delete_offer")));
  return grant ?? null;
}
