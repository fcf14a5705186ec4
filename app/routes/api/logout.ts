import { methodNotAllowed } from "#app/.server/api.server.ts";
import { clearSessionCookie, deleteSession, readSessionToken } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import type { Route } from "./+types/logout";

/** GET /api/logout.php → text `done`; ends the session whether or not one existed. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = readSessionToken(request.headers.get("cookie"));
  if (token) await deleteSession(await getDb(), token);
  return new Response("done", {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Set-Cookie": clearSessionCookie(isSecureRequest(request)),
    },
  });
}

/** Read-only endpoint: other methods get a JSON 405. */
export const action = () => methodNotAllowed(["GET"]);
