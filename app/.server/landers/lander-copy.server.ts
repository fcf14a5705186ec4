import type { LanderCopy } from "#app/landers/types.ts";
import type { Language } from "#app/site/locales.ts";
import type { Site } from "#app/site/registry.ts";

type LocalizedText = string | Partial<Record<Language, string>>;

/**
 * One text of the site's lander copy in the reader's language: the per-language text, or the single text when the
 * reader reads the site's own language (as `fictional_plural` does); otherwise nothing, and the page keeps its
 * translated default.
 */
function textIn(value: LocalizedText | undefined, language: Language, siteLanguage: Language | null): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") return language === (siteLanguage ?? "en") ? value : undefined;
  return value[language];
}

/**
 * The campaign's own headline, sub-line and call to action for a lander slug, field by field: the slug's entry, else
 * the site-wide `*` entry; a field set in neither is left out (the design's translated text shows).
 */
export function landerCopyFor(site: Pick<Site, "lander_copy" | "language">, slug: string, language: Language): LanderCopy {
  const entries = [site.lander_copy[slug], site.lander_copy["*"]];
  const copy: LanderCopy = {};
  for (const field of ["headline", "subline", "cta"] as const) {
    for (const entry of entries) {
      const text = textIn(entry?.[field], language, site.language);
      if (text) {
        copy[field] = text;
        break;
      }
    }
  }
  return copy;
}
