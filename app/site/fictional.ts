import type { Language } from "./locales.ts";

/** Site setting `fictional_plural`: one term in the site's language (the old form) or a term per language. */
export type FictionalPlural = string | Partial<Record<Language, string>>;

/**
 * The site's word for its fictional profiles in the reader's language: the per-language term, or
 * the single term when the reader reads the site's own language; otherwise `fallback`, the locale files' term.
 */
export function fictionalPluralIn(value: FictionalPlural, language: string, siteLanguage: Language | null, fallback: string): string {
  const own = siteLanguage ?? "en";
  if (typeof value === "string") return language === own || !fallback ? value : fallback;
  return value[language as Language] || fallback || value[own] || Object.values(value).find(Boolean) || "";
}
