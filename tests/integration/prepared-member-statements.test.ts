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
  anna = await createLoggedInMember({ email: "prepared-anna@example.com", country: "GB", gender: "female", paidUser: true, credits: 50 });
  ben = await createLoggedInMember({ email: "prepared-ben@example.com", country: "GB", paidUser: true, credits: 50 });
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

  it("a conversation: each member's own, its partner and its messages, newest page and older ones", async () => {
    const open = async (member: LoggedInMember, profile: number) =>
      ((await (await appRequest(`/api/chat.php?profile=${profile}`, { cookie: member.cookie })).json()) as { id: number }).id;
    const send = async (member: LoggedInMember, conversation: number, text: string) =>
      expect((await appRequest("/api/messages.php", json(member, { conversation, text }))).status).toBe(201);
    const annas = await open(anna, second);
    const bens = await open(ben, second);
    await send(anna, annas, "Anna writes first");
    await send(ben, bens, "Ben writes first");
    await send(anna, annas, "Anna writes again");

    const page = async (member: LoggedInMember, conversation: number) => {
      const response = await appRequest(`/chats/${conversation}`, { cookie: member.cookie });
      return { status: response.status, html: await response.text() };
    };
    const annasPage = await page(anna, annas);
    expect(annasPage.status).toBe(200);
    expect(annasPage.html).toContain("Anna writes again");
    expect(annasPage.html).not.toContain("Ben writes first");
    const bensPage = await page(ben, bens);
    expect(bensPage.html).toContain("Ben writes first");
    expect(bensPage.html).not.toContain("Anna writes");
    // Another member's conversation does not exist for them.
    expect((await page(ben, annas)).status).toBe(404);

    // The page before Anna's last message: her first only; before her first, nothing.
    type History = { messages: { id: number; text: string }[] };
    const history = async (member: LoggedInMember, conversation: number, before?: number) =>
      (await (
        await appRequest(`/api/messages.php?conversation=${conversation}${before ? `&before=${before}` : ""}`, { cookie: member.cookie })
      ).json()) as History;
    const newest = await history(anna, annas);
    expect(newest.messages.map((message) => message.text)).toEqual(["Anna writes first", "Anna writes again"]);
    const older = await history(anna, annas, newest.messages[1]!.id);
    expect(older.messages.map((message) => message.text)).toEqual(["Anna writes first"]);
    expect((await history(anna, annas, newest.messages[0]!.id)).messages).toEqual([]);
    expect((await history(ben, bens)).messages.map((message) => message.text)).toEqual(["Ben writes first"]);
  });
});
