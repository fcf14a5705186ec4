import { LANGUAGES, type Language } from "#app/site/locales.ts";

/**
 * One message tree per language, single namespace `translation`. Each area keeps
 * its messages in its own file (`app/locales/<lang>/<area>.json`: core, accounts,
 * content, …); the files of one language merge into that language's tree.
 */
const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", { eager: true, import: "default" });

export type MessageTree = Record<string, unknown>;

function buildMessages(): Record<Language, MessageTree> {
  const out = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<Language, MessageTree>;
  for (const [path, tree] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const language = path.split("/").at(-2) as Language;
    const target = out[language];
    if (!target) throw new Error(`app/locales/${language} is not a supported language`);
    for (const [key, value] of Object.entries(tree)) {
      if (key in target) throw new Error(`Message key "${key}" appears in two files of app/locales/${language}`);
      target[key] = value;
    }
  }
  return out;
}

export const messages = buildMessages();

export const resources = Object.fromEntries(Object.entries(messages).map(([language, tree]) => [language, { translation: tree }]));
