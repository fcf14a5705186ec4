import { staffContext } from "#app/context.ts";
import { staffMiddleware } from "#app/middleware/staff.server.ts";
import { Outlet } from "react-router";
import { AdminLayout } from "#app/components/admin/admin-layout.tsx";
import type { Route } from "./+types/layout";

/** Every /admin route: the staff member of the `__staff` cookie is loaded first (each route then checks its roles). */
export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(staffContext);
  // Only a staff member who passed both factors sees the navigation; routes themselves decide access.
  return { staff: session?.verified ? { name: session.staff.name, email: session.staff.email, role: session.staff.role } : null };
}

export function meta() {
  return [{ title: "Back office" }, { name: "robots", content: "noindex, nofollow" }];
}

/** One plain layout for the back office (decision 072): not the brand's, the same on every site. */
export default function AdminLayoutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout staff={loaderData.staff}>
      <Outlet />
    </AdminLayout>
  );
}
