import { Link } from "#app/framework/link.tsx";
import { getDb } from "#app/.server/db/client.server.ts";
import { listPoolProfiles } from "#app/.server/admin/pool-profiles.server.ts";
import { AdminPage, ListSearch, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { MODERATION_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/pool";

/** Pool profiles (no account) of the staff member's sites; staff with every site also see the shared pool. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 200);
  return { q, profiles: await listPoolProfiles(await getDb(), staff, q) };
}

export default function Pool({ loaderData }: Route.ComponentProps) {
  const { q, profiles } = loaderData;
  return (
    <AdminPage
      title="Pool profiles"
      actions={
        <Button asChild size="sm">
          <Link to="/admin/pool/new">New pool profile</Link>
        </Button>
      }
    >
      <ListSearch q={q} placeholder="Name or id" label="Search pool profiles" />
      <ScrollTable columns={["Photo", "Id", "Name", "Site", "Country", "Fictional"]}>
        <tbody>
          {profiles.map((profile) => (
            <tr key={profile.id} data-pool-profile={profile.id}>
              <td>{profile.thumbUrl ? <img src={profile.thumbUrl} alt="" className="h-12 w-10 rounded object-cover" /> : null}</td>
              <td>
                <Link className="underline" to={`/admin/pool/${profile.id}`}>
                  {profile.id}
                </Link>
              </td>
              <td>{profile.name}</td>
              <td>{profile.siteId ?? "shared"}</td>
              <td>{profile.country}</td>
              <td>{profile.fictional ? "yes" : "no"}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AdminPage>
  );
}
