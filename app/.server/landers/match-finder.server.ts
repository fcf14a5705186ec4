import { z } from "zod";
import { AGE_RANGES, GENDERS, type SearchFilters } from "#app/search/filters.ts";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { clearCookie, COOKIES, readCookie, serializeCookie } from "../http/cookies.server.ts";
import { isRegionOf, localizedRegions, type RegionNames } from "../geo/regions.server.ts";
import { findProfiles, saveFilters } from "../search/search.server.ts";

/**
 * The match finder: three questions — whom, which age, where — answered through plain links and a
 * GET form (no script needed), then the number of members that match, some of them, and the sign-up. The answers ride
 * along in a short-lived cookie and become the new member's saved search filters at sign-up (decision 034).
 */

const AgeRangeId = z.enum(AGE_RANGES.map((range) => range.id) as [string, ...string[]]);
export const MatchAnswersSchema = z.object({
  gender: z.enum(GENDERS).optional(),
  age: AgeRangeId.optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  region: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)
    .optional(),
  done: z.literal("1").optional(),
});
export type MatchAnswers = z.infer<typeof MatchAnswersSchema>;

/** The answers in a query (or cookie); anything that is not a valid answer for this site is dropped, not an error. */
export function readAnswers(query: URLSearchParams, site: Pick<Site, "countries" | "region_data">): MatchAnswers {
  const raw: Record<string, string> = Object.fromEntries([...query].filter(([, value]) => value !== ""));
  // The "where" question sends one `place`: a country, or a region (whose first two letters are its country).
  if (raw.place) {
    if (/^[A-Z]{2}$/.test(raw.place)) raw.country = raw.place;
    else if (/^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(raw.place)) Object.assign(raw, { country: raw.place.slice(0, 2), region: raw.place });
    delete raw.place;
  }
  const parsed = MatchAnswersSchema.safeParse(raw);
  const answers: MatchAnswers = parsed.success ? parsed.data : {};
  if (!parsed.success) {
    // Keep each answer that is valid on its own.
    for (const key of Object.keys(MatchAnswersSchema.shape) as (keyof MatchAnswers)[]) {
      const one = MatchAnswersSchema.shape[key].safeParse(raw[key]);
      if (one.success && one.data !== undefined) (answers as Record<string, string>)[key] = one.data;
    }
  }
  if (answers.country && !site.countries.includes(answers.country)) delete answers.country;
  const country = answers.country ?? (site.countries.length === 1 ? site.countries[0] : undefined);
  if (answers.region && !(country && isRegionOf(country, answers.region, site))) delete answers.region;
  return answers;
}

/** Which question comes next: 1 whom, 2 which age, 3 where, 4 the result. */
export function currentStep(answers: MatchAnswers): 1 | 2 | 3 | 4 {
  if (!answers.gender) return 1;
  if (!answers.age) return 2;
  if (!answers.done) return 3;
  return 4;
}

export function filtersOf(answers: MatchAnswers, site: Pick<Site, "countries" | "min_age">): SearchFilters {
  const range = AGE_RANGES.find((candidate) => candidate.id === answers.age) ?? AGE_RANGES[0];
  const country = answers.country ?? (site.countries.length === 1 ? site.countries[0]! : "");
  return {
    gender: answers.gender ?? "",
    min_age: Math.max(range.min, site.min_age),
    max_age: range.max,
    country,
    countryregion: country && answers.region ? answers.region : "",
  };
}

/** How many members match, and the first of them. */
export async function matchesFor(db: Database, site: Site, answers: MatchAnswers) {
  const found = await findProfiles(db, site, {
    filters: filtersOf(answers, site),
    countries: site.countries,
    exclude: [],
    page: 1,
    pp: 8,
    viewerUserId: null,
  });
  return { count: found.numResults, capped: found.capped, profiles: found.profiles };
}

/** Each of the site's countries with its regions in the visitor's language: the choices of the "where" question. */
export function placeChoices(site: Site, names: RegionNames) {
  return site.countries.map((country) => ({ country, regions: localizedRegions(country, names.language, names.translate, site) }));
}

/** `Set-Cookie` keeping the finished answers until the sign-up (two hours, this site only, not for scripts). */
export function answersCookie(answers: MatchAnswers, secure: boolean): string {
  const value = new URLSearchParams(Object.entries(answers).filter(([, v]) => v !== undefined) as [string, string][]).toString();
  return serializeCookie(COOKIES.matchFinder, value, { secure });
}

export function clearAnswersCookie(secure: boolean): string {
  return clearCookie(COOKIES.matchFinder, { secure });
}

/** The finished answers a sign-up request carries in its cookie, or null. */
export function answersFromCookie(request: Request, site: Site): MatchAnswers | null {
  const cookie = readCookie(request.headers.get("cookie"), COOKIES.matchFinder);
  if (!cookie) return null;
  const answers = readAnswers(new URLSearchParams(cookie), site);
  return answers.done ? answers : null;
}

/** A new member's first search uses the match finder's answers (their saved filters). */
export async function saveAnswersAsFilters(db: Database, site: Site, userId: number, answers: MatchAnswers) {
  await saveFilters(db, userId, filtersOf(answers, site));
}
