import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { DiscountCodeError, timeBonus, typedDiscount, welcomeDiscount, type Discount } from "#app/.server/credits/discounts.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/discountcode";

function toJson(discount: Discount) {
  return {
    code: discount.code,
    percent: discount.percent,
    source: discount.source,
    applies_to: discount.appliesTo,
    valid_from: discount.validFrom,
    valid_until: discount.validUntil,
  };
}

const STATUS = { unknown: 404, not_yet_valid: 404, expired: 410, not_applicable: 400, first_purchase_only: 409, held: 409 } as const;

/**
 * GET /api/discountcode.php (docs/product/chat-and-credits.md#discounts and docs/product/api.md#discount-code).
 * - `?code=X[&for=credits|premium]`: that code when valid now → `{ discountcode }`; an unknown, expired,
 *   not-yet-valid or inapplicable code is an error with a translated message (these errors surface).
 * - `?welcome=true`: `{ discountcode, time_bonus, active }` — the welcome code (null when there is none, the member
 *   has bought before or an open order of theirs holds it), the member's time bonus (null while an open order holds
 *   it), and the active one: the time bonus if present, otherwise the welcome code (decision 059).
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "optional" });
  const t = getI18n(args.context).t;
  const query = new URL(args.request.url).searchParams;
  const headers = { "Cache-Control": "private, no-store" };
  const code = query.get("code");
  if (code !== null) {
    const scope = query.get("for");
    if (scope !== null && scope !== "credits" && scope !== "premium") return apiError(400, "bad_request", t("api.bad_request"));
    try {
      // For a member, a first-purchase code is checked against their orders too: it is no longer theirs once paid.
      const discount = await typedDiscount(await getDb(), site, user?.id ?? null, code, scope ?? undefined);
      return Response.json({ discountcode: toJson(discount) }, { headers });
    } catch (error) {
      if (!(error instanceof DiscountCodeError)) throw error;
      return apiError(STATUS[error.problem], `code_${error.problem}`, t(`billing.discount.errors.${error.problem}`), headers);
    }
  }
  if (query.get("welcome") === "true") {
    const db = await getDb();
    const [welcome, bonus] = await Promise.all([welcomeDiscount(db, site, user?.id ?? null), user ? timeBonus(db, user.id) : null]);
    const active = bonus ?? welcome;
    return Response.json(
      { discountcode: welcome ? toJson(welcome) : null, time_bonus: bonus ? toJson(bonus) : null, active: active ? toJson(active) : null },
      { headers },
    );
  }
  return apiError(400, "bad_request", t("billing.discount.errors.missing"), headers);
}

export function action() {
  return methodNotAllowed(["GET"]);
}
