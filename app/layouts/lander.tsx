import { Outlet } from "react-router";
import { LanderFrame } from "#app/components/layout/lander-frame.tsx";

/** Lander layout: brand and a login link only, so the page's sign-up stays the focus. */
export default function LanderLayout() {
  return (
    <LanderFrame>
      <Outlet />
    </LanderFrame>
  );
}
