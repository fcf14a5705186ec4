import { Outlet } from "react-router";
import { DefaultFrame } from "#app/components/layout/default-frame.tsx";

/** Default layout: header, the page, footer. */
export default function DefaultLayout() {
  return (
    <DefaultFrame>
      <Outlet />
    </DefaultFrame>
  );
}
