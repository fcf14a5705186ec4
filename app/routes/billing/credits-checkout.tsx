import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, useNavigation } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { typedCode } from "#app/.server/credits/discounts.server.ts";
import { memberCountry, screenDiscount } from "#app/.server/credits/screens.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireForm } from "#app/.server/http/body.server.ts";
import { creditPackage, offeredMethods } from "#app/billing/catalogue.ts";
import { isPaymentMethod } from "#app/billing/payment-methods.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { DiscountNotice, PackageCard, useMoney } from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { checkoutAction } from "#app/routing/checkout.server.ts";
import { guard, pageNotFound, positiveIntParams } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/credits-checkout";

/** A credit package id and, optionally, a payment method slug. */
function validCheckoutParams(params: Record<string, string | undefined>) {
  return positiveIntParams("creditId")(params) && (params.paymentMethod === undefined || /^[a-z0-9_-]{1,40}$/.test(params.paymentMethod));
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/**
 * /credits/{creditId}: the package and the payment methods offered in the member's country;
 * /credits/{creditId}/{paymentMethod}: the same with that method chosen, and the button that pays.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required", isValid: validCheckoutParams });
  const { pathname, searchParams } = new URL(args.request.url);
  const db = await getDb();
  const country = await memberCountry(site, user, args.request);
  const { discount, codeProblem } = await screenDiscount(db, site, user.id, "credits", typedCode(searchParams.get("code")));
  const offer = creditPackage(site, Number(args.params.creditId), country, discount?.percent ?? 0);
  const methods = offeredMethods(site, country);
  const method = args.params.paymentMethod;
  if (!offer || (method !== undefined && !(isPaymentMethod(method) && methods.includes(method)))) throw pageNotFound(pathname);
  return data(
    { offer, methods, method: method ?? null, discount, codeProblem, code: discount?.source === "code" ? discount.code : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** POST /credits/{creditId}/{paymentMethod}: makes the order and sends the member to the provider's checkout. */
export async function action(args: Route.ActionArgs) {
  const { site, user } = guard(args, { access: "required", isValid: validCheckoutParams });
  const form = await requireForm(args.request);
  const method = args.params.paymentMethod;
  if (!method) throw pageNotFound(new URL(args.request.url).pathname);
  return checkoutAction(args, { site, user }, form, { scope: "credits", productId: Number(args.params.creditId), method });
}

export default function CreditsCheckoutScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const busy = useNavigation().state !== "idle";
  const { offer, methods, method, discount, codeProblem, code } = loaderData;
  const query = code ? `?code=${encodeURIComponent(code)}` : "";
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6" data-slot="credits-checkout">
      <PageHeading title={t("screens.credits_checkout")} />
      <DiscountNotice discount={discount} codeProblem={codeProblem} />
      {actionData?.error ? <FormMessage>{t(`billing.${actionData.error}`)}</FormMessage> : null}
      <div className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
        <PackageCard offer={offer} action={null} />
        <AccountCard>
          {method ? (
            <Form method="post" action={`/credits/${offer.id}/${method}${query}`} className="flex flex-col gap-3">
              <h2 className="text-heading-section">{t("billing.checkout.confirm_title")}</h2>
              <input type="hidden" name="code" value={code ?? ""} />
              <Button type="submit" size="lg" loading={busy} data-testid="pay-button">
                {t("billing.checkout.pay", {
                  amount: money(offer.quote.amount, offer.quote.currency),
                  method: t(`billing.methods.${method}`),
                })}
              </Button>
              <Link to={`/credits/${offer.id}${query}`} className="text-sm text-primary underline-offset-2 hover:underline">
                {t("billing.checkout.change_method")}
              </Link>
            </Form>
          ) : (
            <div className="flex flex-col gap-3">
              <h2 className="text-heading-section">{t("billing.checkout.methods_title")}</h2>
              {methods.map((candidate) => (
                <Form key={candidate} method="post" action={`/credits/${offer.id}/${candidate}${query}`}>
                  <input type="hidden" name="code" value={code ?? ""} />
                  <Button
                    type="submit"
                    variant="outline"
                    className="w-full justify-start"
                    disabled={busy}
                    data-testid={`method-${candidate}`}
                  >
                    {t(`billing.methods.${candidate}`)}
                  </Button>
                </Form>
              ))}
            </div>
          )}
          <p className="text-xs text-muted-foreground">{t("billing.checkout.note")}</p>
        </AccountCard>
      </div>
      <Link to={`/credits${query}`} className="text-sm text-primary underline-offset-2 hover:underline">
        {t("billing.checkout.back")}
      </Link>
    </div>
  );
}
