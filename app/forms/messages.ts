/** Form messages and limits shared by the forms of several areas, for the browser and the server alike. */

/** Limits of docs/product/signup.md#validation and docs/product/constants.md#accounts-and-sign-up. */
export const NAME_MAX_LENGTH = 150;
/** The longest address mail servers accept (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const CITY_MAX_LENGTH = 255;
export const TEXT_FIELD_MAX_LENGTH = 2000;
/** Argon2 reads the whole password: the cap keeps one sign-up from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Messages shared by the sign-up and the own-profile forms. Messages are translation keys; a key may carry interpolation values as a query
 * (`validation.min_length?count=8`), read back by `splitMessageKey`.
 */
export const FIELD_MESSAGES = {
  required: "validation.required",
  email: "validation.email",
  passwordTooShort: `validation.min_length?count=${PASSWORD_MIN_LENGTH}`,
  nameTooLong: `signup_flow.errors.name_too_long?count=${NAME_MAX_LENGTH}`,
  nameStartsWithAt: "signup_flow.errors.name_starts_with_at",
  nameEqualToEmail: "signup_flow.errors.name_equal_to_email",
} as const;

export function splitMessageKey(message: string): { key: string; values: Record<string, string> } {
  const [key, query] = message.split("?", 2) as [string, string | undefined];
  return { key, values: Object.fromEntries(new URLSearchParams(query ?? "")) };
}
