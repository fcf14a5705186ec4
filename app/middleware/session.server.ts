import type { MiddlewareFunction } from "react-router";
import { getSessionUser, readSessionToken } from "#app/.server/accounts/session.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { siteContext, userContext } from "#app/context.ts";

/** Loads the member of this site's session cookie into the router context (null when logged out). */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readSessionToken(request.headers.get("cookie"));
  const user = token ? await getSessionUser(await getDb(), token, context.get(siteContext).id) : null;
  context.set(userContext, user);
  return next();
};
