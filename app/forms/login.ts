import { z } from "zod";

/** Login form, shared by the browser (Conform) and the action. Messages are translation keys. */
export const LoginSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.email") }).trim(),
  password: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
  redirectTo: z.string().optional(),
});
