import { z } from "zod";
import { MAX_ID } from "#app/forms/ids.ts";
import { MAX_AGE, MAX_PAGE_SIZE } from "#app/search/filters.ts";

const TRUE_VALUES = ["1", "true", "yes", "on"];
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""], { message: "must be 1 or 0" })
  .transform((value) => TRUE_VALUES.includes(value));

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, { message: "must be a whole number" })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `must be at least ${min}` })
        .max(max, { message: `must be at most ${max}` }),
    );

/** "" means "no bound / any" wherever a filter allows it. */
const emptyOr = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/**
 * The query of `GET /api/search.php` (docs/product/api.md#search). Unknown keys (cache
 * busters and the like) are ignored; a known key with a bad value is a 400.
 */
export const SearchQuerySchema = z.object({
  source: z
    .string()
    .max(64)
    .regex(/^[\w.-]*$/, { message: "may hold letters, digits, _ . - only" })
    .optional(),
  pp: whole(1, MAX_PAGE_SIZE).optional(),
  auto_load: flag.optional(),
  hideNudity: flag.optional(),
  searchAllCountries: flag.optional(),
  trafficsource: z.string().max(255).optional(),
  country: emptyOr(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, { message: "must be a two-letter country code" })
      .transform((s) => s.toUpperCase()),
  ).optional(),
  countryregion: emptyOr(
    z
      .string()
      .regex(/^[A-Za-z]{2}-[A-Za-z0-9]{1,3}$/, { message: "must be an ISO 3166-2 code such as US-CA" })
      .transform((s) => s.toUpperCase()),
  ).optional(),
  min_age: emptyOr(whole(18, MAX_AGE)).optional(),
  max_age: emptyOr(whole(18, MAX_AGE)).optional(),
  gender: z
    .enum(["", "all", "male", "female"], { message: "must be male, female or empty" })
    .transform((g) => (g === "all" ? "" : g))
    .optional(),
  page: whole(1, 10_000).optional(),
  similarpage: whole(1, 10_000).optional(),
  manual_search: flag.optional(),
  do_not_save: flag.optional(),
  /** Similar search: the profile the results should resemble (and leave out). */
  profile: whole(1, MAX_ID).optional(),
});

export type SearchQuery = z.output<typeof SearchQuerySchema>;

export type ParamProblem = { param: string; message: string };

/** Parses the query string; answers the first bad parameter by name. */
export function parseSearchQuery(params: URLSearchParams): { ok: true; query: SearchQuery } | { ok: false; problem: ParamProblem } {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(SearchQuerySchema.shape)) {
    const values = params.getAll(key);
    if (values.length > 1) return { ok: false, problem: { param: key, message: "must be given once" } };
    if (values.length === 1) raw[key] = values[0]!.trim();
  }
  const parsed = SearchQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { ok: false, problem: { param: String(issue.path[0] ?? "query"), message: issue.message } };
}
