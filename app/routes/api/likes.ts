import { z } from "zod";
import { apiError, bodyError, methodNotAllowed } from "#app/.server/api.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { LikeError, likeProfile, listLikes, unlikeProfile } from "#app/.server/likes/likes.server.ts";
import { readJson } from "#app/.server/http/body.server.ts";
import { SafetyError } from "#app/.server/safety/blocks.server.ts";
import { getI18n } from "#app/middleware/i18n.server.ts";
import { idValue } from "#app/forms/ids.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/likes";

const LikeBody = z.object({ profile: idValue });

/** GET /api/likes.php → { profiles, liked_by }; 403 when logged out (the browser then reloads its user). */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = requireApiUser(args);
  return listLikes(await getDb(), user, site);
}

/** POST (like) and DELETE (unlike) /api/likes.php with body `profile`. */
export async function action(args: Route.ActionArgs) {
  const method = args.request.method;
  if (method !== "POST" && method !== "DELETE") return methodNotAllowed(["GET", "POST", "DELETE"]);
  const { site, user } = requireApiUser(args);
  const read = await readJson(args.request);
  if (!read.ok) return bodyError(read.failure);
  const parsed = LikeBody.safeParse(read.value);
  if (!parsed.success) return apiError(400, "invalid_profile", "Send `profile`: the id of the profile to like or unlike.");
  const db = await getDb();
  try {
    return method === "POST" ? await likeProfile(db, site, user, parsed.data.profile) : await unlikeProfile(db, user, parsed.data.profile);
  } catch (error) {
    if (error instanceof SafetyError) return apiError(403, error.code, getI18n(args.context).t("safety.errors.member_unavailable"));
    if (error instanceof LikeError) return apiError(error.code === "profile_not_found" ? 404 : 400, error.code, error.message);
    throw error;
  }
}
