import { and, count, desc, eq, gte, inArray, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { ageFromDateOfBirth } from "#app/profiles/age.ts";
import {
  AGE_RANGES,
  COUNTRY_NEIGHBOURS,
  GENDERS,
  MAX_AGE,
  SEARCH_PAGE_SIZE,
  SIMILAR_AGE_WIDENING,
  type SearchAnswer,
  type SearchChoices,
  type SearchFilters,
} from "#app/search/filters.ts";
import type { Site } from "#app/site/registry.ts";
import { hasFeature } from "#themes/features.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import { BLOCKED_PAIRS_READ, memberProfileOf, type MemberRead } from "../accounts/member-read.server.ts";
import { sharedRead, sharedReadsOn } from "../cache/shared-reads.server.ts";
import type { Database } from "../db/client.server.ts";
import { isRegionOf, localizedRegions, type RegionNames, type RegionSite } from "../geo/regions.server.ts";
import { memberSearchFilters, profileImages, profiles } from "../db/schema.ts";
import {
  birthDateRange,
  cardImageColumns,
  cardProfileColumns,
  likedAmong,
  likedColumn,
  mainImageFor,
  siteScope,
  toProfileCard,
  viewerScope,
  type PhotoAudience,
} from "../profiles/pool.server.ts";
import type { SearchQuery } from "./params.server.ts";

export type { SearchAnswer };

/** A filter value the site or member cannot use: the API answers 400 naming the parameter. */
/** Matches are counted up to this many; beyond it the answer says `capped` ("more than 1,000"). */
export const COUNT_CAP = 1_000;

export class SearchFilterError extends Error {
  override name = "SearchFilterError";
  constructor(
    readonly param: string,
    message: string,
  ) {
    super(message);
  }
}

export type Searcher = {
  site: Site;
  user: SessionUser | null;
  /** The searcher's own profile: its country decides the offered countries; gender and age the first filters. */
  profile: { id: number; country: string | null; gender?: string | null; dateOfBirth?: string | null } | null;
  /** How the answer names regions (the screen's language); the dataset's names when absent. */
  regionNames?: RegionNames;
  /** The member's saved filters as this request read them with the member (undefined: not read yet). */
  savedFilters?: Partial<SearchFilters> | null;
  /** The profiles of the member's blocked pairs (decision 083), when few enough to leave out of a shared page. */
  blockedPairs?: number[] | null;
  /** The profiles the member likes, as read with the member, when few enough (null: ask the database). */
  likedProfiles?: ReadonlySet<number> | null;
};

/** docs/product/search.md#who-may-search: members always; visitors when the site opens its search to them, or to traffic-source visitors. */
export function canSearch(site: Site, loggedIn: boolean, trafficSource: string | null): boolean {
  if (loggedIn || site.logged_out_search !== "none") return true;
  return site.logged_out_search_trafficsource !== "none" && Boolean(trafficSource);
}

/** The country a searcher starts from: their own when the site serves it, else the site's first. */
export function homeCountry(site: Site, ownCountry: string | null | undefined): string {
  return ownCountry && site.countries.includes(ownCountry) ? ownCountry : site.countries[0]!;
}

/**
 * The countries offered: the home country with its neighbour (when the site
 * serves it), and every country of the site when the theme's "search across all
 * countries" switch is on and the client asks for it.
 */
export function offeredCountries(site: Site, ownCountry: string | null | undefined, searchAllCountries: boolean): string[] {
  const home = homeCountry(site, ownCountry);
  const neighbour = COUNTRY_NEIGHBOURS[home];
  const list = [home];
  if (neighbour && site.countries.includes(neighbour)) list.push(neighbour);
  if (searchAllCountries && hasFeature(site.features, "profileSearch.searchAllCountries")) {
    for (const country of site.countries) if (!list.includes(country)) list.push(country);
  }
  return list;
}

export function siteDefaultFilters(site: Site, home: string): SearchFilters {
  return {
    gender: site.search_defaults.gender ?? "",
    min_age: Math.max(site.search_defaults.min_age, site.min_age),
    max_age: site.search_defaults.max_age,
    country: home,
    countryregion: "",
  };
}

/**
 * Where a member without saved filters starts: the site's defaults, but looking for the other gender (where the
 * site does not set one) and in the spec's age range their own age falls in (where the site's defaults span every
 * age), so a new member's first results are people who could be a match rather than everyone in relevance order.
 */
export function memberDefaultFilters(site: Site, home: string, profile: Searcher["profile"], today = new Date()): SearchFilters {
  const defaults = siteDefaultFilters(site, home);
  if (!profile) return defaults;
  const gender =
    !site.search_defaults.gender && (profile.gender === "male" || profile.gender === "female") ? otherGender(profile.gender) : null;
  const age = profile.dateOfBirth ? ageFromDateOfBirth(profile.dateOfBirth, today) : null;
  const everyAge = defaults.min_age <= Math.max(18, site.min_age) && defaults.max_age >= MAX_AGE;
  const range = age !== null && everyAge ? AGE_RANGES.find((r) => r.id !== "all" && age >= r.min && age <= r.max) : undefined;
  return {
    ...defaults,
    gender: gender ?? defaults.gender,
    min_age: range ? Math.max(range.min, site.min_age) : defaults.min_age,
    max_age: range ? range.max : defaults.max_age,
  };
}

function otherGender(gender: "male" | "female"): "male" | "female" {
  return gender === "male" ? "female" : "male";
}

async function readSavedFilters(db: Database, userId: number): Promise<Partial<SearchFilters> | null> {
  const [row] = await db.select().from(memberSearchFilters).where(eq(memberSearchFilters.userId, userId)).limit(1);
  return asFilters(row ?? null);
}

function asFilters(row: MemberRead["filters"]): Partial<SearchFilters> | null {
  if (!row) return null;
  return {
    gender: row.gender ?? "",
    min_age: row.minAge,
    max_age: row.maxAge,
    country: row.country ?? "",
    countryregion: row.countryregion ?? "",
  };
}

export async function saveFilters(db: Database, userId: number, filters: SearchFilters) {
  const values = {
    gender: filters.gender || null,
    minAge: filters.min_age,
    maxAge: filters.max_age,
    country: filters.country || null,
    countryregion: filters.countryregion || null,
    updatedAt: new Date(),
  };
  await db
    .insert(memberSearchFilters)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberSearchFilters.userId, set: values });
}

