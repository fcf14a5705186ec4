import { ageFromDateOfBirth } from "#app/profiles/age.ts";

/* The sign-up profile steps' rules without Zod: the steps render with them, the schema (signup-profile.ts) stays on the server's side of the first load (decision 041). */

/** Date-of-birth picker range (docs/product/constants.md#accounts-and-sign-up). */
export const MAX_AGE = 100;
export const DEFAULT_MIN_AGE = 18;

export type DateOfBirthProblem = "invalid" | "too_young" | "too_old";

/**
 * Checks a YYYY-MM-DD birth date: a real calendar date with no placeholder parts
 * (0000, 00), at least `minAge` and at most 100 years old on `today`.
 */
export function checkDateOfBirth(value: string, minAge: number, today = new Date()): DateOfBirthProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return "invalid";
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year === 0 || month === 0 || day === 0) return "invalid";
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return "invalid";
  const age = ageFromDateOfBirth(value, today)!;
  if (age < 0) return "invalid";
  if (age < minAge) return "too_young";
  if (age > MAX_AGE) return "too_old";
  return null;
}

export type DateOfBirthParts = { year: string; month: string; day: string };

/**
 * The picker's value: "" while no part is chosen, else YYYY-MM-DD with 0000 / 00
 * standing in for a part still missing, so that a half-filled date is refused as
 * "invalid" by `checkDateOfBirth` instead of being saved as no date at all.
 */
export function composeDateOfBirth({ year, month, day }: DateOfBirthParts): string {
  if (!year && !month && !day) return "";
  return `${year || "0000"}-${month || "00"}-${day || "00"}`;
}

/** A value with a part still missing: checked on save, not while the member is still choosing. */
export function isIncompleteDateOfBirth(value: string): boolean {
  return /^0000-|-00-|-00$/.test(value);
}

/** Years the picker offers, newest first: from the youngest allowed age back to 100. */
export function birthYears(minAge: number, today = new Date()): number[] {
  const newest = today.getUTCFullYear() - minAge;
  const oldest = today.getUTCFullYear() - MAX_AGE;
  return Array.from({ length: newest - oldest + 1 }, (_, i) => newest - i);
}

export type DatePart = "day" | "month" | "year";

/** The order of day, month and year in a locale's dates; day-month-year when the locale gives none. */
export function datePartOrder(locale: string | undefined): DatePart[] {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date(Date.UTC(2001, 10, 22)))
      .map((part) => part.type)
      .filter((type): type is DatePart => type === "day" || type === "month" || type === "year");
    if (parts.length === 3) return parts;
  } catch {
    // An unknown locale falls through to the default.
  }
  return ["day", "month", "year"];
}

/** The drop zone takes png and jpeg only (docs/product/signup.md#step-2-photo); the file picker any image. */
export function acceptsPhoto(file: { name: string; type: string }, source: "drop" | "picker"): boolean {
  if (source === "drop") return ["image/png", "image/jpeg", "image/jpg"].includes(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  return !file.type || file.type.startsWith("image/");
}
