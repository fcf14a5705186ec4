import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles } from "#app/.server/db/schema.ts";
import { LANDER_DESIGNS } from "#app/landers/types.ts";
import { appRequest } from "#tests/support/app.ts";

/**
 * An invitation-only site (sites/gay.ts: `signups: with_trafficsource`) never promises a free sign-up to a visitor
 * who cannot sign up, and says how to get in; a referred visitor gets the form as before.
 */
const GAY = "gay.localhost";
const FREE_PROMISES = ["Gratis aanmelden", "Meld je gratis aan", "Maak je gratis account", "Maak een gratis account", "gratis account"];
let memberId = 0;

beforeAll(async () => {
  const db = await getDb();
  const rows = await db
    .insert(profiles)
    .values(
      Array.from({ length: 6 }, (_, i) => ({
        name: `Invite member ${i}`,
        gender: "male" as const,
        dateOfBirth: `198${i}-05-01`,
        country: "NL",
        countryregion: "NL-NH",
        city: "Amsterdam",
        language: "nl",
      })),
    )
    .returning({ id: profiles.id });
  for (const { id } of rows) {
    const [image] = await db
      .insert(profileImages)
      .values({ profileId: id, filename: `m/${id}.jpg`, thumbFilename: `m/${id}-t.jpg`, width: 800, height: 1000 })
      .returning();
    await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, id));
  }
  memberId = rows[0]!.id;
});

/** The page as a visitor reads it: without its scripts (the inlined messages hold every text of the language). */
const page = async (path: string, host = GAY) => {
  const res = await appRequest(path, { host, cookie: "i18n_redirected=nl" });
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
};

function expectNoFreePromise(html: string, path: string) {
  for (const promise of FREE_PROMISES) expect(html, `${path} promises "${promise}"`).not.toContain(promise);
}

describe("an invitation-only site without a traffic source", () => {
  it("home: the hero and the header say joining is by invitation, and no sign-up form is offered", async () => {
    const html = await page("/");
    expectNoFreePromise(html, "/");
    expect(html).toMatch(/<a [^>]*href="\/signup"[^>]*>Lid worden<\/a>/);
    expect(html).toContain("Nieuwe leden komen binnen op uitnodiging");
    expect(html).not.toContain('name="password"');
  });

  it("/signup explains how to get in", async () => {
    const html = await page("/signup");
    expectNoFreePromise(html, "/signup");
    expect(html).toContain('data-slot="signup-invite-only"');
    expect(html).toContain("open de link in je uitnodiging");
  });

  it("/login links to how to become a member", async () => {
    const html = await page("/login");
    expectNoFreePromise(html, "/login");
    expect(html).toContain("Hoe word ik lid?");
  });

  for (const design of LANDER_DESIGNS) {
    it(`the ${design} lander offers no form that cannot succeed`, async () => {
      const path = `/landers/${design}/gay-spring`;
      const html = await page(path);
      expectNoFreePromise(html, path);
      expect(html).not.toContain('data-slot="signup-account"');
      if (html.includes('data-slot="free-note"')) expect(html).toContain("Op uitnodiging · Discreet");
    });
  }

  it("a member lander and a member's profile", async () => {
    for (const path of [`/members/${memberId}/signup`, `/members/${memberId}/landing`]) {
      const html = await page(path);
      expectNoFreePromise(html, path);
      expect(html).not.toContain('data-slot="signup-account"');
      expect(html).toContain("Lid worden kan op uitnodiging");
    }
  });
});

describe("the same site with a traffic source", () => {
  it("offers the free sign-up and its form", async () => {
    const lander = await page("/landers/gallery/gay-spring?network=n1");
    expect(lander).toContain('data-slot="signup-account"');
    expect(lander).toContain("Gratis aanmelden");
    const home = await page("/?network=n1");
    expect(home).toContain("Meld je gratis aan en begin met flirten");
    expect(home).toContain('name="password"');
  });
});

describe("a site open to everyone", () => {
  it("keeps its free sign-up texts", async () => {
    const html = await page("/", "classic.localhost");
    expect(html).toContain("Gratis aanmelden");
    expect(html).not.toContain("Nieuwe leden komen binnen op uitnodiging");
  });
});
