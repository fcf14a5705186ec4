import countries from "i18n-iso-countries";
import { LANGUAGES } from "#app/site/locales.ts";

const codes = new Map<string, string | null>();

/**
 * The ISO code of a site file's `company_country`, which may be a code ("NL") or the country's name in any of the
 * site languages ("The Netherlands", "Nederland"); null when it is neither.
 */
export function companyCountryCode(value: string): string | null {
  let code = codes.get(value);
  if (code !== undefined) return code;
  const trimmed = value.trim();
  code = /^[A-Za-z]{2}$/.test(trimmed) && countries.isValid(trimmed.toUpperCase()) ? trimmed.toUpperCase() : null;
  for (const language of ["en", ...LANGUAGES]) {
    if (code) break;
    code = countries.getAlpha2Code(trimmed, language) ?? null;
  }
  // Names the list spells otherwise ("The Netherlands" against "Netherlands").
  if (!code && /^the\s+/i.test(trimmed)) code = countries.getAlpha2Code(trimmed.replace(/^the\s+/i, ""), "en") ?? null;
  codes.set(value, code);
  return code;
}

const namesIn = new Map<string, string>();

/**
 * The company's country in the page's language ("Niederlande" on a German page); the site file's text when unknown.
 * Remembered per site file text and language: a legal page asks on every request, and an `Intl.DisplayNames` costs
 * more to make than the rest of the page's company data.
 */
export function companyCountryIn(value: string, language: string): string {
  const key = `${language}\n${value}`;
  let name = namesIn.get(key);
  if (name === undefined) {
    const code = companyCountryCode(value);
    name = code ? (new Intl.DisplayNames([language], { type: "region" }).of(code) ?? value) : value;
    namesIn.set(key, name);
  }
  return name;
}
