import { City } from "country-state-city";
import { count, sql } from "drizzle-orm";
import { isDemoSite, type Site } from "#app/site/registry.ts";
import { demoModeEnabled, siteRegistry } from "#app/site/sites.server.ts";
import type { Language } from "#app/site/locales.ts";
import { hashPassword } from "../accounts/password.server.ts";
import { creditCredits } from "../credits/ledger.server.ts";
import { env } from "../env.server.ts";
import { regionsOf } from "../geo/regions.server.ts";
import { ensureDemoStaff } from "../staff/demo-staff.server.ts";
import { storage } from "../storage/storage.server.ts";
import { portraitSvg } from "./portrait.ts";
import type { Database } from "./client.server.ts";
import { profileImages, profiles, users } from "./schema.ts";
import { COUNTRY_LANGUAGES, FIRST_NAMES, PERSONAL_VALUES, TEXT_PARTS } from "./seed-data.ts";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../accounts/demo-members.server.ts";

export { DEMO_MEMBERS, DEMO_PASSWORD };
const POOL_SIZE = 2400;
/** Fixed reference day, so the same seed gives the same birth dates on any day. */
const REFERENCE = Date.UTC(2026, 0, 1);
const DAY = 86_400_000;

/** mulberry32: small, fast, deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

type Region = { code: string; cities: string[] };

/** Regions (the one list of `geo/regions.server.ts`) that have cities in the dataset, per country. */
function seedRegionsOf(country: string): Region[] {
  return regionsOf(country)
    .map((region) => ({
      code: region.id,
      cities: City.getCitiesOfState(country, region.id.slice(country.length + 1)).map((city) => city.name),
    }))
    .filter((region) => region.cities.length > 0);
}

function isoDate(ms: number) {
  return new Date(ms).toISOString().slice(0, 10);
}

type NewProfile = typeof profiles.$inferInsert;

const MINUTE = 60_000;
/**
 * How long ago a seeded profile was last active, spread as on a living site so that the figures a page shows agree:
 * a few online now, some active today, most in the last weeks.
 */
export function seedInactivityMs(rng: { next: () => number; int: (min: number, max: number) => number }): number {
  const roll = rng.next();
  // Online ones at most 9 minutes ago: they stay online through the first minutes after a start (screenshots, demos).
  if (roll < 0.04) return rng.int(0, 9) * MINUTE;
  if (roll < 0.18) return rng.int(15, 24 * 60 - 1) * MINUTE;
  if (roll < 0.48) return rng.int(1, 6) * DAY + rng.int(0, 24 * 60 - 1) * MINUTE;
  return rng.int(7, 90) * DAY + rng.int(0, 24 * 60 - 1) * MINUTE;
}

function makeProfile(rng: ReturnType<typeof random>, country: string, regions: Region[]): NewProfile {
  const gender = rng.next() < 0.55 ? "female" : "male";
  const language: Language = rng.pick(COUNTRY_LANGUAGES[country] ?? ["en"]);
  // Skewed towards 25–50, the pool still spans 18–80.
  const age = rng.next() < 0.8 ? rng.int(22, 55) : rng.int(18, 79);
  const region = rng.pick(regions);
  const parts = TEXT_PARTS[language];
  const personal: Record<string, string> = {};
  for (const [field, values] of Object.entries(PERSONAL_VALUES)) {
    if (rng.next() < 0.8) personal[field] = rng.pick(values);
  }
  return {
    name: rng.pick(FIRST_NAMES[language][gender]),
    gender,
    dateOfBirth: isoDate(REFERENCE - age * 365.25 * DAY - rng.int(0, 360) * DAY),
    country,
    countryregion: region.code,
    city: rng.pick(region.cities),
    language,
    fictional: rng.next() < 0.12,
    personal,
    texts: {
      about_me: [rng.pick(parts.open), rng.pick(parts.middle), rng.pick(parts.middle), rng.pick(parts.close)]
        .filter((s, i, all) => all.indexOf(s) === i)
        .join(" "),
      looking_for: rng.pick(parts.looking),
    },
    // Relative to the reference day, so the pool is the same on any day; seeding shifts it to now.
    lastActiveAt: new Date(REFERENCE - seedInactivityMs(rng)),
  };
}

type SeededProfile = { id: number; gender: string | null; dateOfBirth: string | null };

async function insertImages(db: Database, rows: SeededProfile[], rng: ReturnType<typeof random>) {
  const images: (typeof profileImages.$inferInsert)[] = [];
  const writes: Promise<void>[] = [];
  for (const profile of rows) {
    const photos = rng.int(1, 3);
    const age = profile.dateOfBirth ? Math.floor((REFERENCE - Date.parse(profile.dateOfBirth)) / (365.25 * DAY)) : 35;
    for (let n = 0; n < photos; n++) {
      const key = `seed/portraits/${profile.id}-${n}.svg`;
      // One person, several photos: the first sets the look; the others vary the seed (expression, clothes).
      const svg = portraitSvg({ seed: `${profile.id}-${n}`, gender: profile.gender === "male" ? "male" : "female", age });
      writes.push(storage.put(key, svg));
      // SVG scales, so the thumbnail is the same file.
      // Seeded photos (the pool's and the demo members') count as approved (decision 071).
      images.push({
        profileId: profile.id,
        filename: key,
        thumbFilename: key,
        width: 400,
        height: 400,
        position: n,
        moderation: "approved",
      });
    }
  }
  await Promise.all(writes);
  for (let i = 0; i < images.length; i += 1000) await db.insert(profileImages).values(images.slice(i, i + 1000));
}

