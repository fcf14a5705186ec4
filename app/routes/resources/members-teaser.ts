import { apiError } from "#app/.server/api.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { listRecentMembers } from "#app/.server/profiles/pool.server.ts";
import { siteContext, userContext } from "#app/context.ts";
import type { Route } from "./+types/members-teaser";

/** A dozen recently active members of the site's pool, for the error page of a logged-in member. */
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  if (!user) return apiError(403, "not_logged_in", "Log in to see members.");
  const members = await listRecentMembers(await getDb(), context.get(siteContext), {
    limit: 12,
    excludeProfileId: user.profileId,
    viewerProfileId: user.profileId,
  });
  return { members };
}
