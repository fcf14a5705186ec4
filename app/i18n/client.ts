import i18next from "i18next";
import type { Language } from "#app/site/locales.ts";
import { LANGUAGE_COOKIE_SPEC, writeBrowserCookie } from "#app/http/cookies.ts";
import { readLanguageCookie } from "./pick-language.ts";

export const LOCALE_FAILED_EVENT = "app:locale-failed";

/**
 * Fetches one language's messages from the locale resource route. The URL carries
 * the messages' version, so a cached copy is never stale; a failure is announced
 * ('Failed loading locale') and the UI falls back to message keys.
 */
export async function loadMessages(language: Language): Promise<Record<string, unknown> | null> {
  const version = document.documentElement.dataset.i18nVersion ?? "";
  try {
    const response = await fetch(`/locales/${language}.json?v=${encodeURIComponent(version)}`, {
      headers: version ? {} : { "Cache-Control": "no-cache" },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as Record<string, Record<string, unknown>>;
    const tree = body[language];
    if (!tree) throw new Error("locale missing from answer");
    return tree;
  } catch (error) {
    console.error("Failed loading locale", language, error);
    window.dispatchEvent(new CustomEvent(LOCALE_FAILED_EVENT, { detail: language }));
    (window as { __localeFailed?: boolean }).__localeFailed = true;
    return null;
  }
}

/** Switches the client instance to a language the server already picked. */
export async function ensureLanguage(language: Language) {
  if (i18next.language === language && i18next.hasResourceBundle(language, "translation")) return;
  if (!i18next.hasResourceBundle(language, "translation")) {
    const messages = await loadMessages(language);
    if (messages) i18next.addResourceBundle(language, "translation", messages, true, true);
  }
  await i18next.changeLanguage(language);
}

/**
 * On a first visit the browser stores the language the server picked (docs/product/constants.md#language),
 * not the server: a Set-Cookie would make the page unshareable by caches (decision 026).
 */
export function storeLanguageChoice(language: Language) {
  if (readLanguageCookie(document.cookie)) return;
  writeBrowserCookie(document, LANGUAGE_COOKIE_SPEC, language, window.location.protocol === "https:");
}
