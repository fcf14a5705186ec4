/**
 * Names of regions and languages in a UI language, from `Intl.DisplayNames`. A DisplayNames
 * and each of its lookups go through ICU's locale data, which costs far more than a Map: the
 * server renders a language name on every card of a search page. So each language and kind
 * keeps one instance and the names it gave (a few hundred codes at most; decision 043).
 */
type Kind = "region" | "language";
const tables = new Map<string, { names: Intl.DisplayNames | null; byCode: Map<string, string | undefined> }>();

function nameOf(type: Kind, code: string, language: string): string | undefined {
  const key = `${type}:${language}`;
  let table = tables.get(key);
  if (!table) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type });
    } catch {
      // An invalid language tag: no names.
    }
    tables.set(key, (table = { names, byCode: new Map() }));
  }
  if (table.byCode.has(code)) return table.byCode.get(code);
  let name: string | undefined;
  try {
    name = table.names?.of(code);
  } catch {
    // A malformed code.
  }
  if (table.byCode.size < 2000) table.byCode.set(code, name);
  return name;
}

/** A country's name in `language`; the code itself when Intl does not know it. */
export function regionName(code: string, language: string): string {
  return nameOf("region", code, language) ?? code;
}

/** A language's name in `uiLanguage`; the upper-cased code when Intl does not know it. */
export function languageName(code: string, uiLanguage: string): string {
  return nameOf("language", code, uiLanguage) ?? code.toUpperCase();
}
