import { Outlet } from "react-router";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useFeature, useRootData } from "#app/root-data.ts";

/** Default layout: header, the page, footer. */
export default function DefaultLayout() {
  const data = useRootData()!;
  // Room for the fixed bottom tab bar members get on small screens.
  const tabBar = useFeature("navigation.mobileTabBar") && data.user !== null;
  return (
    <div data-layout="default" className={cn("flex min-h-dvh flex-col", tabBar && "max-sm:pb-14")}>
      <SkipLink />
      <AppHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none mx-auto w-full max-w-page flex-1 px-gutter py-section">
        <Outlet />
      </main>
      <SiteFooter site={data.site} language={data.language} />
    </div>
  );
}
