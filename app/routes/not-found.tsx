import { data } from "react-router";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/not-found";

/** Unmatched paths: a retired path may still have a site redirect; otherwise 404. */
export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  throw data({ message: "Page not found" }, { status: 404 });
}

// Keeps the file a UI route so the root error page renders for it.
export default function NotFound() {
  return null;
}
