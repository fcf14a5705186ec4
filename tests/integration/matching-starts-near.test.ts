import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles } from "#app/.server/db/schema.ts";
import { profileFieldDefinitions } from "#app/.server/profiles/fields.server.ts";
import { suggestedMembers } from "#app/.server/profiles/suggestions.server.ts";
import { memberDefaultFilters, runSearch, searcherFor } from "#app/.server/search/search.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { imperialHeight, measurementSystemOf } from "#app/profiles/measurements.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, createProfiles } from "#tests/support/factories.ts";
import { i18nInstanceFor } from "#app/middleware/i18n.server.ts";

/** A new member's first suggestions and results start near them: their country and its neighbour, the gender they look for, their age range. */
const classic = siteRegistry.sites.find((site) => site.id === "classic")!;
const lavish = siteRegistry.sites.find((site) => site.id === "lavish")!;
const born = (age: number) => `${2026 - age}-01-01`;

beforeAll(async () => {
  // Far away, old, or of the member's own gender: none of them should lead a 40-year-old Portland man's suggestions.
  const far = (["NZ", "IE", "AU", "GB"] as const).flatMap((country) =>
    Array.from({ length: 4 }, (_, i) => ({ name: `Far ${country} ${i}`, gender: "female" as const, dateOfBirth: born(41), country })),
  );
  const old = Array.from({ length: 6 }, (_, i) => ({
    name: `Old US ${i}`,
    gender: "female" as const,
    dateOfBirth: born(75),
    country: "US",
  }));
  const men = Array.from({ length: 6 }, (_, i) => ({ name: `Man US ${i}`, gender: "male" as const, dateOfBirth: born(40), country: "US" }));
  const near = [
    ...Array.from({ length: 3 }, (_, i) => ({ name: `Near US ${i}`, gender: "female" as const, dateOfBirth: born(40), country: "US" })),
    ...Array.from({ length: 3 }, (_, i) => ({ name: `Near CA ${i}`, gender: "female" as const, dateOfBirth: born(42), country: "CA" })),
  ];
  // The near ones are the least recently active: relevance alone would put the others first.
  const ids = await createProfiles([
    ...near.map((row) => ({ ...row, lastActiveAt: new Date(Date.now() - 86_400_000 * 30) })),
    ...far,
    ...old,
    ...men,
  ]);
  // Landers present profiles with a photo only.
  const db = await getDb();
  for (const { id } of ids) {
    const [image] = await db
      .insert(profileImages)
      .values({ profileId: id, filename: `m/${id}.jpg`, thumbFilename: `m/${id}-t.jpg`, width: 800, height: 1000 })
      .returning();
    await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, id));
  }
});

describe("where a member starts", () => {
  it("the default filters: the other gender where the site sets none, and the age range of the member's own age", () => {
    const man40 = { id: 1, country: "US", gender: "male", dateOfBirth: born(40) };
    expect(memberDefaultFilters(classic, "US", man40, new Date("2026-06-01"))).toMatchObject({
      gender: "female",
      min_age: 36,
      max_age: 45,
      country: "US",
    });
    // A niche site's own audience stays as the site file sets it (lavish: women 35–80).
    expect(memberDefaultFilters(lavish, "DE", man40, new Date("2026-06-01"))).toMatchObject({ gender: "female", min_age: 35, max_age: 80 });
    // A visitor has no profile: the site's defaults.
    expect(memberDefaultFilters(classic, "US", null)).toMatchObject({ min_age: 18, max_age: 100 });
  });

  it("sign-up suggestions come from the member's country and its neighbour, of the gender and age they look for", async () => {
    const member = await createMember({
      email: `portland-${Date.now()}@example.com`,
      gender: "male",
      dateOfBirth: born(40),
      country: "US",
    });
    const db = await getDb();
    const session = { id: member.user.id, profileId: member.profile.id } as Parameters<typeof suggestedMembers>[2];
    const names = (await suggestedMembers(db, classic, session)).map((m) => m.name);
    expect(names).toHaveLength(6);
    for (const name of names) expect(name).toMatch(/^Near (US|CA) /);
  });

  it("the member's first search is in their country, of the gender and age range they look for", async () => {
    const member = await createMember({ email: `first-${Date.now()}@example.com`, gender: "male", dateOfBirth: born(40), country: "US" });
    const db = await getDb();
    const session = { id: member.user.id, profileId: member.profile.id } as Parameters<typeof searcherFor>[2];
    const answer = await runSearch(db, await searcherFor(db, classic, session), { auto_load: true });
    expect(answer.filter_options).toMatchObject({ gender: "female", country: "US", min_age: 36, max_age: 45 });
    for (const card of answer.profiles) {
      expect(card.gender).toBe("female");
      expect(card.age).toBeGreaterThanOrEqual(36);
      expect(card.age).toBeLessThanOrEqual(45);
    }
  });
});

describe("measurements follow the site's country", () => {
  it("feet and inches on the US site, centimetres elsewhere; stored in centimetres", () => {
    expect(measurementSystemOf(classic)).toBe("imperial");
    expect(measurementSystemOf(lavish)).toBe("metric");
    expect(imperialHeight("170-179")).toBe("5′7″–5′10″");
    const heights = (site: typeof classic) => {
      const field = profileFieldDefinitions(site, i18nInstanceFor("en").t, 1000).find((f) => f.name === "height");
      return field?.type === "select" ? field.options.map((option) => `${option.value}=${option.label}`) : [];
    };
    expect(heights(classic)).toContain("170-179=5′7″–5′10″");
    expect(heights(lavish)).toContain("170-179=170–179 cm");
  });
});

describe("the map lander", () => {
  it("lists recently active members of the country it maps (the US map shows no one from New Zealand or Canada)", async () => {
    const html = await (await appRequest("/landers/maplanding/spring?network=n1")).text();
    const shown = [...html.matchAll(/>((?:Near|Far|Old|Man) [A-Z]{2} \d)</g)].map((match) => match[1]!);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name).toMatch(/ US /);
  });
});
