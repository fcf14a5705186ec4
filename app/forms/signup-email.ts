import { NAME_MAX_LENGTH } from "./messages.ts";

/* The sign-up's e-mail helpers without Zod: the account step renders with them before its schema loads (decision 041). */

/** The name a member most likely wants when they left it empty: the part of the address before the @. */
export function nameFromEmail(email: string): string {
  const local = email.trim().split("@")[0] ?? "";
  return local.slice(0, NAME_MAX_LENGTH);
}

/**
 * The form data to validate at submit: an empty name becomes the e-mail's local part
 * (docs/product/signup.md#validation). Done on a copy at submit time, never by rewriting the input, so a
 * member who is about to type a name never loses it.
 */
export function withNameFromEmail(formData: FormData): FormData {
  const name = String(formData.get("name") ?? "");
  const email = String(formData.get("email") ?? "");
  if (name.trim() || !email.includes("@")) return formData;
  const copy = new FormData();
  for (const [key, value] of formData.entries()) copy.append(key, value);
  copy.set("name", nameFromEmail(email));
  return copy;
}

/** The server check runs only once an address could be complete (docs/product/signup.md#e-mail-check). */
export function isCheckableEmail(email: string): boolean {
  return email.includes("@") && email.includes(".");
}
