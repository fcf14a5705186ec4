import { and, eq, gt, isNull } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { logError } from "../logging/log.server.ts";
import { discountGrants, orders } from "../db/schema.ts";

/**
 * Discount codes (site setting `discount_codes`) and a member's own time-limited discount, the spec's "time bonus"
 * (`discount_grants`: today the deletion offer). Spec sections 3 and 8: the active discount is the time bonus when
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
};

export type CodeProblem = "unknown" | "not_yet_valid" | "expired" | "not_applicable";

/** A problem with a code the member asked for: shown to them (spec section 8: other discount errors surface). */
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

/** Whether the member has ever paid an order (then the welcome code is no longer theirs). */
async function hasPaid(db: Database, userId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid")))
    .limit(1);
  return !!row;
}

/** The site's welcome code, valid now, for a visitor or a member who has not bought anything yet. */
export async function welcomeDiscount(db: Database, site: Pick<Site, "discount_codes">, userId: number | null, now = new Date()) {
  const code = site.discount_codes.find((candidate) => candidate.welcome && !problemAt(candidate, now));
  if (!code) return null;
  if (userId !== null && (await hasPaid(db, userId))) return null;
  return codeDiscount(code, "welcome");
}

/** The member's unused, unexpired time bonus. */
export async function timeBonus(db: Database, userId: number, now = new Date()): Promise<Discount | null> {
  const [grant] = await db
    .select()
    .from(discountGrants)
    .where(and(eq(discountGrants.userId, userId), isNull(discountGrants.usedOrderId), gt(discountGrants.expiresAt, now)))
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
  };
}

/**
 * The discount a purchase gets: the code the member typed (a bad one throws `DiscountCodeError`), else the time
 * bonus, else the welcome code — each only where it applies to this kind of purchase. A failure to load the welcome
 * code is ignored (spec section 8): the member simply pays the list price.
 */
export async function activeDiscount(
  db: Database,
  site: Pick<Site, "discount_codes">,
  userId: number | null,
  { code, scope, now = new Date() }: { code?: string | null; scope: DiscountScope; now?: Date },
): Promise<Discount | null> {
  if (code) return findDiscountCode(site, code, scope, now);
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

/**
 * The deletion offer's "yes": the member gets `delete_discount` % off credits for TIME_BONUS_DAYS days. Once per
 * member: taking it again answers the same grant (used or not), so the offer cannot be farmed.
 */
export async function grantDeletionOffer(db: Database, site: Pick<Site, "delete_discount">, userId: number, now = new Date()) {
  if (!site.delete_discount) return null;
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
