import { boundedMemo } from "#app/bounded-memo.ts";
import { numberFormat } from "#app/i18n/formats.ts";
/**
 * Money is a whole number of minor units (cents) with an ISO 4217 currency, never a float. Decimal strings
 * exist only at the edges: a provider's API (`"19.95"`) and what a person reads (`€19,95`). Both directions work on
 * digits, so no amount ever passes through binary floating point.
 */
export type Money = { amount: number; currency: string };

const digitsCache = new Map<string, number>();

/** Minor-unit digits of a currency: 2 for EUR, 0 for JPY (what Intl knows of ISO 4217). */
export function minorDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** `1995, "EUR"` → `"19.95"` (the form payment APIs use). */
export function toDecimalString(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** `"19.95", "EUR"` → `1995`; null for anything that is not a plain decimal with at most the currency's digits. */
export function parseDecimal(value: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ""] = match;
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, "0")}`);
  if (!Number.isSafeInteger(minor)) return null;
  return sign ? -minor : minor;
}

/**
 * Amounts already formatted: a site shows the same few prices (its packs, a message's price) on page after page, and
 * ICU takes tens of microseconds to format a decimal string, a visible part of a conversation page's render.
 */
const formatted = boundedMemo<string>(1_000);

/** What a reader sees: `formatMoney(1995, "EUR", "de-DE")` → `19,95 €`. */
export function formatMoney(minor: number, currency: string, localeTag: string): string {
  // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3), so the amount never becomes a float.
  return formatted(`${minor} ${currency} ${localeTag}`, () =>
    numberFormat(localeTag, { style: "currency", currency }).format(toDecimalString(minor, currency) as Intl.StringNumericLiteral),
  );
}

/** A percentage of an amount, rounded half up to a whole minor unit (integer arithmetic). */
export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}

/**
 * The VAT inside a tax-inclusive amount at `rateBasisPoints` (2100 = 21 %): gross − net, with net rounded half up.
 * Prices are set tax-inclusive, so what a member sees is what they pay; the receipt shows the VAT in it.
 */
export function vatIncluded(gross: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  const net = Math.floor((gross * 10_000 * 2 + (10_000 + rateBasisPoints)) / (2 * (10_000 + rateBasisPoints)));
  return gross - net;
}
