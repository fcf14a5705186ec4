import { methodNotAllowed } from "#app/.server/api.server.ts";
import { listChats } from "#app/.server/chat/conversations.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/chats";

/** GET /api/chats.php → { chats }: newest first, each with conversation, profile, num_unread_messages, last_message; 403 logged out. */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = requireApiUser(args);
  return { chats: await listChats(await getDb(), site, user) };
}

export const action = () => methodNotAllowed(["GET"]);
