import { Link } from "#app/framework/link.tsx";
import { ALL_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import { AdminPage, Panel } from "#app/components/admin/admin-ui.tsx";
import type { Route } from "./+types/dashboard";

export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, ALL_STAFF);
  return { role: staff.role, name: staff.name, sites: staff.allSites ? ["every site"] : staff.sites };
}

const LINKS = {
  admin: [
    ["/admin/moderation", "Moderation queue"],
    ["/admin/reports", "Reports and complaints"],
    ["/admin/members", "Members"],
    ["/admin/pool", "Pool profiles"],
    ["/admin/console", "Answering console"],
    ["/admin/staff", "Staff"],
    ["/admin/audit", "Audit log"],
  ],
  moderator: [
    ["/admin/moderation", "Moderation queue"],
    ["/admin/reports", "Reports and complaints"],
    ["/admin/members", "Members"],
    ["/admin/pool", "Pool profiles"],
  ],
  operator: [["/admin/console", "Answering console"]],
} as const;

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const links = LINKS[loaderData.role];
  return (
    <AdminPage title={`Hello, ${loaderData.name}`}>
      <Panel>
        <p className="text-sm">
          Role: <strong>{loaderData.role}</strong> · Sites: {loaderData.sites.join(", ") || "none"}
        </p>
      </Panel>
      {
        <ul className="grid gap-2 sm:grid-cols-2">
          {links.map(([to, label]) => (
            <li key={to}>
              <Link to={to} className="block rounded-md border border-neutral-300 bg-white p-3 hover:bg-neutral-50">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      }
    </AdminPage>
  );
}
