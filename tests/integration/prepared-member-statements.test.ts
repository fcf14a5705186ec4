import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { memberBlocks } from "#app/.server/db/schema.ts";
import type { LikesOverview } from "#app/.server/likes/likes.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles, type LoggedInMember } from "#tests/support/factories.ts";

/**
 * The profile page's and the likes page's statements are prepared once per database and site (decision 128): every
 * request after the first runs the same statement with its own values. These requests alternate between viewers,
 * profiles and sites on those statements, so a value built into a statement's text instead of passed would show one
 * request's answer to another.
 */
let anna: LoggedInMember;
let ben: LoggedInMember;
let first = 0;
let second = 0;
let germanOnly = 0;

const json = (member: LoggedInMember, body: unknown) => ({
  method: "POST",
  cookie: member.cookie,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  anna = await createLoggedInMember({ email: "prepared-anna@example.com", country: "GB", gender: "female" });
  ben = await createLoggedInMember({ email: "prepared-ben@example.com", country: "GB" });
  const created = await createProfiles([
    { name: "Prepfirst", country: "GB" },
    { name: "Prepsecond", country: "GB" },
    { name: "Prepgerman", country: "DE" },
  ]);
  [first, second, germanOnly] = created.map(({ id }) => id) as [number, number, number];
});

async function profilePage(member: LoggedInMember | null, id: number, host = "classic.localhost") {
  const response = await appRequest(`/members/${id}`, { cookie: member?.cookie, host });
  return { status: response.status, html: await response.text() };
}

describe("prepared member statements answer each request with its own values", () => {
  it("a profile page: each viewer's and each profile's own answer, blocks and the site's scope included", async () => {
    for (const [viewer, id, name] of [
      [anna, first, "Prepfirst"],
      [ben, second, "Prepsecond"],
      [null, first, "Prepfirst"],
      [anna, second, "Prepsecond"],
    ] as const) {
      const page = await profilePage(viewer, id);
      expect(page.status).toBe(200);
      expect(page.html).toContain(name);
    }
    // Ben blocks the first profile: gone for him, still there for Anna and for a visitor, in any order.
    const db = await getDb();
    await db.insert(memberBlocks).values({ blockerUserId: ben.userId, blockerProfileId: ben.profileId, blockedProfileId: first });
    expect((await profilePage(ben, first)).status).toBe(404);
    expect((await profilePage(anna, first)).status).toBe(200);
    expect((await profilePage(null, first)).status).toBe(200);
    expect((await profilePage(ben, second)).status).toBe(200);
    // A profile outside the classic site's countries does not exist there, for members or visitors; a member always
    // sees their own.
    expect((await profilePage(anna, germanOnly)).status).toBe(404);
    expect((await profilePage(null, germanOnly)).status).toBe(404);
    expect((await profilePage(anna, anna.profileId)).status).toBe(200);
  });

  it("the likes page: each member's own lists", async () => {
    expect((await appRequest("/api/likes.php", json(anna, { profile: second }))).status).toBeLessThan(300);
    expect((await appRequest("/api/likes.php", json(ben, { profile: anna.profileId }))).status).toBeLessThan(300);
    const likesOf = async (member: LoggedInMember) =>
      (await (await appRequest("/api/likes.php", { cookie: member.cookie })).json()) as LikesOverview;
    const annas = await likesOf(anna);
    const bens = await likesOf(ben);
    expect(annas.profiles.map((card) => card.id)).toEqual([second]);
    expect(annas.liked_by.map((card) => card.id)).toEqual([ben.profileId]);
    expect(bens.profiles.map((card) => card.id)).toEqual([anna.profileId]);
    expect(bens.liked_by).toEqual([]);
    // The page renders the same lists.
    const page = await (await appRequest("/likes", { cookie: anna.cookie })).text();
    expect(page).toContain("Prepsecond");
  });
});
