import i18next, { type i18n as I18n, type TFunction, type TOptions } from "i18next";
import { createContext, use, useSyncExternalStore, type ReactElement, type ReactNode } from "react";
import { parseRich, renderRich } from "./rich.tsx";

/** What `useTranslation()` gives a component: a `t` fixed to the page's language, and the instance. */
export type Translation = { t: TFunction; i18n: I18n };

const TranslationContext = createContext<Translation | null>(null);

// One value per instance and language. The server's instances never change language (one per
// language for the whole process), so every component of every request in a language shares
// one `t` and one object: no per-call wrapper as react-i18next's useTranslation builds.
const values = new WeakMap<I18n, Map<string, Translation>>();

export function translationOf(i18n: I18n, language: string = i18n.language): Translation {
  let byLanguage = values.get(i18n);
  if (!byLanguage) values.set(i18n, (byLanguage = new Map()));
  let value = byLanguage.get(language);
  if (!value) byLanguage.set(language, (value = { t: rememberingT(i18n, i18n.getFixedT(language)), i18n }));
  return value;
}

/**
 * `t` that remembers its texts: i18next resolves every call anew (key path, plural, nesting,
 * interpolation), while a page asks for the same texts over and over (a card's labels, once per
 * card and per request). A call is remembered when its options are plain values (the name on a
 * card, a count); a text only changes when the instance's resources do, which forgets all.
 * Bounded: past `MAX_REMEMBERED` texts it starts over (decision 043).
 */
const MAX_REMEMBERED = 5000;

function rememberingT(i18n: I18n, t: TFunction): TFunction {
  const texts = new Map<string, unknown>();
  const forget = () => texts.clear();
  i18n.store?.on("added", forget);
  i18n.store?.on("removed", forget);
  const translate = t as unknown as (...args: unknown[]) => unknown;
  const remembering = (key: unknown, ...rest: unknown[]) => {
    const id = rest.length === 0 ? key : rest.length === 1 ? callId(key, rest[0]) : null;
    if (typeof id !== "string") return translate(key, ...rest);
    let text = texts.get(id);
    if (text === undefined) {
      text = translate(key, ...rest);
      if (texts.size >= MAX_REMEMBERED) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  // The fixed t's own fields (lng, ns, keyPrefix) come along.
  return Object.assign(remembering, t) as unknown as TFunction;
}

/** One string naming a call with a string key and options of plain values; null for anything else. */
function callId(key: unknown, options: unknown): string | null {
  if (typeof key !== "string" || typeof options !== "object" || options === null) return null;
  let id = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean" && value !== undefined) return null;
    const text = String(value);
    id += `\u0000${name}\u0001${type[0]}${text.length}:${text}`;
  }
  return id;
}

/**
 * Provides the translation of `i18n`. In the browser it follows the instance's language
 * (the language switcher, a page of another language): a new value re-renders every user.
 */
export function TranslationProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const language = useSyncExternalStore(
    (changed) => {
      i18n.on("languageChanged", changed);
      return () => i18n.off("languageChanged", changed);
    },
    () => i18n.language,
    () => i18n.language,
  );
  return <TranslationContext value={translationOf(i18n, language)}>{children}</TranslationContext>;
}

/** The page's translation; outside a provider (an isolated component test) the global instance's, showing keys until it has messages. */
export function useTranslation(): Translation {
  return use(TranslationContext) ?? (i18next.isInitialized ? translationOf(i18next) : keysOnly);
}

const keysOnly: Translation = {
  t: ((key: string | string[]) => (Array.isArray(key) ? key[0] : key)) as unknown as TFunction,
  i18n: i18next,
};

/**
 * A translated text whose tags become elements (`<login>log in</login>` → `components.login`).
 * Only for texts with markup; everything else is a plain `t()`.
 */
export function Trans({
  i18nKey,
  values: interpolation,
  components,
}: {
  i18nKey: string;
  values?: TOptions;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  return renderRich(parseRich(String(t(i18nKey, interpolation ?? {}))), components);
}
