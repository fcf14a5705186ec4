/** The seven UI languages. The short code is what i18next and the `i18n_redirected` cookie use. */
export const LANGUAGES = ["en", "nl", "de", "it", "fr", "es", "pl"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LOCALE_TAGS = {
  en: "en-US",
  nl: "nl-NL",
  de: "de-DE",
  it: "it-IT",
  fr: "fr-FR",
  es: "es-ES",
  pl: "pl-PL",
} as const satisfies Record<Language, string>;
export type LocaleTag = (typeof LOCALE_TAGS)[Language];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  nl: "Nederlands",
  de: "Deutsch",
  it: "Italiano",
  fr: "Français",
  es: "Español",
  pl: "Polski",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** First two letters of a tag such as `de-DE`, if they name a supported language. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  const code = tag?.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : null;
}
