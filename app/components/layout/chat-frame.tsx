import type { ReactNode } from "react";
import { AppHeader } from "#app/components/layout/app-header.tsx";
import { MAIN_ID, SkipLink } from "#app/components/layout/skip-link.tsx";

// One frame per module: a layout route's chunk then carries its own frame only (the landers none of the header).
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
