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

/**
 * Message subtrees the browser never needs: the legal documents and the FAQ are translated
 * and parsed on the server and travel as page data (app/.server/content/documents.server.ts),
 * mails are written on the server, and so is the API's answer to a refused push service.
 * Everything else is small enough to inline in every page.
 */
export const SERVER_ONLY_MESSAGES = [
  "content.terms",
  "content.privacy",
  "content.cookies",
  "content.return_policy",
  "content.ban",
  "content.faq",
  "content.mail",
  "api.push_service_refused",
  "safety.mail",
] as const;

function withoutServerOnly(tree: MessageTree): MessageTree {
  const copy = structuredClone(tree);
  for (const path of SERVER_ONLY_MESSAGES) {
    const keys = path.split(".");
    const parent = keys.slice(0, -1).reduce<MessageTree | undefined>((node, key) => node?.[key] as MessageTree | undefined, copy);
    if (parent) delete parent[keys.at(-1)!];
  }
  return copy;
}

/** What the browser gets of each language: inlined in the page, or from /locales/{lng}.json when switching. */
export const clientMessages = Object.fromEntries(
  Object.entries(messages).map(([language, tree]) => [language, withoutServerOnly(tree)]),
) as Record<Language, MessageTree>;
