import { Outlet } from "react-router";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { useRootData } from "#app/root-data.ts";

/** Default layout: header, the page, footer. */
export default function DefaultLayout() {
  const data = useRootData()!;
  return (
    <div data-layout="default" className="flex min-h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-page flex-1 px-gutter py-section">
        <Outlet />
      </main>
      <SiteFooter site={data.site} language={data.language} />
    </div>
  );
}
