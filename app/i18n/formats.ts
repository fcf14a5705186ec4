/**
 * Number and date formatters, one per locale and options (decision 132). A new `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` loads ICU's data for its locale: tens of microseconds each, where the format itself costs
 * one. A conversation made one per render and `formatMoney` one per amount: together over a quarter of a conversation
 * page's render. A formatter never changes once made, so each is kept; pages use a handful of locales and options.
 */
const KEPT_FORMATS = 256;
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<Format extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => Format): Format {
  let format = formats.get(key) as Format | undefined;
  if (!format) {
    // An invalid locale or option throws here, as the constructor does, and nothing is kept.
    format = make();
    if (formats.size >= KEPT_FORMATS) formats.delete(formats.keys().next().value!);
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`n\u0000${locale}\u0000${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(`d\u0000${locale}\u0000${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
