import { and, count, countDistinct, eq, isNotNull, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { creditEntries, profileImages, profiles, users } from "#app/.server/db/schema.ts";
import { balanceOf } from "#app/.server/credits/ledger.server.ts";
import { DEMO_PASSWORD, demoPool, refreshPoolActivity, seedDatabase } from "#app/.server/db/seed.server.ts";
import { portraitSvg } from "#app/.server/db/portrait.ts";
import { storage } from "#app/.server/storage/storage.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";

describe("demo seed", () => {
  beforeAll(async () => {
    await seedDatabase(await getDb());
  }, 120_000);

  it("creates at least 2,000 profiles over the demo sites' countries, both genders, ages 18–80", async () => {
    const db = await getDb();
    const [total] = await db.select({ n: count() }).from(profiles);
    expect(total!.n).toBeGreaterThanOrEqual(2000);
    const countries = new Set(siteRegistry.sites.flatMap((s) => s.countries));
    const rows = await db.select({ country: profiles.country, n: count() }).from(profiles).groupBy(profiles.country);
    expect(new Set(rows.map((r) => r.country))).toEqual(countries);
    const genders = await db.select({ gender: profiles.gender, n: count() }).from(profiles).groupBy(profiles.gender);
    expect(genders.map((g) => g.gender).sort()).toEqual(["female", "male"]);
    const [range] = await db
      .select({
        youngest: sql<number>`min(date_part('year', age(${profiles.dateOfBirth}::date)))`,
        oldest: sql<number>`max(date_part('year', age(${profiles.dateOfBirth}::date)))`,
      })
      .from(profiles);
    expect(Number(range!.youngest)).toBeGreaterThanOrEqual(18);
    expect(Number(range!.oldest)).toBeLessThanOrEqual(80);
  });

  it("gives profiles regions, cities, several text languages, some fictional flags and avatar files", async () => {
    const db = await getDb();
    const [withPlace] = await db
      .select({ n: count() })
      .from(profiles)
      .where(and(isNotNull(profiles.countryregion), isNotNull(profiles.city)));
    const [total] = await db.select({ n: count() }).from(profiles);
    expect(withPlace!.n).toBe(total!.n);
    const languages = await db.selectDistinct({ language: profiles.language }).from(profiles);
    expect(languages.length).toBeGreaterThanOrEqual(5);
    const [fictional] = await db.select({ n: count() }).from(profiles).where(eq(profiles.fictional, true));
    expect(fictional!.n).toBeGreaterThan(0);
    expect(fictional!.n).toBeLessThan(total!.n / 2);
    const [image] = await db.select().from(profileImages).limit(1);
    const svg = new TextDecoder().decode((await storage.get(image!.filename))!);
    expect(svg).toContain("<svg");
    const [withoutMain] = await db
      .select({ n: count() })
      .from(profiles)
      .where(sql`${profiles.mainImageId} is null`);
    expect(withoutMain!.n).toBe(0);
  });

  it("is deterministic: the same pool from the same site files, and that pool is what the database holds", async () => {
    const first = demoPool().pool;
    expect(demoPool().pool).toEqual(first);
    const db = await getDb();
    const rows = await db
      .select({
        name: profiles.name,
        gender: profiles.gender,
        dateOfBirth: profiles.dateOfBirth,
        country: profiles.country,
        city: profiles.city,
      })
      .from(profiles)
      .orderBy(profiles.id)
      .limit(first.length);
    expect(rows).toEqual(
      first.map((profile) => ({
        name: profile.name,
        gender: profile.gender,
        dateOfBirth: profile.dateOfBirth,
        country: profile.country,
        city: profile.city,
      })),
    );
    // Generating the pool twice takes seconds on a busy machine.
  }, 120_000);

  it("leaves the planner fresh statistics (ANALYZE), so the first searches are not planned for empty tables", async () => {
    const db = await getDb();
    // reltuples is -1 until a table is analysed or vacuumed; inserts alone never set it.
    const rows = await db.execute<{ relname: string; reltuples: number }>(
      sql`select relname, reltuples from pg_class where relname in ('profiles', 'profile_images', 'users') order by relname`,
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { relname: string; reltuples: number }[] }).rows).map((r) => [
      r.relname,
      Number(r.reltuples) > 0,
    ]);
    expect(list).toEqual([
      ["profile_images", true],
      ["profiles", true],
      ["users", true],
    ]);
  });

  it("creates the paid and free demo members on every site; they can log in", async () => {
    const db = await getDb();
    for (const site of siteRegistry.sites) {
      const members = await db.select().from(users).where(eq(users.siteId, site.id));
      const paid = members.find((m) => m.email === "paid@example.com")!;
      const free = members.find((m) => m.email === "free@example.com")!;
      expect(paid.paidUser).toBe(true);
      expect(await balanceOf(db, paid.id)).toBe(250);
      expect(await balanceOf(db, free.id)).toBe(0);
      expect(free.paidUser).toBe(false);
      expect(Date.now() - free.signupDate.getTime()).toBeGreaterThan(4 * 24 * 60 * 60 * 1000);
    }
    const [withCredits] = await db.select({ n: countDistinct(creditEntries.userId) }).from(creditEntries);
    expect(withCredits!.n).toBe(siteRegistry.sites.length);

    const login = await appRequest("/login", {
      host: "gay.localhost",
      method: "POST",
      body: new URLSearchParams({ email: "free@example.com", password: DEMO_PASSWORD }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(login.status).toBe(302);
    const me = await appRequest("/api/user.php", { host: "gay.localhost", cookie: cookiesFrom(login) });
    expect(((await me.json()) as { user: { paid_user: boolean } }).user.paid_user).toBe(false);
  });
});

describe("demo activity that agrees with itself", () => {
  it("seeds some members online now and more active today, and a restart days later shifts the pool back to now", async () => {
    const db = await getDb();
    const activity = async () => {
      const [row] = await db
        .select({
          online: sql<number>`count(*) filter (where ${profiles.lastActiveAt} > now() - interval '15 minutes')`,
          today: sql<number>`count(*) filter (where ${profiles.lastActiveAt} > now() - interval '1 day')`,
          total: count(),
        })
        .from(profiles)
        .where(sql`not exists (select 1 from ${users} u where u.profile_id = ${profiles.id})`);
      return { online: Number(row!.online), today: Number(row!.today), total: Number(row!.total) };
    };
    const fresh = await activity();
    expect(fresh.online).toBeGreaterThan(fresh.total * 0.02);
    expect(fresh.today).toBeGreaterThan(fresh.total * 0.1);
    expect(fresh.today).toBeLessThan(fresh.total * 0.3);
    // Three days later nobody would be online; the start in demo mode shifts the spread so the newest is now.
    await db.execute(sql`update profiles set last_active_at = last_active_at - interval '3 days'`);
    expect((await activity()).online).toBe(0);
    expect(await refreshPoolActivity(db)).toBe(true);
    expect(await activity()).toEqual(fresh);
    // Within a day of the last shift, a restart leaves it alone.
    expect(await refreshPoolActivity(db)).toBe(false);
  });

  it("draws illustrated portraits that follow gender and age", async () => {
    const young = portraitSvg({ seed: "a", gender: "female", age: 25 });
    expect(young).toContain("<svg");
    expect(portraitSvg({ seed: "a", gender: "female", age: 25 })).toBe(young);
    expect(portraitSvg({ seed: "b", gender: "female", age: 25 })).not.toBe(young);
    // Grey hair is drawn for most profiles over 60 and none under 48.
    const grey = (age: number) =>
      Array.from({ length: 50 }, (_, i) => portraitSvg({ seed: `p${i}`, gender: "male", age })).filter((svg) =>
        /#e8e1e1|#ecdcbf/i.test(svg),
      ).length;
    expect(grey(30)).toBe(0);
    expect(grey(70)).toBeGreaterThan(30);
  });
});
