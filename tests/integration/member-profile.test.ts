import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles } from "#app/.server/db/schema.ts";
import { eq } from "drizzle-orm";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles, searcherDefaults, type LoggedInMember } from "#tests/support/factories.ts";

let classicMember: LoggedInMember;
let lavishMember: LoggedInMember;
let annaId: number;
let classicAnnaId: number;

/** Annabel, with three photos, in a country of the site that shows her (decision 017: a profile exists only on sites of its country). */
async function createAnnabel(place: { country: string; countryregion: string; city: string }) {
  const [anna] = await createProfiles([
    {
      name: "Annabel",
      ...place,
      language: "de",
      fictional: true,
      personal: { body_type: "athletic", relationship_status: "single", hair_color: "red" },
      texts: { about_me: "Ich liebe lange Spaziergänge an der Elbe.", looking_for: "Jemanden mit Humor." },
    },
  ]);
  const db = await getDb();
  const images = await db
    .insert(profileImages)
    .values(
      [0, 1, 2].map((position) => ({ profileId: anna!.id, filename: `t/${position}.svg`, thumbFilename: `t/${position}.svg`, position })),
    )
    .returning({ id: profileImages.id });
  await db.update(profiles).set({ mainImageId: images[0]!.id }).where(eq(profiles.id, anna!.id));
  return anna!.id;
}

beforeAll(async () => {
  classicMember = await createLoggedInMember(searcherDefaults);
  lavishMember = await createLoggedInMember({ ...searcherDefaults, siteId: "lavish", country: "DE" });
  // On the lavish site (DE/AT/CH) and on the classic site (US, GB, …).
  annaId = await createAnnabel({ city: "Hamburg", country: "DE", countryregion: "DE-HH" });
  classicAnnaId = await createAnnabel({ city: "Hamburg", country: "US", countryregion: "US-NY" });
});

async function html(path: string, cookie?: string, host = "classic.localhost") {
  const res = await appRequest(path, { cookie, host });
  return { status: res.status, text: await res.text() };
}

describe("member profile /members/{id}", () => {
  it("shows a member the gallery, details, notes, like and the start-conversation button (classic: city shown)", async () => {
    const { status, text } = await html(`/members/${classicAnnaId}`, classicMember.cookie);
    expect(status).toBe(200);
    expect(text.match(/t\/\d\.svg/g)!.length).toBeGreaterThanOrEqual(3);
    expect(text).toContain('data-field="city"');
    expect(text).toMatch(/>Hamburg</);
    expect(text).toContain('data-note="about_me"');
    expect(text).toContain("Ich liebe lange Spaziergänge");
    expect(text).toContain('data-slot="start-conversation"');
    expect(text).toContain(`href="/members/${classicAnnaId}/chat"`);
    expect(text).toContain('data-slot="like-button"');
    // Fictional profiles carry the site's icon with an accessible label.
    expect(text).toMatch(/data-slot="fictional-icon" role="img" aria-label="Entertainment profile"[^>]*>✦</);
  });

  it("follows the site's visible fields and the lavish theme's city switch", async () => {
    const { text } = await html(`/members/${annaId}`, lavishMember.cookie, "lavish.localhost");
    // lavish: visible_profile_fields age, city, body_type, hair_color, relationship_status; memberDetails.showCity off.
    expect(text).not.toContain('data-field="city"');
    // (The region list of the similar-profiles filters names the state Hamburg; the city itself is not rendered.)
    expect(text).not.toMatch(/>Hamburg</);
    expect(text).not.toContain('"city":"Hamburg"');
    expect(text).toContain('data-field="hair_color"');
    expect(text).not.toContain('data-field="gender"');
    expect(text).toContain('data-slot="start-conversation"');
  });

  it("gives visitors the limited view with a sign-up call to action", async () => {
    const { status, text } = await html(`/members/${classicAnnaId}`);
    expect(status).toBe(200);
    expect(text).toContain('data-slot="signup-cta"');
    expect(text).not.toContain('data-slot="start-conversation"');
    expect(text).not.toContain('data-note="about_me"');
    expect(text).not.toContain('data-slot="member-fields"');
    expect(text).not.toContain("t/1.svg");
  });

  it("answers 404 for unknown and invalid ids", async () => {
    expect((await html("/members/99999999", classicMember.cookie)).status).toBe(404);
    expect((await html("/members/abc", classicMember.cookie)).status).toBe(404);
    expect((await html("/likes/m/0", classicMember.cookie)).status).toBe(404);
  });
});

describe("likes screens", () => {
  it("lists liked profiles on /likes/liked with chat and visit buttons hidden, linking to /likes/m/{id}", async () => {
    const like = await appRequest("/api/likes.php", {
      method: "POST",
      cookie: classicMember.cookie,
      body: JSON.stringify({ profile: classicAnnaId }),
      headers: { "Content-Type": "application/json" },
    });
    expect(like.status).toBe(200);
    const { status, text } = await html("/likes/liked", classicMember.cookie);
    expect(status).toBe(200);
    expect(text).toContain(`data-profile-id="${classicAnnaId}"`);
    expect(text).toContain(`href="/likes/m/${classicAnnaId}"`);
    expect(text).not.toContain('data-slot="chat-button"');
    expect(text).not.toContain('data-slot="visit-button"');
    // A language badge: Annabel writes German on an English page.
    expect(text).toContain('data-slot="language-badge"');
  });

  it("redirects visitors to the login and rejects unknown types", async () => {
    const res = await appRequest("/likes");
    expect(res.status).toBe(302);
    expect((await html("/likes/everyone", classicMember.cookie)).status).toBe(404);
  });
});
