import type { ReactNode } from "react";
import { Form } from "react-router";
import { NavLink } from "#app/framework/link.tsx";
import { AdminThemeTokens } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";

export type StaffRole = "admin" | "moderator" | "operator";

export type AdminLayoutProps = {
  /** The staff member who passed both login factors; null before that (no navigation). */
  staff: { name: string; email: string; role: StaffRole } | null;
  /** The page. */
  children: ReactNode;
};

const NAV: { to: string; label: string; roles: StaffRole[] }[] = [
  { to: "/admin/moderation", label: "Moderation", roles: ["admin", "moderator"] },
  { to: "/admin/reports", label: "Reports", roles: ["admin", "moderator"] },
  { to: "/admin/members", label: "Members", roles: ["admin", "moderator"] },
  { to: "/admin/pool", label: "Pool profiles", roles: ["admin", "moderator"] },
  { to: "/admin/console", label: "Console", roles: ["admin", "operator"] },
  { to: "/admin/figures", label: "Figures", roles: ["admin"] },
  { to: "/admin/staff", label: "Staff", roles: ["admin"] },
  { to: "/admin/audit", label: "Audit log", roles: ["admin"] },
];

export function AdminLayout({ staff, children }: AdminLayoutProps) {
  return (
    <div data-layout="admin" className="min-h-dvh bg-neutral-100 text-neutral-900">
      <AdminThemeTokens />
      <header className="border-b border-neutral-300 bg-neutral-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
          <NavLink to="/admin" end className="font-semibold">
            Back office
          </NavLink>
          {staff ? (
            <>
              <nav aria-label="Back office" className="flex flex-1 flex-wrap gap-x-3 gap-y-1 text-sm">
                {NAV.filter((item) => item.roles.includes(staff.role)).map((item) => (
                  <NavLink key={item.to} to={item.to} className={({ isActive }) => cn("hover:underline", isActive && "underline")}>
                    {item.label}
                  </NavLink>
                ))}
              </nav>
              <span className="text-xs text-neutral-300">
                {staff.email} · {staff.role}
              </span>
              <Form method="post" action="/admin/logout">
                <Button type="submit" size="sm" variant="secondary">
                  Log out
                </Button>
              </Form>
            </>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-3 py-4">{children}</main>
    </div>
  );
}
