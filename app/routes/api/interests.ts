import { methodNotAllowed } from "#app/.server/api.server.ts";
import { listInterests } from "#app/.server/profiles/interests.server.ts";
import { getI18n, getLanguage } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/interests";

/** GET /api/interests.php → { interests: [{ id, name }] } in the visitor's language. */
export async function loader(args: Route.LoaderArgs) {
  guard(args, { access: "public" });
  return { interests: listInterests(getI18n(args.context).t, getLanguage(args.context)) };
}

export const action = () => methodNotAllowed(["GET"]);
