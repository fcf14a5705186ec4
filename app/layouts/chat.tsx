import { Outlet } from "react-router";
import { AppHeader } from "#app/components/layout/app-header.tsx";

/** Chat layout: header and a full-height conversation area, no footer. */
export default function ChatLayout() {
  return (
    <div data-layout="chat" className="flex h-dvh flex-col">
      <AppHeader />
      <main className="mx-auto flex min-h-0 w-full max-w-page flex-1 flex-col px-gutter py-4">
        <Outlet />
      </main>
    </div>
  );
}
