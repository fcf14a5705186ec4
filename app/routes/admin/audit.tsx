import { Link } from "#app/framework/link.tsx";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { AUDIT_PAGE_SIZE, listAudit } from "#app/.server/staff/audit.server.ts";
import { AdminPage, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/audit";

const QuerySchema = z.object({
  member: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

/** The audit log, newest first (admins only): who did what, to which member or site, when. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, ADMINS);
  const query = QuerySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const rows = await listAudit(await getDb(), { userId: query.member, before: query.before });
  return {
    member: query.member ?? null,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    next: rows.length === AUDIT_PAGE_SIZE ? rows.at(-1)!.id : null,
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, next, member } = loaderData;
  return (
    <AdminPage title={member ? `Audit log of member ${member}` : "Audit log"}>
      <ScrollTable>
        <thead>
          <tr>
            <th>When (UTC)</th>
            <th>Staff</th>
            <th>Action</th>
            <th>Site</th>
            <th>Member</th>
            <th>Details</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-audit-action={row.action}>
              <td className="whitespace-nowrap">{row.createdAt.slice(0, 19).replace("T", " ")}</td>
              <td>{row.staffEmail ?? "—"}</td>
              <td className="font-mono">{row.action}</td>
              <td>{row.siteId ?? "—"}</td>
              <td>
                {row.userId ? (
                  <Link to={`/admin/members/${row.userId}`}>{row.userId}</Link>
                ) : row.profileId ? (
                  `profile ${row.profileId}`
                ) : (
                  "—"
                )}
              </td>
              <td className="max-w-64 break-words font-mono text-xs">
                {Object.keys(row.details).length ? JSON.stringify(row.details) : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {next ? (
        <Link className="underline" to={`?${new URLSearchParams({ ...(member ? { member: String(member) } : {}), before: String(next) })}`}>
          Older entries
        </Link>
      ) : null}
    </AdminPage>
  );
}
