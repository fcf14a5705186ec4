import { getDb } from "#app/.server/db/client.server.ts";
import { listStaff } from "#app/.server/staff/staff-accounts.server.ts";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
import { StaffPage } from "#app/components/admin/staff-page.tsx";
import type { Route } from "./+types/staff";

/** The staff accounts (admins only). New ones are made with `npm run staff:new` on the server. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, ADMINS);
  return { staff: await listStaff(await getDb()) };
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} />;
}
