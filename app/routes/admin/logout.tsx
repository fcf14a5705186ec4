import { redirect } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { audit } from "#app/.server/staff/audit.server.ts";
import { clearStaffCookie, endStaffSession, readStaffToken } from "#app/.server/staff/staff-session.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { ALL_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/logout";

export function loader(args: Route.LoaderArgs) {
  requireStaff(args, ALL_STAFF);
  return redirect("/admin");
}

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, ALL_STAFF);
  const db = await getDb();
  await endStaffSession(db, readStaffToken(args.request.headers.get("cookie"))!);
  await audit(db, staff, "staff.logout");
  return redirect("/admin/login", { headers: { "Set-Cookie": clearStaffCookie(isSecureRequest(args.request)) } });
}
