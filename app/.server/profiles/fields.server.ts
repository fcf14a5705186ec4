import type { TFunction } from "i18next";
import { imperialHeight, measurementSystemOf } from "#app/profiles/measurements.ts";
import type { Site } from "#app/site/registry.ts";
import { PERSONAL_VALUES } from "../db/seed-data.ts";

/** Select fields of the profile definition and their allowed values (the same the demo pool uses). */
export const SELECT_FIELDS = PERSONAL_VALUES;
export type SelectFieldName = keyof typeof SELECT_FIELDS;

/** Free-text fields ("notes") a member writes about themself. */
export const TEXT_FIELDS = ["about_me", "looking_for"] as const;
export type TextFieldName = (typeof TEXT_FIELDS)[number];

export type ProfileFieldDefinition =
  | { name: SelectFieldName; type: "select"; label: string; visible: boolean; options: { value: string; label: string }[] }
  | { name: TextFieldName; type: "text"; label: string; placeholder: string; visible: boolean; max_length: number };

export function isSelectField(name: string): name is SelectFieldName {
  return Object.hasOwn(SELECT_FIELDS, name);
}

export function isAllowedValue(field: SelectFieldName, value: string): boolean {
  return (SELECT_FIELDS[field] as readonly string[]).includes(value);
}

export function isTextField(name: string): name is TextFieldName {
  return (TEXT_FIELDS as readonly string[]).includes(name);
}

/**
 * `GET /api/profile_fields.php`: every field with its localized label and, for
 * selects, the allowed values; `visible` follows the site's
 * `visible_profile_fields` / `visible_profile_notes` (the sign-up asks only those).
 */
export function profileFieldDefinitions(site: Site, t: TFunction, textMaxLength: number): ProfileFieldDefinition[] {
  const imperial = measurementSystemOf(site) === "imperial";
  // Heights are stored in centimetres; a site in a feet-and-inches country asks in those.
  const optionLabel = (name: SelectFieldName, value: string) =>
    (name === "height" && imperial ? imperialHeight(value) : null) ?? t(`profile_fields.${name}.values.${value}`);
  const selects = (Object.keys(SELECT_FIELDS) as SelectFieldName[]).map((name) => ({
    name,
    type: "select" as const,
    label: t(`profile_fields.${name}.label`),
    visible: (site.visible_profile_fields as readonly string[]).includes(name),
    options: SELECT_FIELDS[name].map((value) => ({ value, label: optionLabel(name, value) })),
  }));
  const texts = TEXT_FIELDS.map((name) => ({
    name,
    type: "text" as const,
    label: t(`profile_fields.${name}.label`),
    placeholder: t(`profile_fields.${name}.placeholder`),
    visible: (site.visible_profile_notes as readonly string[]).includes(name),
    max_length: textMaxLength,
  }));
  return [...selects, ...texts];
}