/** Drops what no longer fits (a country the site stopped serving, a region outside the country). */
function sanitize(filters: SearchFilters, offered: string[], site: Site): SearchFilters {
  const country = filters.country === "" || offered.includes(filters.country) ? filters.country : offered[0]!;
  const region = country && isRegionOf(country, filters.countryregion, site) ? filters.countryregion : "";
  const minAge = Math.min(Math.max(filters.min_age, site.min_age), MAX_AGE);
  return { ...filters, country, countryregion: region, min_age: minAge, max_age: Math.max(minAge, Math.min(filters.max_age, MAX_AGE)) };
}

/** Checks manual filters against what the searcher may use; throws SearchFilterError naming the parameter. */
function validateManual(filters: SearchFilters, allowedCountries: string[], site: RegionSite) {
  if (filters.country && !allowedCountries.includes(filters.country)) {
    throw new SearchFilterError("country", `${filters.country} is not offered here; choose one of ${allowedCountries.join(", ")}.`);
  }
  if (filters.countryregion) {
    if (!filters.country) throw new SearchFilterError("countryregion", "A region needs a country.");
    if (!isRegionOf(filters.country, filters.countryregion, site)) {
      throw new SearchFilterError("countryregion", `${filters.countryregion} is not a region of ${filters.country}.`);
    }
  }
  if (filters.min_age > filters.max_age) throw new SearchFilterError("min_age", "must not be above max_age");
}

/** The profile's main photo is not flagged as nude (a profile without a photo passes). */
const mainPhotoNotNude = sql`not exists (select 1 from ${profileImages} where ${profileImages.id} = ${profiles.mainImageId} and ${profileImages.nude})`;

