import { Outlet } from "react-router";
import { EmptyFrame } from "#app/components/layout/empty-frame.tsx";

/** Empty layout: the page alone (full-screen landers, match finder, sign-up matches). */
export default function EmptyLayout() {
  return (
    <EmptyFrame>
      <Outlet />
    </EmptyFrame>
  );
}
