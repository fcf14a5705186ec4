import "./zod-browser.ts";
import { z } from "zod";
import { hasVisibleCharacter, text } from "./text.ts";
import { EMAIL_MAX_LENGTH, FIELD_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./messages.ts";

const requiredString = text({ error: FIELD_MESSAGES.required });

/** An address shape browsers and mail servers accept; the server check decides the rest. */
export const EmailSchema = requiredString
  .trim()
  .min(1, { error: FIELD_MESSAGES.required })
  .pipe(z.email({ error: FIELD_MESSAGES.email }).max(EMAIL_MAX_LENGTH, { error: FIELD_MESSAGES.email }));

/** Step 0 of the sign-up (docs/product/signup.md#validation), shared by the browser form and `POST /api/user.php?new=1`. */
export const SignupAccountSchema = z
  .object({
    email: EmailSchema,
    name: requiredString
      .trim()
      .min(1, { error: FIELD_MESSAGES.required, abort: true })
      .max(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.nameTooLong })
      .refine(hasVisibleCharacter, { error: FIELD_MESSAGES.required })
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

export { isCheckableEmail, nameFromEmail, withNameFromEmail } from "./signup-email.ts";
