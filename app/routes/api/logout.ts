import { mayLogOut } from "#app/.server/accounts/logout.server.ts";
import { endSessions } from "#app/.server/accounts/session-end.server.ts";
import { clearSessionCookie, readSessionToken } from "#app/.server/accounts/session.server.ts";
import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { siteContext } from "#app/context.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import type { Route } from "./+types/logout";

/**
 * GET /api/logout.php → text `done`; ends the session whether or not one existed.
 * Only a request from the site's own pages (or with the session's logout token)
 * ends it; HEAD never does. Its live streams and push subscription end with it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = readSessionToken(request.headers.get("cookie"));
  if (token) {
    if (request.method !== "GET") return new Response(null, { status: 405, headers: { Allow: "GET" } });
    if (!mayLogOut(request, context.get(siteContext), token)) {
      return apiError(403, "cross_site_request", "Log out from the site's own pages.", { "Cache-Control": "no-store" });
    }
    await endSessions(await getDb(), { token });
  }
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
