/** A member profile as the profile page shows it (server answer and component props). */
export type MemberDetail = {
  id: number;
  name: string;
  age: number | null;
  gender: "male" | "female" | null;
  city: string | null;
  country: string | null;
  countryregion: string | null;
  language: string | null;
  fictional: boolean;
  images: { id: number; filename: string; thumb_filename: string; width: number | null; height: number | null }[];
  /** The site's visible_profile_fields that this profile filled in, in the site's order. */
  fields: { field: string; value: string }[];
  /** The site's visible_profile_notes that this profile wrote. */
  notes: { field: string; text: string }[];
  did_like_profile: boolean;
  limited: boolean;
};
