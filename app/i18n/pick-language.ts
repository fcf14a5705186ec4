import { LANGUAGE_COOKIE_SPEC, readCookie, serializeCookie } from "#app/http/cookies.ts";
import { isLanguage, languageOfTag, type Language } from "#app/site/locales.ts";

/** Reads the raw `i18n_redirected` value (e.g. `de`) from a Cookie header. */
export function readLanguageCookie(cookieHeader: string | null): Language | null {
  // A value that is not valid percent-encoding (`%ZZ`) reads as absent: no language choice, not an error.
  const value = readCookie(cookieHeader, LANGUAGE_COOKIE_SPEC)?.trim().toLowerCase();
  return value && isLanguage(value) ? value : null;
}

export function languageCookieHeader(language: Language, secure: boolean): string {
  return serializeCookie(LANGUAGE_COOKIE_SPEC, language, { secure });
}

/** Languages the browser asks for, best first (Accept-Language q-values honoured). */
export function browserLanguages(acceptLanguage: string | null): Language[] {
  if (!acceptLanguage) return [];
  return acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: languageOfTag(tag), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry): entry is { language: Language; q: number; index: number } => entry.language !== null && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.language);
}

export type LanguageSources = {
  cookie: Language | null;
  /** The site's domain_language: the host's language. */
  site: Language | null;
  /** The deployment's configured default. */
  configuredDefault: string | null | undefined;
  acceptLanguage: string | null;
};

/**
 * The UI language: the stored cookie; else the host's language; else the
 * configured default; else the browser's; else English (docs/product/constants.md#language).
 */
export function pickLanguage(sources: LanguageSources): Language {
  return sources.cookie ?? sources.site ?? languageOfTag(sources.configuredDefault) ?? browserLanguages(sources.acceptLanguage)[0] ?? "en";
}
