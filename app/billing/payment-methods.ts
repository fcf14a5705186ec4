/** Payment methods a site can offer (Mollie's method ids, which the test provider accepts too). */
export const PAYMENT_METHODS = [
  "ideal",
  "bancontact",
  "creditcard",
  "paypal",
  "banktransfer",
  "eps",
  "przelewy24",
  "blik",
  "twint",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a country's members usually pay with; `*` for every other country. A site's `payment_methods` overrides. */
export const DEFAULT_PAYMENT_METHODS: Readonly<Record<string, readonly PaymentMethod[]>> = {
  NL: ["ideal", "creditcard", "paypal"],
  BE: ["bancontact", "creditcard", "paypal"],
  AT: ["eps", "creditcard", "paypal"],
  PL: ["blik", "przelewy24", "creditcard", "paypal"],
  CH: ["twint", "creditcard", "paypal"],
  "*": ["creditcard", "paypal"],
};

export function isPaymentMethod(value: string | undefined): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? "");
}

/** The methods offered to a member in `country`: the site's list for it, else its `*` list, else the defaults. */
export function paymentMethodsFor(
  siteMethods: Readonly<Record<string, readonly PaymentMethod[]>>,
  country: string,
): readonly PaymentMethod[] {
  return siteMethods[country] ?? DEFAULT_PAYMENT_METHODS[country] ?? siteMethods["*"] ?? DEFAULT_PAYMENT_METHODS["*"]!;
}
