import type { ReactNode } from "react";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useFeature, useRootData } from "#app/root-data.ts";

// One frame per module: a layout route's chunk then carries its own frame only (the landers none of the header).
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
