import { data } from "react-router";
import { typedCode } from "#app/.server/credits/discounts.server.ts";
import { memberCountry, premiumScreen } from "#app/.server/credits/screens.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireForm } from "#app/.server/http/body.server.ts";
import { offeredMethods } from "#app/billing/catalogue.ts";
import { PremiumPage } from "#app/components/billing/premium-page.tsx";
import { checkoutAction, PRIVATE_HEADERS } from "#app/routing/checkout.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/premium";

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** /premium: the member's premium state, the plans priced for them and the methods of their country. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const db = await getDb();
  const code = typedCode(new URL(args.request.url).searchParams.get("code"));
  const [screen, country] = await Promise.all([
    premiumScreen(db, site, user, { code, request: args.request }),
    memberCountry(site, user, args.request),
  ]);
  return data({ ...screen, methods: offeredMethods(site, country) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** POST plan + method: makes a premium order and sends the member to the provider. */
export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "required" });
  const form = await requireForm(args.request);
  const plan = Number(form.get("plan"));
  const method = String(form.get("method") ?? "");
  if (!Number.isSafeInteger(plan) || plan <= 0) {
    return data({ error: "checkout.errors.unknown_product" }, { status: 400, headers: PRIVATE_HEADERS });
  }
  return checkoutAction(args, { site, user }, form, { scope: "premium", productId: plan, method });
}

export default function PremiumScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <PremiumPage {...loaderData} error={actionData?.error} />;
}
