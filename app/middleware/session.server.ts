import type { MiddlewareFunction } from "react-router";
import { getSessionUser, readSessionToken } from "#app/.server/accounts/session.server.ts";
import { shareMemberRead } from "#app/.server/accounts/member-read.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { writesAnnounced } from "#app/.server/db/single-writer.server.ts";
import { siteContext, userContext } from "#app/context.ts";

/**
 * Requests that show no page: the JSON API (the chat's sends and stream among them) and stored media. They read the
 * session alone; a page request reads the member with it, in the same statement (decision 115).
 */
function showsNoPage(pathname: string) {
  return pathname.startsWith("/api/") || pathname.startsWith("/media/");
}

/** Loads the member of this site's session cookie into the router context (null when logged out). */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readSessionToken(request.headers.get("cookie"));
  // A form post's loaders run after its action: they read the member afresh (member-read.server.ts).
  const changesNothing = request.method === "GET" || request.method === "HEAD";
  const withMember = changesNothing && !showsNoPage(new URL(request.url).pathname);
  const user = token ? await getSessionUser(await getDb(), token, context.get(siteContext).id, { withMember }) : null;
  if (user && changesNothing) shareMemberRead(user);
  context.set(userContext, user);
  const response = await next();
  // Other processes keep reads until they hear of a write (decision 142): a request that wrote (a logout, a
  // payment) answers once they have been told, so the member's next request finds them told, whichever process. A
  // request that wrote nothing does not wait a turn.
  const announced = writesAnnounced();
  if (announced) await announced;
  return response;
};
