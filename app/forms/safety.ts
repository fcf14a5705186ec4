import { z } from "zod";
import { idValue } from "./ids.ts";
import { text } from "./text.ts";

/** The reasons a member can pick when reporting a profile; the moderation queue shows the same list. */
export const REPORT_REASONS = ["fake_profile", "scam", "harassment", "underage", "inappropriate_photos", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportStatus = "open" | "actioned" | "dismissed";

/** The longest evidence text a member may add to a report. */
export const REPORT_MESSAGE_MAX_LENGTH = 1000;

/** The report form (`/members/{id}/report`): a reason from the fixed list, optional words, and the chat it came from. */
export const ReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "safety.report.errors.reason" }),
  message: text()
    .trim()
    .max(REPORT_MESSAGE_MAX_LENGTH, { error: `my_profile.errors.too_long?count=${REPORT_MESSAGE_MAX_LENGTH}` })
    .optional(),
  conversation: idValue.optional(),
  block: z.literal("on").optional(),
});

export const ProfileIdSchema = z.object({ profile: idValue });
