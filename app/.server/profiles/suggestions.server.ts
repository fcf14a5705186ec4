import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { listRecentMembers } from "./pool.server.ts";

export const SUGGESTION_COUNT = 6;

export type SuggestedMember = {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  fictional: boolean;
  thumb: string | null;
};

/** A few recently active members of the site's pool for a new member to like (sign-up step 6). */
export async function suggestedMembers(db: Database, site: Site, member: { id: number; profileId: number }): Promise<SuggestedMember[]> {
  const cards = await listRecentMembers(db, site, {
    limit: SUGGESTION_COUNT,
    excludeProfileId: member.profileId,
    viewerUserId: member.id,
    // The sign-up's suggestions are a page of the sign-up: approved photos only, like a lander (decision 071).
    audience: "public",
  });
  return cards.map((card) => ({
    id: card.id,
    name: card.name,
    age: card.age,
    city: card.city,
    fictional: card.fictional,
    thumb: card.main_image?.thumb_filename ?? null,
  }));
}
