import { z } from "zod";
import { text } from "./text.ts";

/** Limits of spec sections 5 and 9. */
export const NAME_MAX_LENGTH = 150;
export const PASSWORD_MIN_LENGTH = 8;
export const CITY_MAX_LENGTH = 255;
export const TEXT_FIELD_MAX_LENGTH = 2000;
/** Argon2 reads the whole password: the cap keeps one sign-up from costing seconds of CPU. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Messages are translation keys; a key may carry interpolation values as a query
 * (`validation.min_length?count=8`), read back by `splitMessageKey`.
 */
export const SIGNUP_MESSAGES = {
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

const requiredString = text({ error: SIGNUP_MESSAGES.required });

/** An address shape browsers and mail servers accept; the server check decides the rest. */
export const EmailSchema = requiredString
  .trim()
  .min(1, { error: SIGNUP_MESSAGES.required })
  .pipe(z.email({ error: SIGNUP_MESSAGES.email }).max(254, { error: SIGNUP_MESSAGES.email }));

/** Step 0 of the sign-up (spec section 5), shared by the browser form and `POST /api/user.php?new=1`. */
export const SignupAccountSchema = z
  .object({
    email: EmailSchema,
    name: requiredString
      .trim()
      .min(1, { error: SIGNUP_MESSAGES.required })
      .max(NAME_MAX_LENGTH, { error: SIGNUP_MESSAGES.nameTooLong })
      .refine((name) => !name.startsWith("@"), { error: SIGNUP_MESSAGES.nameStartsWithAt }),
    // A password is kept exactly as typed: no normalisation, only the length rules.
    password: z
      .string({ error: SIGNUP_MESSAGES.required })
      .min(1, { error: SIGNUP_MESSAGES.required })
      .min(PASSWORD_MIN_LENGTH, { error: SIGNUP_MESSAGES.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: "validation.password_too_long" }),
  })
  .superRefine((value, ctx) => {
    if (value.name.trim().toLowerCase() === value.email.trim().toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["name"], message: SIGNUP_MESSAGES.nameEqualToEmail });
    }
  });

export type SignupAccountInput = z.infer<typeof SignupAccountSchema>;

/** The name a member most likely wants when they left it empty: the part of the address before the @. */
export function nameFromEmail(email: string): string {
  const local = email.trim().split("@")[0] ?? "";
  return local.slice(0, NAME_MAX_LENGTH);
}

/**
 * The form data to validate at submit: an empty name becomes the e-mail's local part
 * (spec section 5). Done on a copy at submit time, never by rewriting the input, so a
 * member who is about to type a name never loses it (issue 9 item 1).
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

/** The server check runs only once an address could be complete (spec section 5). */
export function isCheckableEmail(email: string): boolean {
  return email.includes("@") && email.includes(".");
}
