import { methodNotAllowed } from "#app/.server/api.server.ts";
import { profileFieldDefinitions } from "#app/.server/profiles/fields.server.ts";
import { TEXT_FIELD_MAX_LENGTH } from "#app/forms/messages.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/profile-fields";

/** GET /api/profile_fields.php → { fields } with localized labels and allowed values. */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "public" });
  return { fields: profileFieldDefinitions(site, getI18n(args.context).t, TEXT_FIELD_MAX_LENGTH) };
}

export const action = () => methodNotAllowed(["GET"]);
