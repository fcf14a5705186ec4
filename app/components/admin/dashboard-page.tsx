import { AdminPage, Panel } from "#app/components/admin/admin-ui.tsx";
import { Link } from "#app/framework/link.tsx";

import type { StaffRole } from "#app/components/admin/admin-layout.tsx";

export type DashboardPageProps = { role: StaffRole; name: string; sites: readonly string[] };

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

export function DashboardPage(loaderData: DashboardPageProps) {
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
