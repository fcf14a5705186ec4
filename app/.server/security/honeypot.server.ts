import { HONEYPOT_FIELD } from "#app/forms/honeypot.ts";

/** True when a bot filled the hidden field real visitors never see. */
export function isHoneypotFilled(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(HONEYPOT_FIELD) : form[HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
