import { data, redirect } from "react-router";
import type { SessionUser } from "#app/.server/accounts/session.server.ts";
import { typedCode } from "#app/.server/credits/discounts.server.ts";
import { memberCheckout } from "#app/.server/credits/orders.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { getLanguage } from "#app/middleware/i18n.server.ts";
import type { Site } from "#app/site/registry.ts";
import type { guard } from "./guard.server.ts";

/** Checkout pages and their answers are the member's own. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store" };

/**
 * The pay button of the credits and premium screens: makes the order (with the typed discount code) and sends the
 * member to the provider's checkout, or answers the page again with the reason it could not.
 */
export async function checkoutAction(
  args: Parameters<typeof guard>[0] & { request: Request },
  { site, user }: { site: Site; user: SessionUser },
  form: FormData,
  product: { scope: "credits" | "premium"; productId: number; method: string },
) {
  const result = await memberCheckout(
    await getDb(),
    site,
    user,
    { request: args.request, language: getLanguage(args.context) },
    { ...product, code: typedCode(form.get("code")) },
  );
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: PRIVATE_HEADERS });
  return redirect(result.checkoutUrl);
}
