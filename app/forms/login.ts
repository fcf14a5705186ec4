import "./zod-browser.ts";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./messages.ts";

/** Login form, shared by the browser (Conform) and the action. Messages are translation keys. */
export const LoginSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.email") }).trim(),
  password: z
    .string({ error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(PASSWORD_MAX_LENGTH, { error: "validation.password_too_long" }),
  redirectTo: z.string().optional(),
});
