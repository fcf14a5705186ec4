import { ALL_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import { DashboardPage } from "#app/components/admin/dashboard-page.tsx";
import type { Route } from "./+types/dashboard";

export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, ALL_STAFF);
  return { role: staff.role, name: staff.name, sites: staff.allSites ? ["every site"] : staff.sites };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}
