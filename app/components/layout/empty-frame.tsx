import type { ReactNode } from "react";

// One frame per module: a layout route's chunk then carries its own frame only (the landers none of the header).
/** The empty layout around its page: the page alone (full-screen landers, match finder, sign-up matches). */
export function EmptyFrame({ children }: { children: ReactNode }) {
  return (
    <main data-layout="empty" className="min-h-dvh">
      {children}
    </main>
  );
}
