/** What the own-profile completeness meter counts (theme switch `myProfile.completenessMeter`), in the page's order. */
export const COMPLETENESS_ITEMS = ["photo", "gender", "date_of_birth", "location", "personal", "about", "interests"] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

/** Where on /profile each item is filled in. */
export const COMPLETENESS_SECTION: Record<CompletenessItem, string> = {
  photo: "photos",
  gender: "details",
  date_of_birth: "details",
  location: "details",
  personal: "details",
  about: "details",
  interests: "interests",
};

export type CompletenessInput = {
  photos: number;
  gender: string | null;
  date_of_birth: string | null;
  countryregion: string | null;
  city: string | null;
  personal: Record<string, string>;
  texts: Record<string, string>;
};

/**
 * How complete a profile is, as a whole percentage of the items above, and what is missing. `notes` are the free
 * texts the site shows (`visible_profile_notes`): any one of them counts as "about".
 */
export function profileCompleteness(
  profile: CompletenessInput,
  notes: readonly string[],
): { percent: number; missing: CompletenessItem[] } {
  const done: Record<CompletenessItem, boolean> = {
    photo: profile.photos > 0,
    gender: Boolean(profile.gender),
    date_of_birth: Boolean(profile.date_of_birth),
    location: Boolean(profile.countryregion || profile.city?.trim()),
    personal: Object.values(profile.personal).some((value) => Boolean(value)),
    about: notes.some((note) => Boolean(profile.texts[note]?.trim())),
    interests: Boolean(profile.texts.interests?.trim()),
  };
  const missing = COMPLETENESS_ITEMS.filter((item) => !done[item]);
  return { percent: Math.round((100 * (COMPLETENESS_ITEMS.length - missing.length)) / COMPLETENESS_ITEMS.length), missing };
}
