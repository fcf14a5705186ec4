import { Form, useNavigation } from "react-router";
import type { PlanOffer } from "#app/billing/catalogue.ts";
import { AccountCard, FormMessage } from "#app/components/account/form-message.tsx";
import { DiscountNotice, PlanCard, useLocaleTag, type DiscountNoticeProps } from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFeature } from "#app/root-data.ts";
import { dateTimeFormat } from "#app/i18n/formats.ts";

const ADVANTAGES = ["no_ads", "badge", "bonus"] as const;

export type PremiumPageProps = DiscountNoticeProps & {
  /** The end of the member's premium time, while it lasts. */
  premiumUntil: string | null;
  plans: PlanOffer[];
  /** The payment methods offered in the member's country. */
  methods: readonly string[];
  /** The typed discount code a purchase carries on. */
  code: string | null;
  /** A refused checkout's message (a `billing.` key). */
  error?: string | null;
};

/** /premium: what premium gives (a list, or a comparison table where the theme switches it on) and the plans. */
export function PremiumPage({ premiumUntil, plans, methods, discount, codeProblem, code, error }: PremiumPageProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const busy = useNavigation().state !== "idle";
  const comparison = useFeature("premiumMembershipAdvantages.comparisonTable");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-slot="premium-screen">
      <PageHeading title={t("screens.premium")}>{t("billing.premium.intro")}</PageHeading>
      {premiumUntil ? (
        <p role="status" className="rounded-control bg-success/10 p-3" data-testid="premium-active">
          {t("billing.premium.active_until", {
            date: dateTimeFormat(localeTag, { dateStyle: "long" }).format(new Date(premiumUntil)),
          })}
        </p>
      ) : null}
      <DiscountNotice discount={discount} codeProblem={codeProblem} />
      {error ? <FormMessage>{t(`billing.${error}`)}</FormMessage> : null}

      <section aria-labelledby="premium-advantages" className="flex flex-col gap-3">
        <h2 id="premium-advantages" className="text-heading-section">
          {t("billing.premium.advantages_title")}
        </h2>
        {comparison ? <ComparisonTable /> : <AdvantageList />}
      </section>

      {plans.length ? (
        <section aria-label={t("billing.premium.plans")} className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">
          {plans.map((offer) => (
            <PlanCard key={offer.id} offer={offer}>
              <Form method="post" className="flex flex-col gap-2">
                <input type="hidden" name="plan" value={offer.id} />
                <input type="hidden" name="code" value={code ?? ""} />
                <label className="flex flex-col gap-1 text-sm">
                  <span className="label-text">{t("billing.premium.method")}</span>
                  <Select name="method" options={methods.map((method) => ({ value: method, label: t(`billing.methods.${method}`) }))} />
                </label>
                <Button type="submit" disabled={busy} data-testid={`buy-plan-${offer.id}`}>
                  {t("billing.premium.buy")}
                </Button>
              </Form>
            </PlanCard>
          ))}
        </section>
      ) : (
        <p className="text-muted-foreground">{t("billing.premium.none")}</p>
      )}
      {plans.length ? <p className="text-sm text-muted-foreground">{t("billing.premium.extends")}</p> : null}
    </div>
  );
}

function AdvantageList() {
  const { t } = useTranslation();
  return (
    <AccountCard>
      <ul className="list-inside list-disc space-y-1" data-slot="premium-advantages">
        {ADVANTAGES.map((advantage) => (
          <li key={advantage}>{t(`billing.premium.advantages.${advantage}`)}</li>
        ))}
      </ul>
    </AccountCard>
  );
}

/** Free and premium side by side (theme switch premiumMembershipAdvantages.comparisonTable). */
export function ComparisonTable() {
  const { t } = useTranslation();
  const rows = [{ key: "browse", free: true }, { key: "messages", free: true }, ...ADVANTAGES.map((key) => ({ key, free: false }))];
  return (
    <table className="w-full overflow-hidden rounded-card border border-card-border bg-card text-sm" data-slot="premium-comparison">
      <thead>
        <tr className="border-b border-border text-left">
          <th scope="col" className="p-3">
            <span className="sr-only">{t("billing.premium.compare.feature")}</span>
          </th>
          <th scope="col" className="p-3 text-center">
            {t("billing.premium.compare.free")}
          </th>
          <th scope="col" className="p-3 text-center text-primary">
            {t("billing.premium.compare.premium")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border last:border-0">
            <th scope="row" className="p-3 text-left font-normal">
              {row.key === "browse" || row.key === "messages"
                ? t(`billing.premium.compare.${row.key}`)
                : t(`billing.premium.advantages.${row.key}`)}
            </th>
            <td className="p-3 text-center">
              {row.free ? (
                <span aria-label={t("billing.premium.compare.yes")}>✓</span>
              ) : (
                <span aria-label={t("billing.premium.compare.no")}>—</span>
              )}
            </td>
            <td className="p-3 text-center text-primary">
              <span aria-label={t("billing.premium.compare.yes")}>✓</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
