import type { ReactNode } from "react";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useRootData } from "#app/root-data.ts";

// One frame per module: a layout route's chunk then carries its own frame only (the landers none of the header).
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
