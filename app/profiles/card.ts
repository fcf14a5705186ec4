/**
 * A profile as search results, likes and teasers show it (docs/product/search.md#profile-cards "Profile
 * card"). Shared by the server, which builds it, and the card component.
 */
export type ProfileCardData = {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  country: string | null;
  language: string | null;
  gender: "male" | "female" | null;
  fictional: boolean;
  /** `thumb_filename` is the 400×500 card crop; `filename`, `width` and `height` are the full photo's. */
  main_image: { thumb_filename: string; filename: string; width: number | null; height: number | null } | null;
  /** Whether the logged-in member likes this profile (spec's like record field). */
  did_like_profile: boolean;
};

/** Countries whose members get a language badge whatever their language (docs/product/constants.md#search). */
export const LANGUAGE_BADGE_COUNTRIES = ["CA", "BE", "CH", "FI"] as const;

/** A card shows a language badge when the profile speaks another language than the page, or lives in a multilingual country. */
export function needsLanguageBadge(profile: Pick<ProfileCardData, "language" | "country">, uiLanguage: string): boolean {
  if (profile.country && (LANGUAGE_BADGE_COUNTRIES as readonly string[]).includes(profile.country)) return true;
  return profile.language !== null && profile.language !== uiLanguage.slice(0, 2);
}

/** The first character of a name, for a card without a photo: a whole code point, never half an emoji. */
export function nameInitial(name: string): string {
  const first = name.codePointAt(0);
  return first === undefined ? "" : String.fromCodePoint(first);
}

/** A member suggested to a new member at the end of the sign-up: the server picks them, the sign-up shows them. */
export type SuggestedMember = {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  fictional: boolean;
  thumb: string | null;
};
