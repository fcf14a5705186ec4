import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from "#app/forms/messages.ts";

export type KeptSignupValues = { email: string; name: string };

/**
 * What a sign-up form posted without the app's scripts gives back to the page (decision 053): the address and name
 * as typed, cut to the form's limits and without control characters — never the password. Nothing is created: an
 * account needs the e-mail check's token and the browser's CSRF hash, which only the scripts produce.
 */
export function keptSignupValues(formData: FormData): KeptSignupValues {
  return { email: textField(formData, "email", EMAIL_MAX_LENGTH), name: textField(formData, "name", NAME_MAX_LENGTH) };
}

// eslint-disable-next-line no-control-regex -- NUL and other control characters never belong in these fields
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function textField(formData: FormData, name: string, maxLength: number): string {
  const value = formData.get(name);
  if (typeof value !== "string") return "";
  return value.replace(CONTROL_CHARACTERS, "").trim().slice(0, maxLength);
}
