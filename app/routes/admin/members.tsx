import { Link } from "#app/framework/link.tsx";
import { getDb } from "#app/.server/db/client.server.ts";
import { searchMembers } from "#app/.server/admin/members.server.ts";
import { AdminPage, ListSearch, ScrollTable, StatusBadge } from "#app/components/admin/admin-ui.tsx";
import { MODERATION_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/members";

/** Members of the staff member's sites, found by id, e-mail or name. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 200);
  const rows = await searchMembers(await getDb(), staff, q);
  return { q, members: rows.map((row) => ({ ...row, signupDate: row.signupDate.toISOString().slice(0, 10) })) };
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { q, members } = loaderData;
  return (
    <AdminPage title="Members">
      <ListSearch q={q} placeholder="E-mail, name or id" label="Search members" />
      <ScrollTable columns={["Id", "Name", "E-mail", "Site", "Status", "Signed up"]}>
        <tbody>
          {members.map((member) => (
            <tr key={member.id} data-member={member.id}>
              <td>
                <Link to={`/admin/members/${member.id}`} className="underline">
                  {member.id}
                </Link>
              </td>
              <td>{member.name}</td>
              <td className="break-all">{member.email}</td>
              <td>{member.siteId}</td>
              <td>
                <StatusBadge status={member.status} />
              </td>
              <td>{member.signupDate}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {members.length === 0 ? <p className="text-sm text-neutral-600">No members found.</p> : null}
    </AdminPage>
  );
}
