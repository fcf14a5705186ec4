import { z } from "zod";
import "./zod-browser.ts";

/**
 * One normalisation for every text a member or visitor sends: PostgreSQL text
 * cannot hold NUL, jsonb cannot hold a lone UTF-16 surrogate, and the same
 * word typed on two keyboards should compare equal (Unicode NFC). Forms and API
 * schemas build their text fields from `text()`, so the rule is applied once,
 * on the server and in the browser alike.
 */
export const TEXT_MESSAGES = { invalid: "validation.invalid_text" } as const;

/** C0 control characters other than tab, line feed and carriage return; NUL above all. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function normalizeText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").normalize("NFC");
}

// Whitespace and what renders as nothing: zero-width space and joiners, soft hyphen, variation selectors, fillers.
const NOTHING_VISIBLE = /^[\s\p{Default_Ignorable_Code_Point}]*$/u;

/** Whether a text shows anything: a message or a name of zero-width spaces is as empty as "". */
export function hasVisibleCharacter(value: string): boolean {
  return !NOTHING_VISIBLE.test(value);
}

/** False for a string with a lone surrogate (it cannot be encoded as UTF-8). */
export function isWellFormedText(value: string): boolean {
  return value.isWellFormed();
}

/**
 * `z.string()` with the normalisation applied: a lone surrogate is refused with
 * `validation.invalid_text`, control characters are dropped, the result is NFC.
 * It stays a ZodString, so `.trim().min().max()` chain as usual.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isWellFormedText, { error: TEXT_MESSAGES.invalid }).overwrite(normalizeText);
}

/** A value that must hold no control character at all (URLs, keys, tokens): refused, not repaired. */
export function plainToken(params?: Parameters<typeof z.string>[0]) {
  return (
    z
      .string(params)
      // eslint-disable-next-line no-control-regex -- control characters are what this refuses
      .refine((value) => isWellFormedText(value) && !/[\u0000-\u001F\u007F]/.test(value), { error: TEXT_MESSAGES.invalid })
  );
}
