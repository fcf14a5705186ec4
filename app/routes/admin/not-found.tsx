import { data } from "react-router";
import { ALL_STAFF, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/not-found";

/** Unknown /admin paths: the guard first (login, or 404 for a member), then a 404 for staff too. */
export function loader(args: Route.LoaderArgs) {
  requireStaff(args, ALL_STAFF);
  throw data({ message: "No such back-office page." }, { status: 404 });
}

export function action(args: Route.ActionArgs) {
  requireStaff(args, ALL_STAFF);
  throw data({ message: "No such back-office page." }, { status: 404 });
}

export default function AdminNotFound() {
  return null;
}
