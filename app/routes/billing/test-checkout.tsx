import type { ComponentProps } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { data, Form, redirect, useNavigation } from "react-router";
import { processPaymentNotification } from "#app/.server/credits/payments.server.ts";
import {
  returnTestPayment,
  settleTestPayment,
  testDashboardEnabled,
  testPaymentOf,
} from "#app/.server/credits/providers/test-provider.server.ts";
import { testPaymentsAllowed } from "#app/.server/credits/providers/providers.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireForm } from "#app/.server/http/body.server.ts";
import { formatMoney } from "#app/billing/money.ts";
import { TEST_OUTCOMES, type TestOutcome } from "#app/billing/test-provider.ts";
import { AccountCard } from "#app/components/account/form-message.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { useRootData } from "#app/root-data.ts";
import { guard, pageNotFound } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/test-checkout";

const PAYMENT_ID = /^tst_[A-Za-z0-9_-]{10,36}$/;

/** What the dashboard part offers once a payment is paid (the action's other intents). */
const RETURNS = ["refund", "chargeback"] as const;

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

async function paymentOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const { site } = guard(args, { access: "public", isValid: (params) => PAYMENT_ID.test(params.paymentId ?? "") });
  const payment = await testPaymentOf(await getDb(), args.params.paymentId);
  // Another site's payment is no payment here; nor is any where test payments are off (decision 063).
  if (!payment || payment.siteId !== site.id || !testPaymentsAllowed(site)) throw pageNotFound(new URL(args.request.url).pathname);
  return { site, payment };
}

/**
 * The built-in test provider's hosted checkout (decision 030): the page a real provider would show, where the
 * payer picks the outcome. Afterwards it notifies the app as a provider's webhook would and sends the payer back.
 * Once paid, it also offers what a provider's dashboard does: a refund or a chargeback.
 */
export async function loader(args: Route.LoaderArgs) {
  const { payment } = await paymentOf(args);
  const returned =
    payment.refunds.reduce((sum, entry) => sum + entry.amount, 0) + payment.chargebacks.reduce((sum, entry) => sum + entry.amount, 0);
  return data(
    {
      id: payment.id,
      amount: payment.amount,
      currency: payment.currency,
      description: payment.description,
      method: payment.method,
      status: payment.status,
      returned,
      returnUrl: payment.redirectUrl,
      dashboard: testDashboardEnabled(),
    },
    { headers: NO_STORE },
  );
}

export async function action(args: Route.ActionArgs) {
  const { site, payment } = await paymentOf(args);
  const form = await requireForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const db = await getDb();
  let changed: boolean;
  if ((TEST_OUTCOMES as readonly string[]).includes(intent)) changed = await settleTestPayment(db, payment.id, intent as TestOutcome);
  else if ((RETURNS as readonly string[]).includes(intent) && testDashboardEnabled())
    changed = (await returnTestPayment(db, payment.id, intent as (typeof RETURNS)[number])) !== null;
  else throw data({ message: getI18n(args.context).t("api.bad_request") }, { status: 400, headers: NO_STORE });
  // As a provider would: tell the shop that something changed. The shop then asks for the state itself.
  if (changed) await processPaymentNotification(db, site, "test", payment.id, { i18n: getI18n(args.context) });
  return redirect(payment.redirectUrl, { headers: NO_STORE });
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function TestCheckoutScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const busy = useNavigation().state !== "idle";
  const { amount, currency, description, method, status, returned } = loaderData;
  const localeTag = root?.localeTag ?? "en-US";
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10" data-slot="test-checkout">
      <p className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">{t("billing.test_provider.name")}</p>
      <AccountCard>
        <h1 className="text-heading-title">{t("billing.test_provider.title")}</h1>
        <p className="text-muted-foreground">{description}</p>
        <p className="text-3xl font-semibold" data-testid="test-checkout-amount">
          {formatMoney(amount, currency, localeTag)}
        </p>
        <p className="text-sm text-muted-foreground">{t("billing.test_provider.method", { method: t(`billing.methods.${method}`) })}</p>
        {status === "open" ? (
          <Form method="post" className="mt-2 grid grid-cols-2 gap-2">
            <p className="col-span-2 text-sm">{t("billing.test_provider.choose")}</p>
            {TEST_OUTCOMES.map((outcome) => (
              <IntentButton key={outcome} intent={outcome} busy={busy} variant={outcome === "paid" ? "primary" : "outline"}>
                {t(`billing.test_provider.outcomes.${outcome}`)}
              </IntentButton>
            ))}
          </Form>
        ) : (
          <>
            <p role="status" data-testid="test-checkout-status">
              {t("billing.test_provider.settled", { status: t(`billing.status.${status}`) })}
            </p>
            {loaderData.dashboard && status === "paid" && returned < amount ? (
              <Form method="post" className="mt-2 flex flex-wrap gap-2">
                <p className="w-full text-sm text-muted-foreground">{t("billing.test_provider.dashboard")}</p>
                {RETURNS.map((intent) => (
                  <IntentButton key={intent} intent={intent} busy={busy} variant="outline" size="sm">
                    {t(`billing.test_provider.${intent}`)}
                  </IntentButton>
                ))}
              </Form>
            ) : null}
            <Button asChild variant="link">
              <a href={loaderData.returnUrl}>{t("billing.test_provider.back")}</a>
            </Button>
          </>
        )}
      </AccountCard>
      <p className="text-center text-xs text-muted-foreground">{t("billing.test_provider.note")}</p>
    </div>
  );
}

/** One choice on the page: a button that posts its intent (an outcome, or a refund or chargeback). */
function IntentButton({
  intent,
  busy,
  ...props
}: { intent: string; busy: boolean } & Pick<ComponentProps<typeof Button>, "variant" | "size" | "children">) {
  return <Button type="submit" name="intent" value={intent} disabled={busy} data-testid={`test-checkout-${intent}`} {...props} />;
}
