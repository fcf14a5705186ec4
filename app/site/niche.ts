/** Site niche (1–7) → slug prefix of its landing pages (docs/product/landers-and-tracking.md#niche-prefixes). Niche 1 has none. */
const NICHE_PREFIXES = {
  1: null,
  2: "she",
  3: "bdsm",
  4: "bbw",
  5: "gilf",
  6: "milf",
  7: "gay",
} as const;

export type Niche = keyof typeof NICHE_PREFIXES;
export const NICHES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly Niche[];

export function landerSlugPrefix(niche: Niche): string | null {
  return NICHE_PREFIXES[niche];
}

/** Whether a lander slug fits the site's niche: niche 1 takes any slug, others need their prefix. */
export function slugMatchesNiche(slug: string, niche: Niche): boolean {
  const prefix = landerSlugPrefix(niche);
  if (prefix === null) return true;
  return slug === prefix || slug.startsWith(`${prefix}-`) || slug.startsWith(`${prefix}/`);
}
