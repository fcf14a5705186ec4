import "./zod-browser.ts";
import { z } from "zod";
import { checkDateOfBirth } from "./signup-profile.ts";
import { CITY_MAX_LENGTH, FIELD_MESSAGES, NAME_MAX_LENGTH } from "./messages.ts";
import { hasVisibleCharacter, plainToken, text } from "./text.ts";

/** What the details form needs to know about the site and the profile definition (sent by the loader). */
export type ProfileFormDefinition = {
  countries: string[];
  minAge: number;
  selects: { name: string; options: string[] }[];
  texts: { name: string; maxLength: number }[];
};

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

/**
 * `/profile`, "about you": every field the sign-up collects. One schema for the
 * browser and the action, built from the site's countries and the visible fields.
 * Messages are translation keys with values as a query, as in the sign-up.
 */
export function profileDetailsSchema(definition: ProfileFormDefinition, today?: Date) {
  const selects = Object.fromEntries(
    definition.selects.map((field) => [
      field.name,
      z.preprocess(
        blankToNull,
        z
          .enum(field.options as [string, ...string[]], { error: "my_profile.errors.choose_option" })
          .nullable()
          .default(null),
      ),
    ]),
  );
  const texts = Object.fromEntries(
    definition.texts.map((field) => [
      field.name,
      z.preprocess(
        blankToNull,
        text()
          .trim()
          .max(field.maxLength, { error: `my_profile.errors.too_long?count=${field.maxLength}` })
          .nullable()
          .default(null),
      ),
    ]),
  );
  return z.object({
    intent: z.literal("details"),
    name: text({ error: FIELD_MESSAGES.required })
      .trim()
      .min(1, { error: FIELD_MESSAGES.required, abort: true })
      .max(NAME_MAX_LENGTH, { error: FIELD_MESSAGES.nameTooLong })
      .refine(hasVisibleCharacter, { error: FIELD_MESSAGES.required })
      .refine((name) => !name.startsWith("@"), { error: FIELD_MESSAGES.nameStartsWithAt }),
    gender: z.preprocess(blankToNull, z.enum(["male", "female"], { error: "my_profile.errors.choose_option" }).nullable().default(null)),
    date_of_birth: z.preprocess(
      blankToNull,
      z
        .string()
        // Today is read when a value is checked (unless a test fixes it): a schema may be kept for days (schemaFor).
        .refine((value) => checkDateOfBirth(value, definition.minAge, today ?? new Date()) === null, {
          error: `my_profile.errors.date_of_birth?min_age=${definition.minAge}`,
        })
        .nullable()
        .default(null),
    ),
    country: z.enum(definition.countries as [string, ...string[]], { error: "my_profile.errors.choose_country" }),
    countryregion: z.preprocess(blankToNull, plainToken().max(10, { error: "my_profile.errors.choose_option" }).nullable().default(null)),
    city: z.preprocess(
      blankToNull,
      text()
        .trim()
        .max(CITY_MAX_LENGTH, { error: `my_profile.errors.too_long?count=${CITY_MAX_LENGTH}` })
        .nullable()
        .default(null),
    ),
    personal: z.object(selects).default({}),
    texts: z.object(texts).default({}),
  });
}

/** `/profile`, interests: the ids ticked (none is a valid answer). */
export function profileInterestsSchema(interests: readonly string[]) {
  return z.object({
    intent: z.literal("interests"),
    interests: z.array(z.enum(interests as [string, ...string[]], { error: "my_profile.errors.choose_option" })).default([]),
  });
}

/** `/profile`, a photo action: make main or delete. */
export const PhotoActionSchema = z.object({
  intent: z.enum(["photo-main", "photo-delete"]),
  // Capped at the int4 id column's maximum: a larger number is no photo of anyone (and would fail in the query).
  imageId: z.coerce.number({ error: "validation.required" }).int().positive().max(2_147_483_647),
});

/** The profile definition as the page shows it: labels and options already in the member's language. */
export type ProfileFieldsView = {
  countries: string[];
  minAge: number;
  selects: { name: string; label: string; options: { value: string; label: string }[] }[];
  texts: { name: string; label: string; placeholder: string; maxLength: number }[];
};

const schemas = new WeakMap<ProfileFieldsView, ReturnType<typeof profileDetailsSchema>>();

/**
 * The details schema of a fields view, built once per view object: the server hands every request of a site and
 * language the same view (decision 117), and building the schema cost each render of `/profile` about 1 ms.
 */
export function profileDetailsSchemaFor(view: ProfileFieldsView) {
  let schema = schemas.get(view);
  if (!schema) schemas.set(view, (schema = profileDetailsSchema(formDefinitionOf(view))));
  return schema;
}

/** The country the details form starts on: the member's where the site offers it, else the site's only one. */
export function formCountryOf(country: string | null, countries: readonly string[]): string {
  if (country && countries.includes(country)) return country;
  return countries.length === 1 ? countries[0]! : "";
}

export function formDefinitionOf(view: ProfileFieldsView): ProfileFormDefinition {
  return {
    countries: view.countries,
    minAge: view.minAge,
    selects: view.selects.map((field) => ({ name: field.name, options: field.options.map((option) => option.value) })),
    texts: view.texts.map((field) => ({ name: field.name, maxLength: field.maxLength })),
  };
}

/**
 * A member's interests live in the profile's notes under `interests` (the site
 * setting `visible_profile_notes` lists it as a note), as interest ids joined by commas.
 */
export const INTERESTS_NOTE = "interests";

export function interestsOf(texts: Record<string, string> | null | undefined): string[] {
  return (texts?.[INTERESTS_NOTE] ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter(Boolean);
}
