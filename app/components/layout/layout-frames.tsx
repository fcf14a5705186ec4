import type { ReactNode } from "react";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFeature, useRootData } from "#app/root-data.ts";

/** The default layout around its page: header, the page, footer. */
export function DefaultFrame({ children }: { children: ReactNode }) {
  const data = useRootData()!;
  // Room for the fixed bottom tab bar members get on small screens.
  const tabBar = useFeature("navigation.mobileTabBar") && data.user !== null;
  return (
    <div data-layout="default" className={cn("flex min-h-dvh flex-col", tabBar && "max-sm:pb-14")}>
      <SkipLink />
      <AppHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none mx-auto w-full max-w-page flex-1 px-gutter py-section">
        {children}
      </main>
      <SiteFooter site={data.site} language={data.language} />
    </div>
  );
}

/** The chat layout around its page: header and a full-height conversation area, no footer. */
export function ChatFrame({ children }: { children: ReactNode }) {
  return (
    <div data-layout="chat" className="flex h-dvh flex-col">
      <SkipLink />
      <AppHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none mx-auto flex min-h-0 w-full max-w-page flex-1 flex-col px-gutter py-4">
        {children}
      </main>
    </div>
  );
}

/** The lander layout around its page: brand and a login link only, so the page's sign-up stays the focus. */
export function LanderFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRootData()!;
  return (
    <div data-layout="lander" className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="mx-auto flex w-full max-w-page items-center justify-between px-gutter py-4">
        <span className="font-heading text-heading-section text-primary display-style">{data.site.name}</span>
        <Link to="/login" className="text-sm underline-offset-4 hover:underline">
          {t("nav.login")}
        </Link>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="outline-none mx-auto w-full max-w-page flex-1 px-gutter py-section">
        {children}
      </main>
      <SiteFooter site={data.site} language={data.language} compact />
    </div>
  );
}

/** The empty layout around its page: the page alone (full-screen landers, match finder, sign-up matches). */
export function EmptyFrame({ children }: { children: ReactNode }) {
  return (
    <main data-layout="empty" className="min-h-dvh">
      {children}
    </main>
  );
}
