import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages } from "#app/.server/db/schema.ts";
import { setSharedReadInterval } from "#app/.server/cache/shared-reads.server.ts";
import { forgetSharedContent, listenForCacheInvalidation, registerSharedCache } from "#app/.server/cache/invalidation.server.ts";
import { landerProfiles } from "#app/.server/landers/landers.server.ts";
import { findProfiles } from "#app/.server/search/search.server.ts";
import { suggestedMembers } from "#app/.server/profiles/suggestions.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { createStaffMember, formPost, jpegFile } from "#tests/support/staff.ts";
import { getSessionUser } from "#app/.server/accounts/session.server.ts";

const classic = siteRegistry.sites.find((site) => site.id === "classic")!;

type SearchAnswer = { profiles: { id: number; main_image: { thumb_filename: string } | null }[] };

async function upload(cookie: string) {
  const body = new FormData();
  body.set("file", await jpegFile());
  const response = await appRequest("/api/profileimage.php", { method: "POST", body, cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { image: { id: number; thumb_filename: string } }).image;
}

async function searchAs(profileId: number, cookie?: string) {
  const response = await appRequest("/api/search.php?manual_search=true&country=US&do_not_save=true", { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as SearchAnswer).profiles.find((p) => p.id === profileId);
}

afterAll(() => setSharedReadInterval(0));

describe("photo moderation and who sees a photo", () => {
  it("keeps a new upload off logged-out pages and landers until approved; a rejected one is gone everywhere", async () => {
    const owner = await createLoggedInMember({ siteId: "classic", country: "US", gender: "female", name: "Owner" });
    const viewer = await createLoggedInMember({ siteId: "classic", country: "US", gender: "male", name: "Viewer" });
    const moderator = await createStaffMember("moderator", ["classic"]);
    const db = await getDb();
    const image = await upload(owner.cookie);
    const [row] = await db.select().from(profileImages).where(eq(profileImages.id, image.id));
    expect(row!.moderation).toBe("pending");

    // Pending: visitors' search, landers and the member lander show no photo; members of a post-moderated site do.
    expect((await searchAs(owner.profileId))?.main_image).toBeNull();
    expect((await landerProfiles(db, classic, { limit: 50 })).some((p) => p.id === owner.profileId)).toBe(false);
    expect(await (await appRequest(`/members/${owner.profileId}/landing`)).text()).not.toContain(image.thumb_filename);
    // The sign-up's suggestions (signup-matches) are shown to a new member but count as a logged-out page.
    const suggested = (await suggestedMembers(db, classic, (await getSessionUser(db, viewer.cookie.split("=")[1]!, "classic"))!)).find(
      (m) => m.id === owner.profileId,
    );
    expect(suggested).toBeDefined();
    expect(suggested!.thumb).toBeNull();
    expect(classic.moderation).toBe("post");
    expect((await searchAs(owner.profileId, viewer.cookie))?.main_image?.thumb_filename).toBe(image.thumb_filename);

    // Pre-moderation: only the owner sees it before approval.
    const preSite = { ...classic, moderation: "pre" as const };
    const filters = { gender: "" as const, min_age: 18, max_age: 100, country: "US", countryregion: "" };
    const asMember = await findProfiles(db, preSite, {
      filters,
      countries: ["US"],
      exclude: [],
      page: 1,
      pp: 50,
      viewerUserId: viewer.userId,
    });
    expect(asMember.profiles.find((p) => p.id === owner.profileId)?.main_image).toBeNull();
    const own = await appRequest("/profile", { cookie: owner.cookie });
    expect(await own.text()).toContain(image.thumb_filename);

    // Approved: the public and landers show it, through the shared caches as well.
    setSharedReadInterval(60_000);
    expect(
      (await appRequest("/admin/moderation", formPost({ intent: "photo-approve", imageId: String(image.id) }, moderator.cookie))).status,
    ).toBe(200);
    expect((await searchAs(owner.profileId))?.main_image?.thumb_filename).toBe(image.thumb_filename);
    expect((await landerProfiles(db, classic, { limit: 50 })).some((p) => p.id === owner.profileId)).toBe(true);
    // The viewer's member lander lists the others (a shared read): the owner's photo is there now.
    expect(await (await appRequest(`/members/${viewer.profileId}/landing`)).text()).toContain(image.thumb_filename);

    // Rejected: gone from search for everyone, from landers (the cached read too), and its files are deleted.
    const reject = await appRequest(
      "/admin/moderation",
      formPost({ intent: "photo-reject", imageId: String(image.id), reason: "Not a photo of a person" }, moderator.cookie),
    );
    expect(reject.status).toBe(200);
    expect((await searchAs(owner.profileId))?.main_image).toBeNull();
    expect((await searchAs(owner.profileId, viewer.cookie))?.main_image).toBeNull();
    expect(await (await appRequest(`/members/${viewer.profileId}/landing`)).text()).not.toContain(image.thumb_filename);
    expect(await (await appRequest(`/members/${owner.profileId}`, { cookie: viewer.cookie })).text()).not.toContain(image.thumb_filename);
    expect((await appRequest(image.thumb_filename)).status).toBe(404);

    // The owner reads the reason on /profile, and the photo is no longer among theirs.
    const profilePage = await (await appRequest("/profile", { cookie: owner.cookie })).text();
    expect(profilePage).toContain("Not a photo of a person");
    expect(profilePage).not.toContain(image.thumb_filename);
  });

  it("holds a member's changed texts for moderation and shows the rejection's reason", async () => {
    const owner = await createLoggedInMember({ siteId: "classic", country: "US", name: "Writer" });
    const moderator = await createStaffMember("moderator", ["classic"]);
    const db = await getDb();
    const { profiles } = await import("#app/.server/db/schema.ts");
    await db
      .update(profiles)
      .set({ texts: { about_me: "Call me on +44 7000 000000" } })
      .where(eq(profiles.id, owner.profileId));
    const [pending] = await db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(pending!.textsModeration).toBe("pending");
    const queue = await (await appRequest("/admin/moderation", { cookie: moderator.cookie })).text();
    expect(queue).toContain("Call me on +44 7000 000000");
    await appRequest(
      "/admin/moderation",
      formPost({ intent: "texts-reject", profileId: String(owner.profileId), reason: "No phone numbers" }, moderator.cookie),
    );
    const [rejected] = await db.select().from(profiles).where(eq(profiles.id, owner.profileId));
    expect(rejected!.textsModeration).toBe("rejected");
    expect(rejected!.texts.about_me).toBeUndefined();
    expect(await (await appRequest("/profile", { cookie: owner.cookie })).text()).toContain("No phone numbers");
  });
});

describe("shared caches", () => {
  it("empties every process's caches when content is withdrawn (the announcement is heard through the database)", async () => {
    let cleared = 0;
    registerSharedCache(() => (cleared += 1));
    listenForCacheInvalidation();
    const db = await getDb();
    await forgetSharedContent(db);
    // Once here at once, once more when the announcement comes back through LISTEN (as another process hears it).
    expect(cleared).toBeGreaterThanOrEqual(1);
    await expect.poll(() => cleared, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
  });
});
