import "./zod-browser.ts";
import { z } from "zod";
import { text } from "./text.ts";
import { FIELD_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages.ts";

const requiredString = text({ error: FIELD_MESSAGES.required });

/** An address shape browsers and mail servers accept; the server check decides the rest. */
export const EmailSchema = requiredString
  .trim()
  .min(1, { error: FIELD_MESSAGES.required })
  .pipe(z.email({ error: FIELD_MESSAGES.email }).max(254, { error: FIELD_MESSAGES.email }));

/** Step 0 of the sign-up (spec section 5), shared by the browser form and `POST /api/user.php?new=1`. */
export const SignupAccountSchema = z
  .object({
    email: EmailSchema,
    name: requiredString
      .trim()
      .min(1, { error: FIELD_MESSAGES.required })
      .max(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.nameTooLong })
      .refine((name) => !name.startsWith("@"), { error: FIELD_MESSAGES.nameStartsWithAt }),
    // A password is kept exactly as typed: no normalisation, only the length rules.
    password: z
      .string({ error: FIELD_MESSAGES.required })
      .min(1, { error: FIELD_MESSAGES.required })
      .min(PASSWORD_MIN_LENGTH, { error: FIELD_MESSAGES.passwordTooShort })
      .max(PASSWORD_MAX_LENGTH, { error: "validation.password_too_long" }),
  })
  .superRefine((value, ctx) => {
    if (value.name.trim().toLowerCase() === value.email.trim().toLowerCase()) {
      ctx.addIssue({ code: "custom", path: ["name"], message: FIELD_MESSAGES.nameEqualToEmail });
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
