import { getDb } from "#app/.server/db/client.server.ts";
import { listPoolProfiles } from "#app/.server/admin/pool-profiles.server.ts";
import { MODERATION_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import { PoolListPage } from "#app/components/admin/pool-pages.tsx";
import type { Route } from "./+types/pool";

/** Pool profiles (no account) of the staff member's sites; staff with every site also see the shared pool. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 200);
  return { q, profiles: await listPoolProfiles(await getDb(), staff, q) };
}

export default function Pool({ loaderData }: Route.ComponentProps) {
  return <PoolListPage {...loaderData} />;
}
