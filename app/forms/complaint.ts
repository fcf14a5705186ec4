import "./zod-browser.ts";
import { z } from "zod";
import { text } from "./text.ts";

export const COMPLAINT_CATEGORIES = [
  "fake_profile",
  "harassment",
  "minor",
  "trafficking",
  "illegal_content",
  "copyright",
  "privacy",
  "scam",
  "billing",
  "other",
] as const;
export type ComplaintCategory = (typeof COMPLAINT_CATEGORIES)[number];

/** Limits the error messages interpolate ({{min}}, {{max}}). */
export const COMPLAINT_LIMITS = { nameMax: 150, concernsMax: 500, descriptionMin: 10, descriptionMax: 5000 } as const;

/** The complaint form (browser and action). Messages are translation keys. */
export const ComplaintSchema = z.object({
  name: text({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(COMPLAINT_LIMITS.nameMax, { error: "content.form.errors.name_too_long" }),
  email: z
    .email({ error: (issue) => (issue.input === undefined ? "validation.required" : "validation.email") })
    .trim()
    .max(254, { error: "validation.email" }),
  concerns: text().trim().max(COMPLAINT_LIMITS.concernsMax, { error: "content.form.errors.concerns_too_long" }).optional(),
  category: z.enum(COMPLAINT_CATEGORIES, { error: "content.form.errors.category" }),
  description: text({ error: "validation.required" })
    .trim()
    .min(COMPLAINT_LIMITS.descriptionMin, { error: "content.form.errors.text_too_short" })
    .max(COMPLAINT_LIMITS.descriptionMax, { error: "content.form.errors.text_too_long" }),
});

export type ComplaintInput = z.infer<typeof ComplaintSchema>;
