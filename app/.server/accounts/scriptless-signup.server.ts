import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#app/forms/messages.ts";
import { cutText } from "#app/forms/cut-text.ts";
import { normalizeText } from "#app/forms/text.ts";

export type KeptSignupValues = { email: string; name: string };

/**
 * What a sign-up form posted without the app's scripts gives back to the page (decision 053): the address and name
 * as typed, cut to the form's limits and without control characters — never the password. Nothing is created: an
 * account needs the e-mail check's token and the browser's CSRF hash, which only the scripts produce.
 */
export function keptSignupValues(formData: FormData): KeptSignupValues {
  return { email: textField(formData, "email", EMAIL_MAX_LENGTH), name: textField(formData, "name", NAME_MAX_LENGTH) };
}

function textField(formData: FormData, name: string, maxLength: number): string {
  const value = formData.get(name);
  if (typeof value !== "string") return "";
  // The normalisation every text field gets (no NUL or other control characters, NFC); a lone surrogate is
  // replaced, as the page must be able to print it.
  return cutText(normalizeText(value.toWellFormed()).trim(), maxLength);
}
