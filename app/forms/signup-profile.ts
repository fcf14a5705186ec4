import "./zod-browser.ts";
import { z } from "zod";
import { CITY_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from "./messages.ts";
import { plainToken, text } from "./text.ts";

export * from "./signup-profile-rules.ts";

/** Members who never finished a step send nulls: every part is optional and may be cleared. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `signup_flow.errors.max_length?count=${max}` })
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/**
 * Body of `PUT /api/user.php`: the location step (country, countryregion, city),
 * the personal step (gender, date_of_birth, select fields) or the texts step
 * (with `lastSignupStep: true`). Values are checked against the site and the
 * field definitions on the server.
 */
export const ProfileUpdateSchema = z
  .object({
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable()
      .optional(),
    countryregion: plainToken().max(10).nullable().optional(),
    city: optionalText(CITY_MAX_LENGTH),
    gender: z.enum(["male", "female"]).nullable().optional(),
    date_of_birth: plainToken().max(10).nullable().optional(),
    personal: z.record(plainToken().max(40), text().max(40).nullable()).optional(),
    texts: z.record(plainToken().max(40), text().max(TEXT_FIELD_MAX_LENGTH).nullable()).optional(),
    lastSignupStep: z.boolean().optional(),
  })
  .strict();

export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;
