import { methodNotAllowed } from "#app/.server/api.server.ts";
import { activationState } from "#app/.server/accounts/activation.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/activate";

/**
 * GET /api/activate.php → { delivered, sent, confirmed, failed }: polled by the
 * sign-up while the activation mail goes out; `delivered` once the transport accepted it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireApiUser(args);
  return Response.json(await activationState(await getDb(), user.id), { headers: { "Cache-Control": "no-store" } });
}

export const action = () => methodNotAllowed(["GET"]);
