import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSharedReadInterval } from "#app/.server/cache/shared-reads.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { forgetKeptReads } from "#app/.server/db/single-writer.server.ts";
import { queriesSoFar } from "#app/.server/db/query-count.server.ts";
import { likes, memberBlocks, memberSearchFilters, profileImages, profiles } from "#app/.server/db/schema.ts";
import { LIKED_PROFILES_READ } from "#app/.server/accounts/member-read.server.ts";
import type { SearchAnswer } from "#app/search/filters.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles, type LoggedInMember } from "#tests/support/factories.ts";

/**
 * Decision 116: members searching the same filters share one read of the matches, and each member's page is that
 * list without their own exclusions (themselves, their blocked pairs), with their own likes. Nothing of one member
 * reaches another.
 */
let me: LoggedInMember;
let other: LoggedInMember;
const ids: Record<string, number> = {};
const json = (body: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

async function search(member: LoggedInMember, query = "auto_load=1") {
  const res = await appRequest(`/api/search.php?${query}`, { cookie: member.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
}

beforeAll(async () => {
  setSharedReadInterval(30_000);
  // Two members whose saved filters are the same broad set (anyone in Ireland), which matches both of them too.
  me = await createLoggedInMember({ name: "Searching Me", country: "IE", gender: "male", dateOfBirth: "1980-01-01" });
  other = await createLoggedInMember({ name: "Other Searcher", country: "IE", gender: "male", dateOfBirth: "1980-01-01" });
  const db = await getDb();
  for (const member of [me, other]) {
    await db.insert(memberSearchFilters).values({ userId: member.userId, gender: null, minAge: 18, maxAge: 99, country: "IE" });
  }
  const pool = await createProfiles(
    ["Blocked", "Blocker", "Liked", "Plain"].map((name, i) => ({ name, country: "IE", lastActiveAt: new Date(Date.now() - i * 60_000) })),
  );
  ["Blocked", "Blocker", "Liked", "Plain"].forEach((name, i) => (ids[name] = pool[i]!.id));
  for (const id of Object.values(ids)) {
    const [image] = await db
      .insert(profileImages)
      .values({ profileId: id, filename: `s/${id}.jpg`, thumbFilename: `s/${id}-t.jpg` })
      .returning();
    await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, id));
  }
  // I blocked one profile; another (a pool profile standing in for a member) blocked me.
  await db.insert(memberBlocks).values([
    { blockerUserId: me.userId, blockerProfileId: me.profileId, blockedProfileId: ids.Blocked! },
    { blockerUserId: other.userId, blockerProfileId: ids.Blocker!, blockedProfileId: me.profileId },
  ]);
  const liked = await appRequest("/api/likes.php", { method: "POST", cookie: me.cookie, ...json({ profile: ids.Liked }) });
  expect(liked.status).toBeLessThan(300);
});

afterAll(() => setSharedReadInterval(0));

describe("member search pages shared per filter set", () => {
  it("each member's page leaves out themselves and their blocked pairs, and shows only their own likes", async () => {
    // The other member first, so my page comes from the list their search read.
    const theirs = await search(other);
    forgetKeptReads(await getDb());
    const before = queriesSoFar();
    const mine = await search(me);
    // The session, the member read (blocked pairs, saved filters, likes): no search of its own, no read of the hearts.
    expect(queriesSoFar() - before).toBe(2);
    const names = (answer: SearchAnswer) => answer.profiles.map((p) => p.name);

    expect(names(theirs)).toEqual(expect.arrayContaining(["Blocked", "Blocker", "Liked", "Plain", "Searching Me"]));
    expect(names(theirs)).not.toContain("Other Searcher");
    expect(theirs.profiles.every((p) => !p.did_like_profile)).toBe(true);

    expect(names(mine)).toEqual(expect.arrayContaining(["Liked", "Plain", "Other Searcher"]));
    for (const hidden of ["Blocked", "Blocker", "Searching Me"]) expect(names(mine)).not.toContain(hidden);
    expect(mine.profiles.find((p) => p.name === "Liked")!.did_like_profile).toBe(true);
    expect(mine.profiles.filter((p) => p.did_like_profile).map((p) => p.name)).toEqual(["Liked"]);
    // The counts are each member's own: what they are shown, not the shared list's length.
    expect(mine.paging.num_results).toBe(theirs.paging.num_results - 3 + 1);
    expect(mine.paging.num_results).toBe(mine.profiles.length);
  });

  it("a block takes effect on the next page at once, within the shared interval", async () => {
    await search(me);
    const db = await getDb();
    await db.insert(memberBlocks).values({ blockerUserId: me.userId, blockerProfileId: me.profileId, blockedProfileId: ids.Plain! });
    try {
      expect((await search(me)).profiles.map((p) => p.name)).not.toContain("Plain");
      expect((await search(other)).profiles.map((p) => p.name)).toContain("Plain");
    } finally {
      await db.delete(memberBlocks).where(eq(memberBlocks.blockedProfileId, ids.Plain!));
    }
  });

  it("a member with more blocked pairs than the member read holds gets their own query, still without them", async () => {
    const heavy = await createLoggedInMember({ name: "Heavy Blocker", country: "IE", gender: "male", dateOfBirth: "1980-01-01" });
    const db = await getDb();
    await db.insert(memberSearchFilters).values({ userId: heavy.userId, gender: null, minAge: 18, maxAge: 99, country: "IE" });
    const many = await createProfiles(Array.from({ length: 200 }, (_, i) => ({ name: `Far${i}`, country: "NZ" })));
    await db.insert(memberBlocks).values(
      [...many.map((row) => row.id), ids.Plain!].map((blocked) => ({
        blockerUserId: heavy.userId,
        blockerProfileId: heavy.profileId,
        blockedProfileId: blocked,
      })),
    );
    const names = (await search(heavy)).profiles.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["Blocked", "Liked", "Searching Me"]));
    for (const hidden of ["Plain", "Heavy Blocker"]) expect(names).not.toContain(hidden);
  });

  it("a like or an unlike shows on the next shared page at once", async () => {
    const liked = (answer: SearchAnswer) => answer.profiles.filter((p) => p.did_like_profile).map((p) => p.name);
    expect(liked(await search(me))).toEqual(["Liked"]);
    const like = await appRequest("/api/likes.php", { method: "POST", cookie: me.cookie, ...json({ profile: ids.Plain }) });
    expect(like.status).toBeLessThan(300);
    expect(liked(await search(me)).sort()).toEqual(["Liked", "Plain"]);
    expect(liked(await search(other))).toEqual([]);
    await (await getDb()).delete(likes).where(and(eq(likes.userId, me.userId), eq(likes.profileId, ids.Plain!)));
    expect(liked(await search(me))).toEqual(["Liked"]);
  });

  it("a member with more likes than the member read holds gets their hearts from the database", async () => {
    const heavy = await createLoggedInMember({ name: "Heavy Liker", country: "IE", gender: "male", dateOfBirth: "1980-01-01" });
    const db = await getDb();
    await db.insert(memberSearchFilters).values({ userId: heavy.userId, gender: null, minAge: 18, maxAge: 99, country: "IE" });
    const many = await createProfiles(Array.from({ length: LIKED_PROFILES_READ }, (_, i) => ({ name: `Liked far ${i}`, country: "NZ" })));
    await db.insert(likes).values(
      [...many.map((row) => row.id), ids.Plain!].map((profileId) => ({
        userId: heavy.userId,
        likerProfileId: heavy.profileId,
        profileId,
      })),
    );
    const answer = await search(heavy);
    expect(answer.profiles.filter((p) => p.did_like_profile).map((p) => p.name)).toEqual(["Plain"]);
    expect(answer.profiles.find((p) => p.name === "Liked")!.did_like_profile).toBe(false);
  });

  it("a profile's page is shared between members, each with their own like, and never shown to a blocked pair", async () => {
    const page = async (member: LoggedInMember, id: number) => {
      const res = await appRequest(`/members/${id}`, { cookie: member.cookie });
      return { status: res.status, html: await res.text() };
    };
    const pressed = (html: string) => /<button[^>]*aria-pressed="true"/.test(html);
    // The other member reads the profile first; my page comes from that read, with my like.
    const theirs = await page(other, ids.Liked!);
    expect(theirs.status).toBe(200);
    expect(pressed(theirs.html)).toBe(false);
    const mine = await page(me, ids.Liked!);
    expect(mine.status).toBe(200);
    expect(mine.html).toContain("Liked");
    expect(pressed(mine.html)).toBe(true);
    // Shared for the other member, still none of them for me: the one I blocked and the one who blocked me.
    for (const id of [ids.Blocked!, ids.Blocker!]) {
      expect((await page(other, id)).status, String(id)).toBe(200);
      expect((await page(me, id)).status, String(id)).toBe(404);
    }
  });

  it("the member's home page renders from the shared list too", async () => {
    const html = await (await appRequest("/", { cookie: me.cookie })).text();
    expect(html).toContain("Plain");
    expect(html).not.toContain(">Blocked<");
  });
});
