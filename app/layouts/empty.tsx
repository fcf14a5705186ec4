import { Outlet } from "react-router";

/** Empty layout: the page alone (full-screen landers, match finder, sign-up matches). */
export default function EmptyLayout() {
  return (
    <main data-layout="empty" className="min-h-dvh">
      <Outlet />
    </main>
  );
}