export function searchConditions(filters: SearchFilters, countries: string[], exclude: number[], today = new Date()): SQL[] {
  const conditions: SQL[] = [];
  conditions.push(filters.country ? eq(profiles.country, filters.country) : inArray(profiles.country, countries));
  if (filters.countryregion) conditions.push(eq(profiles.countryregion, filters.countryregion));
  if (filters.gender) conditions.push(eq(profiles.gender, filters.gender));
  const { from, to } = birthDateRange(filters.min_age, filters.max_age, today);
  if (filters.min_age > 18) conditions.push(lte(profiles.dateOfBirth, to));
  // No bound at either end of the scale: "over 65" keeps everyone older, "all" keeps unknown ages.
  if (filters.max_age < MAX_AGE) conditions.push(gte(profiles.dateOfBirth, from));
  if (exclude.length) conditions.push(notInArray(profiles.id, exclude));
  return conditions;
}

type Found = { profiles: ProfileCardData[]; numResults: number; capped: boolean };

type FindOptions = {
  filters: SearchFilters;
  countries: string[];
  exclude: number[];
  page: number;
  pp: number;
  viewerUserId: number | null;
  /** The searcher's profile: profiles of a pair blocked either way are not found (decision 083). */
  viewerProfileId?: number | null;
  /**
   * The profiles of the searcher's blocked pairs, as read with the member: given, a member's page may come from the
   * matches shared by every member searching the same filters (decision 116).
   */
  blockedPairs?: number[] | null;
  /** The profiles the member likes, as read with the member: a shared page's hearts then need no statement. */
  likedProfiles?: ReadonlySet<number> | null;
  /** Whose photos show (decision 071): a member's search shows post-moderated uploads, a public page approved only. */
  audience?: PhotoAudience;
  /** Leave out profiles whose main photo a moderator flagged as nude (the search's `hideNudity`). */
  hideNudity?: boolean;
};

/**
 * One page of matching profiles in relevance order (decision 018: a photo and a complete profile
 * first, then the most recently active), and the number of matches. Only profiles of the site's
 * scope (decision 017) match.
 */
export async function findProfiles(db: Database, site: Site, options: FindOptions): Promise<Found> {
  const { exclude, page, pp, viewerUserId, viewerProfileId = null, blockedPairs } = options;
  const audience = options.audience ?? (viewerUserId ? "member" : "public");
  if (viewerUserId && viewerProfileId && blockedPairs && sharedReadsOn()) {
    const excluded = new Set([...exclude, ...blockedPairs]);
    if (page * pp <= SHARED_MEMBER_RESULTS && excluded.size <= MAX_EXCLUDED) {
      return sharedMemberPage(db, site, { ...options, audience }, viewerUserId, excluded);
    }
  }
  const where = and(
    ...viewerScope(site, viewerProfileId),
    ...searchConditions(options.filters, options.countries, exclude),
    ...(options.hideNudity ? [mainPhotoNotNude] : []),
  );
  // The page's ids come from an index-only scan; only those rows are read in full, with whether the member likes them.
  const page_ = db
    .select({ id: profiles.id, searchQuality: profiles.searchQuality, lastActiveAt: profiles.lastActiveAt })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.searchQuality), desc(profiles.lastActiveAt), desc(profiles.id))
    .limit(pp)
    .offset((page - 1) * pp)
    .as("page");
  const [rows, [total]] = await Promise.all([
    db
      .select({ profile: cardProfileColumns, image: cardImageColumns, liked: likedColumn(viewerUserId) })
      .from(page_)
      .innerJoin(profiles, eq(profiles.id, page_.id))
      .leftJoin(profileImages, mainImageFor(site, audience))
      .orderBy(desc(page_.searchQuality), desc(page_.lastActiveAt), desc(page_.id)),
    // Counting stops at COUNT_CAP: an exact count of a broad search over a large pool
    // costs more than the page itself, and nobody pages through a thousand profiles.
    db.select({ n: count() }).from(
      db
        .select({ id: profiles.id })
        .from(profiles)
        .where(where)
        .limit(COUNT_CAP + 1)
        .as("matches"),
    ),
  ]);
  const counted = total?.n ?? 0;
  return {
    profiles: rows.map(({ profile, image, liked }) => toProfileCard(profile, image, site, liked)),
    numResults: Math.min(counted, COUNT_CAP),
    capped: counted > COUNT_CAP,
  };
}

// ─── Member search pages shared per filter set (decision 116) ────────────────

