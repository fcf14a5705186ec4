import { Link, NavLink } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useSignupMode } from "#app/root-data.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { SlotProps } from "#app/components/theme/slots.ts";
import { hasFeature } from "#themes/features.ts";

export function NavItems({
  nav,
  className,
  itemClassName,
}: {
  nav: SlotProps["SiteHeader"]["nav"];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {nav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) =>
              cn(
                "inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-muted",
                "lavish:rounded-none lavish:px-4 lavish:text-xs lavish:uppercase lavish:tracking-[0.18em] lavish:hover:bg-transparent lavish:hover:text-primary",
                isActive && "text-primary lavish:underline lavish:underline-offset-8",
                itemClassName,
              )
            }
          >
            {item.label}
            {item.badge ? (
              <span data-slot="nav-badge" className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                {item.badge}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Small screens: a tab bar fixed to the bottom (theme switch navigation.mobileTabBar) or a row under the header. */
function MobileNav({ nav, tabBar }: { nav: SlotProps["SiteHeader"]["nav"]; tabBar: boolean }) {
  const { t } = useTranslation();
  return (
    <nav
      // Not "main navigation": on small screens the header's own nav (log in/out) shows beside this one.
      aria-label={t("nav.menu")}
      data-slot={tabBar ? "mobile-tab-bar" : "mobile-nav"}
      className={cn(
        "border-t border-border bg-header sm:hidden",
        tabBar && "fixed inset-x-0 bottom-0 z-40 pb-[env(safe-area-inset-bottom)] shadow-raised",
      )}
    >
      <NavItems nav={nav} className="justify-between overflow-x-auto px-1" itemClassName="px-2 text-xs" />
    </nav>
  );
}

/** Classic header: one compact bar, brand left, navigation right. */
export function SiteHeader({ site, user, nav, onLogout }: SlotProps["SiteHeader"]) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  const tabBar = hasFeature(site.features, "navigation.mobileTabBar");
  return (
    <header data-slot="site-header" className="sticky top-0 z-40 border-b border-border bg-header text-header-foreground">
      <div className="mx-auto flex h-header max-w-page items-center justify-between gap-4 px-gutter">
        <Link to="/" className="text-lg font-bold tracking-tight text-primary">
          {site.name}
        </Link>
        <nav aria-label={t("nav.main")} className="flex items-center gap-2">
          <NavItems nav={nav} className="hidden sm:flex" />
          {user ? (
            <>
              {nav
                .filter((item) => tabBar && item.secondary)
                .map((item) => (
                  <Link key={item.to} to={item.to} className="whitespace-nowrap text-sm font-medium text-primary sm:hidden">
                    {item.label}
                  </Link>
                ))}
              <Button variant="ghost" size="sm" onClick={onLogout}>
                {t("nav.logout")}
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <Link to="/login">{t("nav.login")}</Link>
              </Button>
              <Button asChild size="sm">
                <Link to="/signup">{t("nav.signup", { context: signup.context })}</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
      {nav.length ? <MobileNav nav={tabBar ? nav.filter((item) => !item.secondary) : nav} tabBar={tabBar} /> : null}
    </header>
  );
}
