import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { lastPaidCreditsOrder, memberCheckout } from "#app/.server/credits/orders.server.ts";
import { memberCountry, screenDiscount } from "#app/.server/credits/screens.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { creditPackage, offeredMethods } from "#app/billing/catalogue.ts";
import { isPaymentMethod } from "#app/billing/payment-methods.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { DiscountNotice, PackageCard, useMoney } from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getLanguage } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/credits-repeat-order";

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * /credits/repeat-order: the member's last paid credits order, at today's price (and discount), paid the same way
 * with one click. Nothing from the browser decides what is bought: the package and method come from that order.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const db = await getDb();
  const last = await lastPaidCreditsOrder(db, user.id);
  const headers = { "Cache-Control": "private, no-store" };
  if (!last) return data({ state: "none" as const }, { headers });
  const country = await memberCountry(site, user, args.request);
  const { discount } = await screenDiscount(db, site, user.id, "credits", null);
  const offer = creditPackage(site, last.productId, country, discount?.percent ?? 0);
  if (!offer) return data({ state: "gone" as const }, { headers });
  const methods = offeredMethods(site, country);
  // A method the member's country no longer offers: they choose another on the package's page.
  if (!isPaymentMethod(last.method) || !methods.includes(last.method)) throw redirect(`/credits/${offer.id}`);
  return data({ state: "ready" as const, offer, method: last.method, discount }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "required" });
  const db = await getDb();
  const last = await lastPaidCreditsOrder(db, user.id);
  if (!last) throw redirect("/credits/repeat-order");
  const result = await memberCheckout(
    db,
    site,
    user,
    { request: args.request, language: getLanguage(args.context) },
    { scope: "credits", productId: last.productId, method: last.method },
  );
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: { "Cache-Control": "private, no-store" } });
  return redirect(result.checkoutUrl);
}

export default function CreditsRepeatOrderScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" data-slot="repeat-order">
      <PageHeading title={t("screens.credits_repeat_order")} />
      {actionData?.error ? <FormMessage>{t(`billing.${actionData.error}`)}</FormMessage> : null}
      {loaderData.state === "ready" ? (
        <>
          <DiscountNotice discount={loaderData.discount} codeProblem={null} />
          <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
            <PackageCard offer={loaderData.offer} action={null} />
            <AccountCard>
              <p>{t("billing.repeat.intro")}</p>
              <Form method="post">
                <Button type="submit" size="lg" loading={busy} data-testid="repeat-pay-button">
                  {t("billing.checkout.pay", {
                    amount: money(loaderData.offer.quote.amount, loaderData.offer.quote.currency),
                    method: t(`billing.methods.${loaderData.method}`),
                  })}
                </Button>
              </Form>
              <Link to={`/credits/${loaderData.offer.id}`} className="text-sm text-primary underline-offset-2 hover:underline">
                {t("billing.checkout.change_method")}
              </Link>
            </AccountCard>
          </div>
        </>
      ) : (
        <AccountCard>
          <p>{t(loaderData.state === "none" ? "billing.repeat.none" : "billing.repeat.gone")}</p>
          <Button asChild className="self-start">
            <Link to="/credits">{t("billing.repeat.to_packages")}</Link>
          </Button>
        </AccountCard>
      )}
    </div>
  );
}
