// Writes app/.server/geo/region-names.json: ISO 3166-2 region names in each of the app's languages other than English,
// from the iso-codes data set (Debian's `iso-codes` package: /usr/share/iso-codes and its gettext catalogues), keeping
// only names that differ from the English one. Run after adding a language or when iso-codes is updated:
//   npm run geo:region-names
// The regions themselves (ids, English names) come from `country-state-city`; ids the two share get translated.
import { readFileSync, writeFileSync } from "node:fs";

const LANGUAGES = ["nl", "de", "it", "fr", "es", "pl"];
const ISO_CODES = process.env.ISO_CODES_DIR ?? "/usr/share/iso-codes/json";
const LOCALE_DIR = process.env.ISO_CODES_LOCALE_DIR ?? "/usr/share/locale";
const OUT = new URL("../app/.server/geo/region-names.json", import.meta.url);

/** A gettext .mo catalogue as a Map of original to translation. */
function readMo(path) {
  const buffer = readFileSync(path);
  const magic = buffer.readUInt32LE(0);
  const read = magic === 0x950412de ? (offset) => buffer.readUInt32LE(offset) : (offset) => buffer.readUInt32BE(offset);
  const count = read(8);
  const originals = read(12);
  const translations = read(16);
  const text = (table, index) => {
    const length = read(table + index * 8);
    const offset = read(table + index * 8 + 4);
    return buffer.toString("utf8", offset, offset + length);
  };
  const map = new Map();
  for (let i = 0; i < count; i++) map.set(text(originals, i), text(translations, i));
  return map;
}

const subdivisions = JSON.parse(readFileSync(`${ISO_CODES}/iso_3166-2.json`, "utf8"))["3166-2"];
const out = {};
for (const language of LANGUAGES) {
  const catalogue = readMo(`${LOCALE_DIR}/${language}/LC_MESSAGES/iso_3166-2.mo`);
  const names = {};
  for (const { code, name } of subdivisions) {
    const translated = catalogue.get(name);
    if (translated && translated !== name) names[code] = translated;
  }
  out[language] = Object.fromEntries(Object.entries(names).sort(([a], [b]) => (a < b ? -1 : 1)));
}
writeFileSync(OUT, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  Object.entries(out)
    .map(([language, names]) => `${language}: ${Object.keys(names).length}`)
    .join(", "),
);
