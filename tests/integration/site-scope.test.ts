import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "#app/.server/accounts/account-deletion.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { likes, users } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults, createProfiles, type LoggedInMember } from "#tests/support/factories.ts";

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

async function setStatus(member: LoggedInMember, status: string) {
  // `banned` is no state the app writes yet: the rule hides any account that is not active.
  await (
    await getDb()
  )
    .update(users)
    .set({ status: sql`${status}` as never })
    .where(eq(users.id, member.userId));
}

/** The three ways a member page is fetched: the document, its `.data` request and the likes path. */
const pagePaths = (id: number) => [`/members/${id}`, `/members/${id}.data`, `/likes/m/${id}`, `/likes/m/${id}.data`];
const landerPaths = (id: number) => [
  `/members/${id}/landing`,
  `/members/${id}/signup`,
  `/members/${id}/landing2/any-slug`,
  `/members/${id}/landing3/a/b`,
];

type LikesBody = { profiles: { id: number }[]; liked_by: { id: number }[] };

describe("a profile is visible on a site only inside its scope (decision 017)", () => {
  let viewer: LoggedInMember;
  let inScope: number;
  let gayBrand: LoggedInMember;
  let deleted: LoggedInMember;
  let unconfirmed: LoggedInMember;
  let banned: LoggedInMember;

  beforeAll(async () => {
    viewer = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Viewer" });
    [{ id: inScope }] = (await createProfiles([{ name: "Close", country: "US" }])) as [{ id: number }];
    // A member of the gay brand (NL): readable there, nowhere else.
    gayBrand = await createLoggedInMember({ ...searcherDefaults, siteId: "gay", country: "NL", name: "Jeroen" });
    deleted = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Gone" });
    unconfirmed = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Unconfirmedia" });
    banned = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Banned" });
    await setStatus(deleted, "deleted");
    await setStatus(unconfirmed, "not_confirmed");
    await setStatus(banned, "banned");
  });

  const hidden = () =>
    [
      ["another brand's member", gayBrand.profileId],
      ["a deleted account", deleted.profileId],
      ["an unactivated account", unconfirmed.profileId],
      ["a banned account", banned.profileId],
    ] as const;

  it("shows an in-scope profile on its page, its .data and from the likes", async () => {
    for (const path of pagePaths(inScope)) {
      expect((await appRequest(path, { cookie: viewer.cookie })).status, path).toBe(200);
      expect((await appRequest(path)).status, `${path} logged out`).toBe(200);
    }
    expect((await appRequest(`/members/${gayBrand.profileId}`, { host: "gay.localhost", cookie: gayBrand.cookie })).status).toBe(200);
  });

  it("answers 404 for a profile outside the scope, deleted, unactivated or banned: page and .data, member or visitor", async () => {
    for (const [what, id] of hidden()) {
      for (const path of pagePaths(id)) {
        const member = await appRequest(path, { cookie: viewer.cookie });
        expect(member.status, `${what} ${path}`).toBe(404);
        const body = await member.text();
        expect(body, `${what} ${path}`).not.toContain(what === "another brand's member" ? "Jeroen" : "Unconfirmedia");
        expect((await appRequest(path)).status, `${what} ${path} logged out`).toBe(404);
      }
    }
  });

  it("404s the classic brand's members on a site with logged_out_search: none, logged out", async () => {
    // gay.localhost: NL/BE, logged_out_search none.
    for (const path of pagePaths(inScope)) expect((await appRequest(path, { host: "gay.localhost" })).status, path).toBe(404);
    for (const path of pagePaths(gayBrand.profileId)) expect((await appRequest(path, { host: "lavish.localhost" })).status, path).toBe(404);
  });

  it("opens no chat page with a hidden profile", async () => {
    // In scope: the conversation is opened (created when new) at /chats/{id}.
    for (const bad of ["abc", "0"]) {
      const page = await appRequest(`/members/${bad}/chat`, { cookie: viewer.cookie });
      expect(page.status, bad).toBe(404);
      expect(page.headers.get("content-type"), bad).toContain("text/html");
    }
    const opened = await appRequest(`/members/${inScope}/chat`, { cookie: viewer.cookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toMatch(/^\/chats\/\d+$/);
    for (const [what, id] of hidden()) {
      const page = await appRequest(`/members/${id}/chat`, { cookie: viewer.cookie });
      expect(page.status, what).toBe(404);
      // The site's 404 page, not the loader's data as raw JSON.
      expect(page.headers.get("content-type"), what).toContain("text/html");
      expect(await page.text(), what).toContain('data-slot="error-status"');
      // The API the chat buttons call refuses them the same way (another brand's member, deleted, banned …).
      const api = await appRequest(`/api/chat.php?profile=${id}`, { cookie: viewer.cookie });
      expect(api.status, what).toBe(404);
      expect(((await api.json()) as { error?: { message: string } }).error?.message, what).toBeTruthy();
    }
  });

  it("follows the account's status both ways, whoever writes it (the trigger keeps profiles.listed)", async () => {
    const later = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Later" });
    await setStatus(later, "not_confirmed");
    expect((await appRequest(`/members/${later.profileId}`, { cookie: viewer.cookie })).status).toBe(404);
    await setStatus(later, "active");
    expect((await appRequest(`/members/${later.profileId}`, { cookie: viewer.cookie })).status).toBe(200);
    await deleteAccount(await getDb(), later.userId);
    expect((await appRequest(`/members/${later.profileId}`, { cookie: viewer.cookie })).status).toBe(404);
  });

  it("lets a member see their own profile, even unactivated", async () => {
    expect((await appRequest(`/members/${unconfirmed.profileId}`, { cookie: unconfirmed.cookie })).status).toBe(200);
  });

  it("refuses to like a hidden profile with a 4xx JSON error, and likes an in-scope one", async () => {
    for (const [what, id] of hidden()) {
      const res = await appRequest("/api/likes.php", { method: "POST", cookie: viewer.cookie, ...json({ profile: id }) });
      expect(res.status, what).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("profile_not_found");
    }
    const ok = await appRequest("/api/likes.php", { method: "POST", cookie: viewer.cookie, ...json({ profile: inScope }) });
    expect(ok.status).toBe(200);
  });

  it("drops hidden profiles from both likes lists", async () => {
    const db = await getDb();
    // Likes made before the profiles left the scope (or from another brand's member).
    const me = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Liked" });
    for (const other of [gayBrand, deleted, unconfirmed, banned]) {
      await db.insert(likes).values({ userId: me.userId, likerProfileId: me.profileId, profileId: other.profileId });
      await db.insert(likes).values({ userId: other.userId, likerProfileId: other.profileId, profileId: me.profileId });
    }
    const fan = await createLoggedInMember({ ...searcherDefaults, country: "US", name: "Fan" });
    await db.insert(likes).values({ userId: fan.userId, likerProfileId: fan.profileId, profileId: me.profileId });
    await db.insert(likes).values({ userId: me.userId, likerProfileId: me.profileId, profileId: inScope });

    const res = await appRequest("/api/likes.php", { cookie: me.cookie });
    const body = (await res.json()) as LikesBody;
    expect(body.profiles.map((p) => p.id)).toEqual([inScope]);
    expect(body.liked_by.map((p) => p.id)).toEqual([fan.profileId]);
    const page = await (await appRequest("/likes", { cookie: me.cookie })).text();
    expect(page).not.toContain("Jeroen");
    expect(page).not.toContain("Unconfirmedia");
  });

  it("404s the member landers of a hidden profile, and serves an in-scope one", async () => {
    for (const path of landerPaths(inScope)) expect((await appRequest(path)).status, path).toBe(200);
    for (const [what, id] of hidden()) {
      for (const path of landerPaths(id)) expect((await appRequest(path)).status, `${what} ${path}`).toBe(404);
    }
    // The gay site's landers need the niche prefix; the classic member is not shown there.
    expect((await appRequest(`/members/${gayBrand.profileId}/landing2/gay-date`, { host: "gay.localhost" })).status).toBe(200);
    expect((await appRequest(`/members/${inScope}/landing2/gay-date`, { host: "gay.localhost" })).status).toBe(404);
  });

  it("keeps hidden profiles out of search results and refuses them as a similar-search model", async () => {
    const res = await appRequest("/api/search.php?manual_search=1&country=US&pp=48", { cookie: viewer.cookie });
    const ids = ((await res.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);
    expect(ids).toContain(inScope);
    for (const [what, id] of hidden()) expect(ids, what).not.toContain(id);
    const similar = await appRequest(`/api/search.php?similarpage=1&profile=${gayBrand.profileId}`, { cookie: viewer.cookie });
    expect(similar.status).toBe(400);
  });
});