/** Members share the first five pages of a filter set's matches. */
const SHARED_MEMBER_RESULTS = 5 * SEARCH_PAGE_SIZE;
/** A member's own exclusions: the blocked pairs the member read holds at most, their own profile and a model profile. */
const MAX_EXCLUDED = BLOCKED_PAIRS_READ + 2;
/**
 * The matches' ids kept per filter set: past COUNT_CAP by as many as a member may leave out, so that what remains of
 * a long list still tells "more than COUNT_CAP", and a shorter list is every match (an exact count after exclusions).
 */
const SHARED_IDS = COUNT_CAP + 1 + MAX_EXCLUDED;
/** Cards kept for the first ids: the shared pages, and a page more for what members leave out. */
const SHARED_CARDS = SHARED_MEMBER_RESULTS + SEARCH_PAGE_SIZE;
/** Fresher than the visitors' shared pages: members watch who is online. */
const SHARED_MEMBER_MS = 10_000;

type CardRow = { profile: Parameters<typeof toProfileCard>[0]; image: Parameters<typeof toProfileCard>[1] };

/**
 * Every match of a filter set in relevance order, for every member of the site: the site's scope and the filters,
 * nothing of any one member (blocks, the member's own profile and likes are applied per request). Cards for the first ids.
 */
function sharedMatches(db: Database, site: Site, { filters, countries, audience, hideNudity }: FindOptions & { audience: PhotoAudience }) {
  const key = [
    "member-search",
    site.id,
    audience,
    hideNudity ? "no-nudity" : "",
    countries.join(","),
    filters.gender,
    filters.min_age,
    filters.max_age,
    filters.country,
    filters.countryregion,
  ].join("\n");
  return sharedRead(
    key,
    async () => {
      const where = and(...siteScope(site), ...searchConditions(filters, countries, []), ...(hideNudity ? [mainPhotoNotNude] : []));
      const ids = (
        await db
          .select({ id: profiles.id })
          .from(profiles)
          .where(where)
          .orderBy(desc(profiles.searchQuality), desc(profiles.lastActiveAt), desc(profiles.id))
          .limit(SHARED_IDS)
      ).map((row) => row.id);
      return { ids, cards: await cardRows(db, site, audience, ids.slice(0, SHARED_CARDS)) };
    },
    SHARED_MEMBER_MS,
  );
}

async function cardRows(db: Database, site: Site, audience: PhotoAudience, ids: number[]): Promise<Map<number, CardRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ profile: cardProfileColumns, image: cardImageColumns })
    .from(profiles)
    .leftJoin(profileImages, mainImageFor(site, audience))
    .where(and(inArray(profiles.id, ids), ...siteScope(site)));
  return new Map(rows.map((row) => [row.profile.id, row]));
}

/** A member's page of the shared matches: without the member's exclusions, with the member's own likes. */
async function sharedMemberPage(
  db: Database,
  site: Site,
  options: FindOptions & { audience: PhotoAudience },
  userId: number,
  excluded: Set<number>,
): Promise<Found> {
  const { page, pp } = options;
  const shared = await sharedMatches(db, site, options);
  const ids = shared.ids.filter((id) => !excluded.has(id));
  // A list cut at SHARED_IDS keeps more than COUNT_CAP after any member's exclusions; a shorter one is every match.
  const counted = shared.ids.length < SHARED_IDS ? ids.length : COUNT_CAP + 1;
  const pageIds = ids.slice((page - 1) * pp, page * pp);
  const missing = pageIds.filter((id) => !shared.cards.has(id));
  const [more, liked] = await Promise.all([
    cardRows(db, site, options.audience, missing),
    options.likedProfiles ?? likedAmong(db, userId, pageIds),
  ]);
  return {
    profiles: pageIds.flatMap((id) => {
      const row = shared.cards.get(id) ?? more.get(id);
      return row ? [toProfileCard(row.profile, row.image, site, liked.has(id))] : [];
    }),
    numResults: Math.min(counted, COUNT_CAP),
    capped: counted > COUNT_CAP,
  };
}

function choicesFor(offered: string[], country: string, names: RegionNames | undefined, site: RegionSite): SearchChoices {
  const regions = country ? localizedRegions(country, names?.language ?? "en", names?.translate ?? (() => null), site) : [];
  return { gender: GENDERS, age_ranges: AGE_RANGES, country: offered, countryregion: regions };
}

