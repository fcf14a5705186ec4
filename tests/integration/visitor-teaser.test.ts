import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

/**
 * A site that keeps its member search for members (lavish; gay without a traffic source) shows visitors a teaser of
 * who is there, blurred, instead of a bare form (docs/product/search.md#who-may-search).
 */
const MINUTE = 60_000;

async function profileWithPhoto(name: string, moderation: "approved" | "pending", activeMsAgo: number) {
  const db = await getDb();
  const [row] = await db
    .insert(profiles)
    .values({
      name,
      gender: "female",
      dateOfBirth: "1980-03-03",
      country: "DE",
      countryregion: "DE-BE",
      city: "Berlin",
      language: "de",
      lastActiveAt: new Date(Date.now() - activeMsAgo),
    })
    .returning({ id: profiles.id });
  const [image] = await db
    .insert(profileImages)
    .values({
      profileId: row!.id,
      filename: `teaser/${name}.jpg`,
      thumbFilename: `teaser/${name}-t.jpg`,
      width: 400,
      height: 400,
      moderation,
    })
    .returning();
  await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, row!.id));
}

beforeAll(async () => {
  await profileWithPhoto("TeaserAnna", "approved", 5 * MINUTE);
  await profileWithPhoto("TeaserBeate", "approved", 3 * 60 * MINUTE);
  await profileWithPhoto("TeaserCora", "approved", 5 * 24 * 60 * MINUTE);
  await profileWithPhoto("TeaserPending", "pending", MINUTE);
});

function teaserOf(html: string): string | null {
  const start = html.indexOf('data-slot="visitor-teaser"');
  if (start < 0) return null;
  return html.slice(start, html.indexOf("</section>", html.indexOf('data-slot="visitor-teaser"') + 1) + 2000);
}

describe("the visitor's teaser on a members-only search", () => {
  it("lavish: approved photos blurred, no names or places, the members active today, and a way to sign up", async () => {
    const html = await (await appRequest("/", { host: "lavish.localhost" })).text();
    const teaser = teaserOf(html);
    expect(teaser).not.toBeNull();
    const photos = [...teaser!.matchAll(/<img[^>]*data-slot="teaser-photo"[^>]*>/g)].map((m) => m[0]);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of photos) {
      expect(photo).toContain('alt=""');
      expect(photo).toContain("blur-md");
    }
    expect(teaser).toContain("teaser/TeaserAnna-t.jpg");
    // A photo moderation has not passed never reaches a visitor, not even blurred.
    expect(html).not.toContain("TeaserPending");
    // Only the pictures reach the page: no names or places, in the markup or in the page's data.
    expect(html).not.toMatch(/"TeaserAnna"|>TeaserAnna|TeaserAnna\\"/);
    // Two of the approved profiles were active in the last 24 hours (among the other fixtures of this database).
    expect(Number(/(\d+) Mitglieder heute aktiv/.exec(teaser!)?.[1])).toBeGreaterThanOrEqual(2);
    expect(teaser).toContain('href="/signup"');
    expect(teaser).toContain("So funktioniert es");
  });

  it("is for visitors only: a member of the site gets the search", async () => {
    const member = await createLoggedInMember({ siteId: "lavish", country: "DE", city: "Berlin" });
    const html = await (await appRequest("/", { host: "lavish.localhost", cookie: member.cookie })).text();
    expect(teaserOf(html)).toBeNull();
  });

  it("classic opens its search to visitors, so it shows the search and no teaser", async () => {
    const html = await (await appRequest("/", { host: "classic.localhost" })).text();
    expect(teaserOf(html)).toBeNull();
    expect(html).toContain('data-slot="member-search"');
  });

  it("an invitation-only site says how to get in and offers no form that cannot succeed", async () => {
    const html = await (await appRequest("/", { host: "gay.localhost" })).text();
    const teaser = teaserOf(html);
    expect(teaser).not.toBeNull();
    expect(teaser).toContain("Nieuwe leden komen binnen op uitnodiging");
    expect(teaser).not.toContain('href="/signup"');
  });
});
