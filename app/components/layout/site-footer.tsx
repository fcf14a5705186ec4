import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { hasFeature } from "#themes/features.ts";
import type { Language } from "#app/site/locales.ts";
import type { PublicSite } from "#app/site/public-site.ts";
import { useOptionalUser } from "#app/root-data.ts";
import { serviceHref } from "#app/routing/links.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

const FOOTER_LINKS = [
  ["/pages/terms", "footer.terms"],
  ["/pages/privacy", "footer.privacy"],
  ["/pages/cookies", "footer.cookies"],
  ["/pages/faq", "footer.faq"],
  ["service", "footer.service"],
  ["/complaints", "footer.complaints"],
  ["/pages/return-policy", "footer.return_policy"],
  ["/pricing", "footer.pricing"],
] as const;

export function SiteFooter({ site, language, compact = false }: { site: PublicSite; language: Language; compact?: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useOptionalUser() !== null;
  return (
    <footer
      data-slot="site-footer"
      className="mt-auto border-t border-border bg-card text-sm text-muted-foreground lavish:border-primary/20 lavish:bg-header"
    >
      <div className="mx-auto flex max-w-page flex-col gap-4 px-gutter py-6 lavish:items-center lavish:py-10 lavish:text-center">
        {compact ? null : (
          <nav aria-label={t("footer.pages")}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 label-text lavish:justify-center lavish:gap-x-8">
              {FOOTER_LINKS.map(([to, key]) => (
                <li key={to}>
                  <Link
                    to={to === "service" ? serviceHref(loggedIn) : to}
                    className="inline-flex min-h-6 items-center hover:text-foreground hover:underline"
                  >
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p data-slot="company-line">
          {t("footer.company_line", {
            site: site.name,
            company: site.company_name,
            address: site.company_address,
            city: site.company_city,
            country: site.company_country,
          })}{" "}
          {site.company_kvk ? t("footer.kvk", { kvk: site.company_kvk }) : null}
          {site.company_vat_numbers.length ? ` · ${t("footer.vat", { vat: site.company_vat_numbers.join(", ") })}` : null}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-4 lavish:flex-col">
          <LanguageSwitcher current={language} />
          {hasFeature(site.features, "footer.copyright") ? (
            <p data-slot="copyright">{t("footer.copyright", { year: new Date().getFullYear(), name: site.name })}</p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
