import { methodNotAllowed } from "#app/.server/api.server.ts";
import { readSessionToken, sessionIdOf } from "#app/.server/accounts/session.server.ts";
import { openEventStream } from "#app/.server/chat/event-stream.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/events";

/** GET /api/events.php → text/event-stream of the member's live events (message, read, typing, like); 403 logged out. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = requireApiUser(args);
  // A logged-in member always came with the cookie; the stream is tied to that session.
  const token = readSessionToken(args.request.headers.get("cookie"))!;
  return openEventStream(await getDb(), user, sessionIdOf(token), args.request.signal);
}

export const action = () => methodNotAllowed(["GET"]);