/**
 * The sites that get the demo members and demo staff (known e-mail and password): demo sites only, whose hosts no
 * real visitor reaches, and only in demo mode (decision 063), unless `SEED_DEMO=1` asks for them everywhere.
 */
export function demoMemberSites(sites: readonly Site[], seedDemo = env.SEED_DEMO === "1", demoMode = demoModeEnabled()): Site[] {
  return seedDemo ? [...sites] : demoMode ? sites.filter(isDemoSite) : [];
}

/**
 * The pool's profiles, generated from a fixed seed over the sites' countries;
 * also the generator and regions, which the demo members continue from.
 */
export function demoPool(sites: readonly Site[] = siteRegistry.sites) {
  const rng = random(20261122);
  const countries = [...new Set(sites.flatMap((site) => site.countries))].sort();
  const regions = new Map(countries.map((country) => [country, seedRegionsOf(country)]));
  const usable = countries.filter((country) => regions.get(country)!.length > 0);
  const pool: NewProfile[] = [];
  for (let i = 0; i < POOL_SIZE; i++) {
    const country = usable[i % usable.length]!;
    pool.push(makeProfile(rng, country, regions.get(country)!));
  }
  return { rng, regions, pool };
}

/**
 * The demo pool: POOL_SIZE profiles over every site's countries, and on each demo
 * site (see demoMemberSites) the two demo members. Deterministic for a given set of site files.
 */
export async function seedDatabase(
  db: Database,
  { sites = siteRegistry.sites, seedDemo }: { sites?: readonly Site[]; seedDemo?: boolean } = {},
) {
  const { rng, regions, pool } = demoPool(sites);
  const inserted: SeededProfile[] = [];
  for (let i = 0; i < pool.length; i += 500) {
    inserted.push(
      ...(await db
        .insert(profiles)
        .values(pool.slice(i, i + 500))
        .returning({ id: profiles.id, gender: profiles.gender, dateOfBirth: profiles.dateOfBirth })),
    );
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const memberProfiles: SeededProfile[] = [];
  for (const site of demoMemberSites(sites, seedDemo)) {
    const country = site.countries[0]!;
    const language = site.language ?? "en";
    for (const email of DEMO_MEMBERS) {
      const paid = email.startsWith("paid");
      const profile = makeProfile(rng, country, regions.get(country)!);
      const [row] = await db
        .insert(profiles)
        .values({
          ...profile,
          name: paid ? "Paul" : "Frank",
          // The demo members browse as men on every demo site.
          gender: "male",
          language,
          fictional: false,
        })
        .returning({ id: profiles.id, gender: profiles.gender, dateOfBirth: profiles.dateOfBirth });
      memberProfiles.push(row!);
      const [member] = await db
        .insert(users)
        .values({
          siteId: site.id,
          email,
          passwordHash,
          status: "active",
          profileId: row!.id,
          paidUser: paid,
          language,
          // The free member signed up long enough ago to qualify for webcam tiles.
          signupDate: new Date(Date.now() - (paid ? 30 : 10) * DAY),
        })
        .returning({ id: users.id });
      // The paying member starts with 250 credits: an opening entry of the ledger.
      if (paid) {
        await creditCredits(db, {
          userId: member!.id,
          amount: 250,
          kind: "opening",
          reference: "demo seed",
          idempotencyKey: `opening:${member!.id}`,
        });
      }
    }
  }

  await insertImages(db, [...inserted, ...memberProfiles], rng);
  await ensureDemoStaff(db, demoMemberSites(sites, seedDemo));
  await db.execute(sql`update profiles p set main_image_id = (select min(i.id) from profile_images i where i.profile_id = p.id)`);
  await refreshPoolActivity(db);
  // Fresh statistics for the planner: without them a just-seeded database plans the search and
  // count queries for empty tables until autovacuum (never, on PGlite) gets round to it.
  await db.execute(sql`analyze`);
  return { profiles: inserted.length + memberProfiles.length, members: memberProfiles.length };
}

export async function seedIfEmpty(db: Database) {
  const [row] = await db.select({ n: count() }).from(profiles);
  // A database seeded before the back office existed gets the demo staff now (where demo sites are enabled).
  if ((row?.n ?? 0) > 0) {
    await ensureDemoStaff(db, demoMemberSites(siteRegistry.sites));
    if (demoModeEnabled()) await refreshPoolActivity(db);
    return null;
  }
  const started = Date.now();
  const result = await seedDatabase(db);
  console.info(`Seeded ${result.profiles} profiles and ${result.members} demo members in ${Date.now() - started} ms`);
  return result;
}

/**
 * A demo left for days would show nobody online and "0 members active today": on a start in demo mode, the seeded
 * profiles (those without an account) keep their spread of activity but shifted so the most recent is now. At most
 * once a day, so restarts stay cheap.
 */
export async function refreshPoolActivity(db: Database, now = new Date()): Promise<boolean> {
  const result = (await db.execute(sql`
    with pool as (select p.id, p.last_active_at from profiles p where not exists (select 1 from users u where u.profile_id = p.id)),
         gap as (select ${now.toISOString()}::timestamptz - max(last_active_at) as by from pool)
    update profiles set last_active_at = profiles.last_active_at + gap.by
    from pool, gap
    where profiles.id = pool.id and gap.by > interval '1 day'
    returning 1 as shifted`)) as unknown as unknown[] | { rows: unknown[] };
  // postgres.js answers rows as an array, PGlite as `{ rows }`.
  return (Array.isArray(result) ? result : result.rows).length > 0;
}
