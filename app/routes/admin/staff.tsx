import { getDb } from "#app/.server/db/client.server.ts";
import { listStaff } from "#app/.server/staff/staff-accounts.server.ts";
import { AdminPage, Panel, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/staff";

/** The staff accounts (admins only). New ones are made with `npm run staff:new` on the server. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, ADMINS);
  return { staff: await listStaff(await getDb()) };
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Staff">
      <Panel>
        <p className="text-sm">
          Create an account on the server: <code>npm run staff:new -- --email ann@example.com --role moderator --sites classic,lavish</code>
        </p>
      </Panel>
      <ScrollTable columns={["Id", "Name", "E-mail", "Role", "Sites", "Authenticator"]}>
        <tbody>
          {loaderData.staff.map((member) => (
            <tr key={member.id}>
              <td>{member.id}</td>
              <td>{member.name}</td>
              <td className="break-all">{member.email}</td>
              <td>{member.role}</td>
              <td>{member.sites.join(", ")}</td>
              <td>{member.totpEnabled ? "set up" : "not yet"}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AdminPage>
  );
}
