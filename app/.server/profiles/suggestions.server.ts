import type { SuggestedMember } from "#app/profiles/card.ts";
import type { Site } from "#app/site/registry.ts";

export type { SuggestedMember };
import type { Database } from "../db/client.server.ts";
import { memberProfileOf } from "../accounts/user.server.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { findProfiles, homeCountry, memberDefaultFilters, offeredCountries } from "../search/search.server.ts";
import { listRecentMembers } from "./pool.server.ts";

export const SUGGESTION_COUNT = 6;

/**
 * A few members for a new member to like (sign-up step 6): from their country and its neighbour, of the gender they
 * look for and in their age range (the search's starting filters, in its relevance order); topped up with the site's
 * recently active members when those are too few.
 */
export async function suggestedMembers(db: Database, site: Site, member: SessionUser): Promise<SuggestedMember[]> {
  const own = (await memberProfileOf(db, member))?.profile;
  const searcher = own ? { id: own.id, country: own.country, gender: own.gender, dateOfBirth: own.dateOfBirth } : null;
  const countries = offeredCountries(site, own?.country, false);
  const filters = { ...memberDefaultFilters(site, homeCountry(site, own?.country), searcher), country: "" };
  const { profiles: near } = await findProfiles(db, site, {
    filters,
    countries,
    exclude: [member.profileId],
    page: 1,
    pp: SUGGESTION_COUNT,
    viewerUserId: member.id,
    viewerProfileId: member.profileId,
    audience: "public",
  });
  const cards = [...near];
  if (cards.length < SUGGESTION_COUNT) {
    const more = await listRecentMembers(db, site, {
      limit: SUGGESTION_COUNT * 2,
      excludeProfileId: member.profileId,
      viewerUserId: member.id,
      viewerProfileId: member.profileId,
      // The sign-up's suggestions are a page of the sign-up: approved photos only, like a lander (decision 071).
      audience: "public",
    });
    for (const card of more) if (cards.length < SUGGESTION_COUNT && !cards.some((c) => c.id === card.id)) cards.push(card);
  }
  return cards.map((card) => ({
    id: card.id,
    name: card.name,
    age: card.age,
    city: card.city,
    fictional: card.fictional,
    thumb: card.main_image?.thumb_filename ?? null,
  }));
}
