import { apiError } from "#app/.server/api.server.ts";
import { getPublicUser } from "#app/.server/accounts/user.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { siteContext, userContext } from "#app/context.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import type { Route } from "./+types/user";

/** GET /api/user.php → { user } for a logged-in member, 403 otherwise (the browser then clears its user). */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  if (!user) return apiError(403, "not_logged_in", getI18n(context).t("api.unauthorized"));
  return { user: await getPublicUser(await getDb(), user, context.get(siteContext)) };
}
