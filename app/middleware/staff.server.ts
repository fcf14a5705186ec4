import type { MiddlewareFunction } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { getStaffSession, readStaffToken } from "#app/.server/staff/staff-session.server.ts";
import { staffContext } from "#app/context.ts";

/** The back office's layouts: loads the staff member of the `__staff` cookie (null without one). */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const token = readStaffToken(request.headers.get("cookie"));
  context.set(staffContext, token ? await getStaffSession(await getDb(), token) : null);
  return next();
};
