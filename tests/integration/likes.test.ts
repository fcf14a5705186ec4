import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { notifications } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, createProfiles, searcherDefaults } from "#tests/support/factories.ts";
import { sseReader } from "#tests/support/sse.ts";

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

type LikesBody = {
  profiles: { id: number; did_like_profile: boolean }[];
  liked_by: { id: number; like_new: boolean; did_like_profile: boolean }[];
};

async function getLikes(cookie: string): Promise<LikesBody> {
  const res = await appRequest("/api/likes.php", { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as LikesBody;
}

describe("/api/likes.php", () => {
  it("answers 403 to visitors on every method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await appRequest("/api/likes.php", { method, ...(method === "GET" ? {} : json({ profile: 1 })) });
      expect(res.status, method).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_logged_in");
    }
  });

  it("likes with POST, lists the profile, and unlikes with DELETE", async () => {
    const me = await createLoggedInMember(searcherDefaults);
    const [anna, beth] = await createProfiles([{ name: "Anna" }, { name: "Beth" }]);
    const liked = await appRequest("/api/likes.php", { method: "POST", cookie: me.cookie, ...json({ profile: anna!.id }) });
    expect(liked.status).toBe(200);
    expect(await liked.json()).toEqual({ id: anna!.id, did_like_profile: true });
    // A form body is what another site's HTML form could send: refused (decision 019).
    const form = await appRequest("/api/likes.php", {
      method: "POST",
      cookie: me.cookie,
      body: new URLSearchParams({ profile: String(beth!.id) }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    // Liking twice is harmless.
    for (let i = 0; i < 2; i++) {
      const res = await appRequest("/api/likes.php", { method: "POST", cookie: me.cookie, ...json({ profile: beth!.id }) });
      expect(res.status).toBe(200);
    }
    let mine = await getLikes(me.cookie);
    // Newest like first.
    expect(mine.profiles.map((p) => p.id)).toEqual([beth!.id, anna!.id]);
    expect(mine.profiles.every((p) => p.did_like_profile)).toBe(true);

    const unliked = await appRequest("/api/likes.php", { method: "DELETE", cookie: me.cookie, ...json({ profile: beth!.id }) });
    expect(await unliked.json()).toEqual({ id: beth!.id, did_like_profile: false });
    mine = await getLikes(me.cookie);
    expect(mine.profiles.map((p) => p.id)).toEqual([anna!.id]);
  });

  it("answers both lists from one statement: each like in its own list, in its own order, a mutual like in both", async () => {
    const me = await createLoggedInMember({ ...searcherDefaults, name: "Me" });
    const [mutual, likedOnly, likerOnly] = await Promise.all(
      ["Mutual", "Liked", "Liker"].map((name) => createLoggedInMember({ ...searcherDefaults, name, gender: "female" })),
    );
    const like = async (cookie: string, profile: number) =>
      expect((await appRequest("/api/likes.php", { method: "POST", cookie, ...json({ profile }) })).status).toBe(200);
    await like(me.cookie, mutual!.profileId);
    await like(likerOnly!.cookie, me.profileId);
    await like(me.cookie, likedOnly!.profileId);
    await like(mutual!.cookie, me.profileId);
    const mine = await getLikes(me.cookie);
    // The member's likes, newest first; their own likes of others never show as received, and the reverse.
    expect(mine.profiles.map((p) => [p.id, p.did_like_profile])).toEqual([
      [likedOnly!.profileId, true],
      [mutual!.profileId, true],
    ]);
    // Who likes the member, newest first (all unseen); the heart shows where the member likes them back.
    expect(mine.liked_by.map((p) => [p.id, p.like_new, p.did_like_profile])).toEqual([
      [mutual!.profileId, true, true],
      [likerOnly!.profileId, true, false],
    ]);
    // The other side sees the same likes from its end.
    const theirs = await getLikes(mutual!.cookie);
    expect(theirs.profiles.map((p) => p.id)).toEqual([me.profileId]);
    expect(theirs.liked_by.map((p) => [p.id, p.did_like_profile])).toEqual([[me.profileId, true]]);
  });

  it("lists who likes me with like_new, new ones first, and clears like_new when the like is opened", async () => {
    const me = await createLoggedInMember({ ...searcherDefaults, name: "Me" });
    const first = await createLoggedInMember({ ...searcherDefaults, name: "First", gender: "female" });
    const second = await createLoggedInMember({ ...searcherDefaults, name: "Second", gender: "female" });
    for (const liker of [first, second]) {
      const res = await appRequest("/api/likes.php", { method: "POST", cookie: liker.cookie, ...json({ profile: me.profileId }) });
      expect(res.status).toBe(200);
    }
    let mine = await getLikes(me.cookie);
    expect(mine.liked_by).toEqual([
      expect.objectContaining({ id: second.profileId, like_new: true }),
      expect.objectContaining({ id: first.profileId, like_new: true }),
    ]);
    // Opening the older like moves it behind the unseen one.
    const opened = await appRequest(`/likes/m/${first.profileId}`, { cookie: me.cookie });
    expect(opened.status).toBe(200);
    mine = await getLikes(me.cookie);
    expect(mine.liked_by.map((p) => [p.id, p.like_new])).toEqual([
      [second.profileId, true],
      [first.profileId, false],
    ]);
  });

  it("rejects bad bodies with 400/404, never a 500", async () => {
    const me = await createLoggedInMember(searcherDefaults);
    const cases: [unknown, number, string][] = [
      [{}, 400, "invalid_profile"],
      [{ profile: "abc" }, 400, "invalid_profile"],
      [{ profile: -3 }, 400, "invalid_profile"],
      [{ profile: 1.5 }, 400, "invalid_profile"],
      [{ profile: true }, 400, "invalid_profile"],
      [{ profile: 99999999 }, 404, "profile_not_found"],
      [{ profile: me.profileId }, 400, "own_profile"],
    ];
    for (const [body, status, code] of cases) {
      const res = await appRequest("/api/likes.php", { method: "POST", cookie: me.cookie, ...json(body) });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const broken = await appRequest("/api/likes.php", {
      method: "POST",
      cookie: me.cookie,
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const put = await appRequest("/api/likes.php", { method: "PUT", cookie: me.cookie, ...json({ profile: 1 }) });
    expect(put.status).toBe(405);
  });
  it("tells the liked member once, live and in the notifications, however often the like is taken back and given again", async () => {
    const liker = await createLoggedInMember({ ...searcherDefaults, name: "Liker" });
    const liked = await createLoggedInMember({ ...searcherDefaults, name: "Liked", gender: "female" });
    const controller = new AbortController();
    const stream = await appRequest("/api/events.php", { cookie: liked.cookie, signal: controller.signal });
    const events = sseReader(stream.body!);
    await events.next("ready");
    const send = (method: "POST" | "DELETE") =>
      appRequest("/api/likes.php", { method, cookie: liker.cookie, ...json({ profile: liked.profileId }) });

    for (let i = 0; i < 20; i++) {
      expect((await send("POST")).status).toBe(200);
      expect((await send("DELETE")).status).toBe(200);
    }
    // Likes and unlikes at once, as two tabs or two app processes would send them.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? "DELETE" : "POST")));
    expect(burst.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect((await send("POST")).status).toBe(200);

    expect((await events.next("like")).data).toEqual({ type: "like", profile: liker.profileId });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.pending("like")).toEqual([]);
    controller.abort();
    await events.close();
    const rows = await (await getDb()).select().from(notifications).where(eq(notifications.userId, liked.userId));
    expect(rows.map((row) => [row.kind, row.profileId])).toEqual([["like", liker.profileId]]);
    // The like itself is there, unseen.
    const likes = (await (await appRequest("/api/likes.php", { cookie: liked.cookie })).json()) as LikesBody;
    expect(likes.liked_by.map((p) => [p.id, p.like_new])).toEqual([[liker.profileId, true]]);
  });
});
