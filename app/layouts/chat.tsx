import { Outlet } from "react-router";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";
import { AppHeader } from "#app/components/layout/app-header.tsx";

/** Chat layout: header and a full-height conversation area, no footer. */
export default function ChatLayout() {
  return (
    <div data-layout="chat" className="flex h-dvh flex-col">
      <SkipLink />
      <AppHeader />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none mx-auto flex min-h-0 w-full max-w-page flex-1 flex-col px-gutter py-4">
        <Outlet />
      </main>
    </div>
  );
}
