import type { ReactNode } from "react";
import { regionName } from "#app/i18n/display-names.ts";
import { Form } from "react-router";
import type { PackageOffer, PlanOffer } from "#app/billing/catalogue.ts";
import type { MessagePrice } from "#app/billing/message-price.ts";
import { MessageCost } from "#app/components/billing/message-cost.tsx";
import { PackageCard, PlanCard, useLocaleTag, useMoney } from "#app/components/billing/offers.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useOptionalUser } from "#app/root-data.ts";

export type PricingPageProps = {
  /** The country whose prices are shown. */
  country: string;
  /** The site's countries, to choose from. */
  countries: readonly string[];
  currency: string;
  packages: PackageOffer[];
  plans: PlanOffer[];
  /** The price per message in every country of the site. */
  messagePrices: (MessagePrice & { country: string })[];
  messagePrice: MessagePrice;
};

/**
 * /pricing (public): credit packages and premium plans at list price, VAT included, for one of the site's countries,
 * and the price per message in every country.
 */
export function PricingPage({ country, countries, currency, packages, plans, messagePrices, messagePrice }: PricingPageProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const localeTag = useLocaleTag();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8" data-slot="pricing-screen">
      <PageHeading title={t("screens.pricing")}>
        {t("billing.pricing.intro", { country: regionName(country, localeTag), currency })}
      </PageHeading>
      {countries.length > 1 ? (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 text-sm">
            <span className="label-text">{t("billing.pricing.country")}</span>
            <Select
              name="country"
              defaultValue={country}
              options={countries.map((code) => ({ value: code, label: regionName(code, localeTag) }))}
            />
          </label>
          <Button type="submit" variant="secondary">
            {t("billing.pricing.show")}
          </Button>
        </Form>
      ) : null}

      <OfferSection id="pricing-credits" title={t("billing.pricing.credits_title")}>
        {packages.map((offer) => (
          <PackageCard
            key={offer.id}
            offer={offer}
            action={<BuyLink to={`/credits/${offer.id}`} testId={`pricing-package-${offer.id}`} />}
          />
        ))}
      </OfferSection>

      {plans.length ? (
        <OfferSection id="pricing-premium" title={t("billing.pricing.premium_title")}>
          {plans.map((offer) => (
            <PlanCard key={offer.id} offer={offer}>
              <BuyLink to="/premium" testId={`pricing-plan-${offer.id}`} />
            </PlanCard>
          ))}
        </OfferSection>
      ) : null}

      {messagePrices.length ? (
        <section className="flex flex-col gap-3" aria-labelledby="pricing-messages">
          <h2 id="pricing-messages" className="text-heading-section">
            {t("billing.pricing.messages_title")}
          </h2>
          <MessageCost price={messagePrice} className="text-sm text-muted-foreground" />
          <table
            className="w-full max-w-md overflow-hidden rounded-card border border-card-border bg-card text-sm"
            data-slot="message-prices"
          >
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="p-3">
                  {t("billing.pricing.country_column")}
                </th>
                <th scope="col" className="p-3 text-right">
                  {t("billing.pricing.message_column")}
                </th>
              </tr>
            </thead>
            <tbody>
              {messagePrices.map((row) => (
                <tr key={row.country} className="border-b border-border last:border-0" data-country={row.country}>
                  <th scope="row" className="p-3 text-left font-normal">
                    {regionName(row.country, localeTag)}
                  </th>
                  <td className="p-3 text-right" data-credits={row.credits}>
                    {t("billing.credits_count", { count: row.credits })}
                    {row.value ? ` (${money(row.value.amount, row.value.currency)})` : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <p className="text-xs text-muted-foreground">{t("billing.pricing.vat_note")}</p>
    </div>
  );
}

/** A titled grid of offer cards (credit packages, premium plans). */
function OfferSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-heading-section">
        {title}
      </h2>
      <div className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </section>
  );
}

/** An offer's button: to its checkout for a member, through the login (and back) for a visitor. */
function BuyLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  return (
    <Button asChild variant="outline" className="w-full">
      <Link to={user ? to : `/login?redirectTo=${encodeURIComponent(to)}`} data-testid={testId}>
        {user ? t("billing.choose") : t("billing.pricing.login_to_buy")}
      </Link>
    </Button>
  );
}
