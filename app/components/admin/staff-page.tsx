import { AdminPage, Panel, ScrollTable } from "#app/components/admin/admin-ui.tsx";

export type StaffPageProps = {
  staff: { id: number; name: string; email: string; role: string; sites: readonly string[]; totpEnabled: boolean }[];
};

/** The staff accounts; new ones are made on the server. */
export function StaffPage(loaderData: StaffPageProps) {
  return (
    <AdminPage title="Staff">
      <Panel>
        <p className="text-sm">
          Create an account on the server: <code>npm run staff:new -- --email ann@example.com --role moderator --sites classic,lavish</code>
        </p>
      </Panel>
      <ScrollTable label="Staff accounts" columns={["Id", "Name", "E-mail", "Role", "Sites", "Authenticator"]}>
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