/**
 * `GET /api/search.php` and the search screens. Modes (docs/product/search.md#modes and docs/product/api.md#search):
 * - automatic (`auto_load`, the first load): the member's saved filters, or the site's defaults;
 * - manual (`manual_search`, or any filter given): the given filters, saved for the member unless `do_not_save`;
 * - similar (`similarpage`): like a profile (or the given filters), ages widened by 5 years each side, no region, never saved.
 */
/**
 * The query without the filters the site does not offer (`search_fields`): a hidden filter is not
 * the searcher's to set, whatever the request says; the search then uses the site's default for it.
 */
export function onlyOfferedFields(site: Pick<Site, "search_fields">, query: SearchQuery): SearchQuery {
  const offers = new Set<string>(site.search_fields);
  return {
    ...query,
    gender: offers.has("gender") ? query.gender : undefined,
    min_age: offers.has("age") ? query.min_age : undefined,
    max_age: offers.has("age") ? query.max_age : undefined,
    country: offers.has("country") ? query.country : undefined,
    countryregion: offers.has("countryregion") ? query.countryregion : undefined,
  };
}

/** Filters the site does not offer take the site's defaults (also over a member's saved ones). */
function withDefaultsForHidden(site: Site, filters: SearchFilters, defaults: SearchFilters): SearchFilters {
  const offers = new Set<string>(site.search_fields);
  return {
    gender: offers.has("gender") ? filters.gender : defaults.gender,
    min_age: offers.has("age") ? filters.min_age : defaults.min_age,
    max_age: offers.has("age") ? filters.max_age : defaults.max_age,
    country: offers.has("country") ? filters.country : defaults.country,
    countryregion:
      offers.has("countryregion") && (offers.has("country") || filters.country === defaults.country) ? filters.countryregion : "",
  };
}

/** A similar search's model profile as the caller already read it (within the viewer's scope): not read again. */
export type SimilarModel = { id: number; gender: "male" | "female" | null; country: string | null; age: number | null };

