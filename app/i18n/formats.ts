import { boundedMemo } from "#app/bounded-memo.ts";
/**
 * Number and date formatters, one per locale and options (decision 132). A new `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` loads ICU's data for its locale: tens of microseconds each, where the format itself costs
 * one. A conversation made one per render and `formatMoney` one per amount: together over a quarter of a conversation
 * page's render. A formatter never changes once made, so each is kept; pages use a handful of locales and options.
 */
const kept = boundedMemo<Intl.NumberFormat | Intl.DateTimeFormat>(256);

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // An invalid locale or option throws here, as the constructor does, and nothing is kept.
  return kept(`n\u0000${locale}\u0000${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)) as Intl.NumberFormat;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`d\u0000${locale}\u0000${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)) as Intl.DateTimeFormat;
}
