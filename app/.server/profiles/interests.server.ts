import type { TFunction } from "i18next";

/** The interests a member can pick; labels live in the locale files under `interests.*`. */
export const INTERESTS = [
  "travel",
  "music",
  "movies",
  "cooking",
  "sports",
  "fitness",
  "reading",
  "art",
  "dancing",
  "nature",
  "animals",
  "photography",
  "gaming",
  "wine",
  "fashion",
  "theatre",
  "concerts",
  "beach",
  "hiking",
  "wellness",
] as const;

export type Interest = (typeof INTERESTS)[number];

export function isInterest(value: string): value is Interest {
  return (INTERESTS as readonly string[]).includes(value);
}

/** `GET /api/interests.php`: ids with names in the visitor's language, sorted by name. */
export function listInterests(t: TFunction, language: string) {
  const collator = new Intl.Collator(language);
  return INTERESTS.map((id) => ({ id, name: t(`interests.${id}`) })).sort((a, b) => collator.compare(a.name, b.name));
}
