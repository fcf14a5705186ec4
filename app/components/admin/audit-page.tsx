import { AdminPage, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { Link } from "#app/framework/link.tsx";

export type AuditPageProps = {
  /** The member whose entries are shown, or null for all. */
  member: number | null;
  rows: {
    id: number;
    createdAt: string;
    staffEmail: string | null;
    action: string;
    siteId: string | null;
    userId: number | null;
    profileId: number | null;
    details: Record<string, unknown>;
  }[];
  /** The id older entries start before, when there are more. */
  next: number | null;
};

/** The audit log, newest first: who did what, to which member or site, when; paged by the oldest id shown. */
export function AuditPage({ rows, next, member }: AuditPageProps) {
  return (
    <AdminPage title={member ? `Audit log of member ${member}` : "Audit log"}>
      <ScrollTable label="Audit log">
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
