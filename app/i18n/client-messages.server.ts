import type { Language } from "#app/site/locales.ts";
import { clientMessages } from "./resources.ts";

const scripts = new Map<Language, string>();

/**
 * A language's browser messages as JSON for an inline data block, serialised once per
 * language: `<` is escaped so no message can end the script element.
 */
export function inlineMessagesJson(language: Language): string {
  let json = scripts.get(language);
  if (json === undefined) {
    json = JSON.stringify(clientMessages[language]).replaceAll("<", "\\u003c");
    scripts.set(language, json);
  }
  return json;
}
