import "./zod-browser.ts";
import { z } from "zod";
import { COMPLAINT_LIMITS } from "./complaint.ts";
import { text } from "./text.ts";

export const CONTACT_TOPICS = ["account", "payments", "technical", "privacy", "other"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The customer-service contact form on /pages/service (members only: the address comes from the account). */
export const ContactSchema = z.object({
  topic: z.enum(CONTACT_TOPICS, { error: "content.form.errors.topic" }),
  message: text({ error: "validation.required" })
    .trim()
    .min(COMPLAINT_LIMITS.descriptionMin, { error: "content.form.errors.text_too_short" })
    .max(COMPLAINT_LIMITS.descriptionMax, { error: "content.form.errors.text_too_long" }),
});

export type ContactInput = z.infer<typeof ContactSchema>;
