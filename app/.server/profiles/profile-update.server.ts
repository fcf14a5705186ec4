import { eq } from "drizzle-orm";
import { checkDateOfBirth, type ProfileUpdateInput } from "#app/forms/signup-profile.ts";
import { FIELD_MESSAGES } from "#app/forms/messages.ts";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { profiles, signups } from "../db/schema.ts";
import { isRegionOf } from "../geo/regions.server.ts";
import { isAllowedValue, isSelectField, isTextField } from "./fields.server.ts";

/** Field (as the form names it, e.g. `personal.height`) → message key, with values as a query (`key?min_age=18`). */
export type ProfileUpdateErrors = Record<string, string>;

/** What a member may change of their own profile: the API's fields plus the name (the `/profile` form). */
export type OwnProfileChanges = ProfileUpdateInput & { name?: string };

/**
 * The one write path for a member's own profile, used by `PUT /api/user.php`
 * (the sign-up steps) and the `/profile` details form: name, location, personal
 * data, select fields, free texts. Every value is checked against the site and
 * the field definitions; nothing is saved when anything is wrong. Select and text
 * fields sent as null or "" are removed; fields not sent keep their values.
 */
export async function updateOwnProfile(
  db: Database,
  site: Site,
  member: { id: number; profileId: number; email: string },
  input: OwnProfileChanges,
): Promise<{ ok: true } | { ok: false; errors: ProfileUpdateErrors }> {
  const errors: ProfileUpdateErrors = {};
  const [current] = await db.select().from(profiles).where(eq(profiles.id, member.profileId)).limit(1);
  if (!current) return { ok: false, errors: { profile: "api.bad_request" } };
  const changes: Partial<typeof profiles.$inferInsert> = {};

  if (input.name !== undefined) {
    // The sign-up rule holds here too: a name is shown to other members, the address must not be.
    if (input.name.trim().toLowerCase() === member.email.trim().toLowerCase()) errors.name = FIELD_MESSAGES.nameEqualToEmail;
    else changes.name = input.name.trim();
  }

  if (input.country !== undefined) {
    // Every member has a country (decision 025): without one they would drop out of every search.
    if (input.country === null || !site.countries.includes(input.country)) errors.country = "geo.errors.country";
    else changes.country = input.country;
  }
  if (input.countryregion !== undefined) {
    const country = changes.country !== undefined ? changes.country : current.country;
    if (input.countryregion && (!country || !isRegionOf(country, input.countryregion, site))) errors.countryregion = "geo.errors.region";
    else changes.countryregion = input.countryregion || null;
  } else if (changes.country !== undefined && changes.country !== current.country) {
    // A region of the old country makes no sense under the new one.
    changes.countryregion = null;
  }
  if (input.city !== undefined) changes.city = input.city;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.date_of_birth !== undefined) {
    const problem = input.date_of_birth ? checkDateOfBirth(input.date_of_birth, site.min_age) : null;
    if (problem) {
      errors.date_of_birth =
        problem === "too_young" ? `signup_flow.personal.date_of_birth_error?min_age=${site.min_age}` : "signup_flow.personal.date_invalid";
    } else changes.dateOfBirth = input.date_of_birth || null;
  }
  if (input.personal) {
    const personal = { ...current.personal };
    for (const [field, value] of Object.entries(input.personal)) {
      if (!isSelectField(field)) errors[`personal.${field}`] = "api.bad_request";
      else if (!value) delete personal[field];
      else if (!isAllowedValue(field, value)) errors[`personal.${field}`] = "api.bad_request";
      else personal[field] = value;
    }
    changes.personal = personal;
  }
  if (input.texts) {
    const texts = { ...current.texts };
    for (const [field, value] of Object.entries(input.texts)) {
      if (!isTextField(field)) errors[`texts.${field}`] = "api.bad_request";
      else if (!value?.trim()) delete texts[field];
      else texts[field] = value.trim();
    }
    changes.texts = texts;
  }
  if (Object.keys(errors).length) return { ok: false, errors };

  await db.transaction(async (tx) => {
    if (Object.keys(changes).length) await tx.update(profiles).set(changes).where(eq(profiles.id, member.profileId));
    if (input.lastSignupStep) {
      await tx
        .insert(signups)
        .values({ userId: member.id, completedAt: new Date() })
        .onConflictDoUpdate({ target: signups.userId, set: { completedAt: new Date() } });
    }
  });
  return { ok: true };
}

/** Whether the member saved the last sign-up step (for /complete-signup). */
export async function hasCompletedSignup(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ completedAt: signups.completedAt }).from(signups).where(eq(signups.userId, userId)).limit(1);
  return !!row?.completedAt;
}
