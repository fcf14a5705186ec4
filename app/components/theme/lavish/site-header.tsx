import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useSignupMode } from "#app/root-data.ts";
import { NavItems } from "#app/components/layout/site-header.tsx";
import type { SlotProps } from "#app/components/theme/slots.ts";
import { Button } from "#app/components/ui/button.tsx";

/** Lavish masthead: a centred serif brand with the navigation on its own row beneath. */
export function LavishSiteHeader({ site, user, nav, onLogout }: SlotProps["SiteHeader"]) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  return (
    <header data-slot="site-header" data-variant="masthead" className="border-b border-primary/25 bg-header text-header-foreground">
      {/* Small screens: brand on top, actions centred beneath; wide: rule · brand · rule and actions (a rule on both sides). */}
      <div className="mx-auto flex max-w-page flex-col items-center gap-2 px-gutter pt-4 pb-3 md:grid md:grid-cols-[1fr_auto_1fr] md:pt-5">
        <span aria-hidden className="hidden h-px bg-gradient-to-r from-transparent to-primary/50 md:block" />
        <Link to="/" className="px-6 text-center font-heading text-2xl italic tracking-wide text-primary md:text-3xl">
          {site.name}
        </Link>
        <div className="flex flex-wrap items-center justify-center gap-2 md:flex-nowrap md:justify-end">
          <span aria-hidden className="hidden h-px min-w-8 flex-1 bg-gradient-to-l from-transparent to-primary/50 md:block" />
          {user ? (
            <Button variant="outline" size="sm" onClick={onLogout}>
              {t("nav.logout")}
            </Button>
          ) : (
            <>
              <Button asChild variant="link" size="sm">
                <Link to="/login">{t("nav.login")}</Link>
              </Button>
              <Button asChild variant="outline" size="sm">
                <Link to="/signup">{t("nav.signup", { context: signup.context })}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
      {nav.length ? (
        <nav aria-label={t("nav.main")} className="border-t border-primary/15">
          <NavItems nav={nav} className="mx-auto max-w-page flex-wrap justify-center px-gutter py-1" />
        </nav>
      ) : null}
    </header>
  );
}