export async function runSearch(
  db: Database,
  searcher: Searcher,
  requested: SearchQuery,
  { model }: { model?: SimilarModel } = {},
): Promise<SearchAnswer> {
  const { site, user, profile } = searcher;
  const query = onlyOfferedFields(site, requested);
  const pp = query.pp ?? SEARCH_PAGE_SIZE;
  const allCountries = query.searchAllCountries === true;
  const offered = offeredCountries(site, profile?.country, allCountries);
  const home = offered[0]!;
  const exclude = profile ? [profile.id] : [];

  if (query.similarpage !== undefined) {
    const base: SearchFilters = { gender: "", min_age: site.min_age, max_age: MAX_AGE, country: "", countryregion: "" };
    if (query.profile !== undefined) {
      // Only a profile this site shows (or the searcher's own) can be the model: no probing other brands' members by id.
      const own = profile?.id === query.profile;
      const like: SimilarModel | undefined =
        model?.id === query.profile
          ? model
          : await db
              .select({ id: profiles.id, gender: profiles.gender, country: profiles.country, dateOfBirth: profiles.dateOfBirth })
              .from(profiles)
              .where(and(eq(profiles.id, query.profile), ...(own ? [] : viewerScope(site, profile?.id))))
              .limit(1)
              .then(([row]) => row && { ...row, gender: row.gender ?? null, age: ageFromDateOfBirth(row.dateOfBirth) });
      if (!like) throw new SearchFilterError("profile", `There is no profile ${query.profile}.`);
      const age = like.age;
      base.gender = like.gender ?? "";
      base.country = like.country && site.countries.includes(like.country) ? like.country : "";
      if (age !== null) base.min_age = base.max_age = age;
      exclude.push(like.id);
    }
    const given: SearchFilters = {
      gender: query.gender ?? base.gender,
      min_age: query.min_age ?? base.min_age,
      max_age: query.max_age ?? base.max_age,
      country: query.country ?? base.country,
      countryregion: "",
    };
    // The countries the searcher may search (the theme's all-countries switch applies here too),
    // plus the country of the profile they resemble.
    const allowed = base.country && !offered.includes(base.country) ? [...offered, base.country] : offered;
    // Only ages the caller gives are checked; a profile's own age may lie outside the site's range.
    const clampAge = (age: number) => Math.min(MAX_AGE, Math.max(site.min_age, age));
    validateManual(
      { ...given, min_age: query.min_age ?? clampAge(given.min_age), max_age: query.max_age ?? clampAge(given.max_age) },
      allowed,
      site,
    );
    const filters: SearchFilters = {
      ...given,
      min_age: clampAge(given.min_age - SIMILAR_AGE_WIDENING),
      max_age: clampAge(given.max_age + SIMILAR_AGE_WIDENING),
    };
    const page = query.similarpage;
    const found = await findProfiles(db, site, {
      filters,
      countries: allowed,
      exclude,
      page,
      pp,
      viewerUserId: user?.id ?? null,
      viewerProfileId: profile?.id,
      blockedPairs: searcher.blockedPairs,
      likedProfiles: searcher.likedProfiles,
      hideNudity: query.hideNudity === true,
    });
    return answer(found, filters, offered, page, pp, true, searcher.regionNames, site);
  }

  const filterGiven = [query.gender, query.min_age, query.max_age, query.country, query.countryregion].some((v) => v !== undefined);
  const manual = query.manual_search === true || (query.auto_load !== true && filterGiven);
  let filters: SearchFilters;
  if (manual) {
    const minAge = query.min_age ?? site.min_age;
    const maxAge = query.max_age ?? MAX_AGE;
    if (minAge > maxAge) throw new SearchFilterError("min_age", "must not be above max_age");
    // The age ranges start at 18; on a site whose members must be older, a range starts at the site's minimum.
    const floor = Math.max(minAge, site.min_age);
    filters = withDefaultsForHidden(
      site,
      {
        gender: query.gender ?? "",
        min_age: floor,
        max_age: Math.max(floor, maxAge),
        country: query.country ?? "",
        countryregion: query.countryregion ?? "",
      },
      siteDefaultFilters(site, home),
    );
    validateManual(filters, offered, site);
    if (user && query.do_not_save !== true) await saveFilters(db, user.id, filters);
  } else {
    // Read with the member (the session's statement on a page), else here.
    const saved = searcher.savedFilters !== undefined ? searcher.savedFilters : user ? await readSavedFilters(db, user.id) : null;
    const defaults = memberDefaultFilters(site, home, profile);
    filters = sanitize(withDefaultsForHidden(site, { ...defaults, ...saved }, defaults), offered, site);
  }
  const page = query.page ?? 1;
  const found = await findProfiles(db, site, {
    filters,
    countries: offered,
    exclude,
    page,
    pp,
    viewerUserId: user?.id ?? null,
    viewerProfileId: profile?.id,
    blockedPairs: searcher.blockedPairs,
    likedProfiles: searcher.likedProfiles,
    hideNudity: query.hideNudity === true,
  });
  return answer(found, filters, offered, page, pp, false, searcher.regionNames, site);
}

function answer(
  found: { profiles: ProfileCardData[]; numResults: number; capped: boolean },
  filters: SearchFilters,
  offered: string[],
  page: number,
  pp: number,
  similar: boolean,
  names: RegionNames | undefined,
  site: RegionSite,
): SearchAnswer {
  return {
    profiles: found.profiles,
    paging: { page, pp, num_results: found.numResults, num_pages: Math.max(1, Math.ceil(found.numResults / pp)), capped: found.capped },
    filter_options: filters,
    choices: choicesFor(offered, filters.country, names, site),
    similar,
  };
}

/** The searcher behind a session: their profile's id and country, saved filters and blocked pairs (the member read). */
export async function searcherFor(db: Database, site: Site, user: SessionUser | null, regionNames?: RegionNames): Promise<Searcher> {
  if (!user) return { site, user, profile: null, regionNames };
  const row = await memberProfileOf(db, user);
  if (!row) return { site, user, profile: null, regionNames };
  const { profile } = row;
  return {
    site,
    user,
    profile: { id: profile.id, country: profile.country, gender: profile.gender, dateOfBirth: profile.dateOfBirth },
    regionNames,
    savedFilters: asFilters(row.filters),
    blockedPairs: row.blockedPairs,
    likedProfiles: row.likedProfiles,
  };
}
