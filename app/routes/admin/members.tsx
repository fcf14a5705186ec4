import { getDb } from "#app/.server/db/client.server.ts";
import { searchMembers } from "#app/.server/admin/members.server.ts";
import { MODERATION_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import { MembersPage } from "#app/components/admin/member-pages.tsx";
import type { Route } from "./+types/members";

/** Members of the staff member's sites, found by id, e-mail or name. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").slice(0, 200);
  const rows = await searchMembers(await getDb(), staff, q);
  return { q, members: rows.map((row) => ({ ...row, signupDate: row.signupDate.toISOString().slice(0, 10) })) };
}

export default function Members({ loaderData }: Route.ComponentProps) {
  return <MembersPage {...loaderData} />;
}
