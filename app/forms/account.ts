import "./zod-browser.ts";
import { z } from "zod";
import { EmailSchema } from "./signup.ts";
import { PASSWORD_MIN_LENGTH } from "./messages.ts";

/**
 * Minimum length of a new password, as at sign-up. Messages are translation keys,
 * with values as a query (`validation.min_length?count=8`), as in the sign-up forms.
 */
export { PASSWORD_MIN_LENGTH };

/** The same address rules as the sign-up (trimmed first, then checked). */
const email = EmailSchema;

const newPassword = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, { error: `validation.min_length?count=${PASSWORD_MIN_LENGTH}` })
  .max(200, { error: "account_life.password_too_long" });

const currentPassword = z.string({ error: "validation.required" }).min(1, { error: "validation.required" });

/** `/reset-password`: the address to send the link to. */
export const ResetPasswordRequestSchema = z.object({ email });

/** `/reset-password/do`: the new password; the token travels in the URL. */
export const NewPasswordSchema = z.object({ password: newPassword });

/** `/profile`, e-mail change: the new address, confirmed with the current password. */
export const EmailChangeSchema = z.object({
  intent: z.literal("change-email"),
  email,
  currentPassword,
});

/** `/profile`, password change. */
export const PasswordChangeSchema = z.object({
  intent: z.literal("change-password"),
  currentPassword,
  newPassword,
});

/** `/profile`, account deletion: the last step, confirmed with the password. */
export const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  currentPassword,
});
