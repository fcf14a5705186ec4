import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { getMemberDetail } from "../profiles/member.server.ts";
import type { SafetyMember } from "./blocks.server.ts";

/**
 * The profile a block or report page is about: one the member can see on this site (the site-scope rule for a
 * viewer), never their own; null otherwise, which the page answers with its 404.
 */
export async function safetyTarget(db: Database, site: Site, member: SafetyMember, profileId: number) {
  if (profileId === member.profileId) return null;
  const detail = await getMemberDetail(db, site, profileId, {
    viewerUserId: member.id,
    viewerProfileId: member.profileId,
    showCity: false,
  });
  return detail ? { id: detail.id, name: detail.name } : null;
}
