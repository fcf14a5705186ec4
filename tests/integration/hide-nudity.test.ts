import { desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { auditLog, profileImages, profiles } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { createStaffMember, formPost, jpegFile } from "#tests/support/staff.ts";

type SearchAnswer = { profiles: { id: number }[] };

async function upload(cookie: string) {
  const body = new FormData();
  body.set("file", await jpegFile());
  const response = await appRequest("/api/profileimage.php", { method: "POST", body, cookie });
  expect(response.status).toBe(201);
  return ((await response.json()) as { image: { id: number } }).image;
}

/** The ids a search finds among the given ones (a small region, a page large enough for them all). */
async function found(cookie: string, hideNudity: string | null, ids: number[]) {
  const query = `/api/search.php?manual_search=true&country=US&countryregion=US-WY&do_not_save=true&pp=48${hideNudity === null ? "" : `&hideNudity=${hideNudity}`}`;
  const response = await appRequest(query, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  const seen = new Set(((await response.json()) as SearchAnswer).profiles.map((p) => p.id));
  return ids.filter((id) => seen.has(id));
}

async function lastAudit() {
  const db = await getDb();
  const [row] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe("hideNudity: photos a moderator flags as nude", () => {
  it("approve as nude flags the photo (audited); hideNudity leaves out its profile, the flag can be cleared", async () => {
    const nude = await createLoggedInMember({ siteId: "classic", country: "US", gender: "female", name: "Flagged" });
    const clean = await createLoggedInMember({ siteId: "classic", country: "US", gender: "female", name: "Clean" });
    const noPhoto = await createLoggedInMember({ siteId: "classic", country: "US", gender: "female", name: "NoPhoto" });
    const viewer = await createLoggedInMember({ siteId: "classic", country: "US", gender: "male", name: "Viewer" });
    const moderator = await createStaffMember("moderator", ["classic"]);
    const db = await getDb();
    const ids = [nude.profileId, clean.profileId, noPhoto.profileId];
    await db.update(profiles).set({ countryregion: "US-WY" }).where(inArray(profiles.id, ids));

    const nudePhoto = await upload(nude.cookie);
    const cleanPhoto = await upload(clean.cookie);
    const approveNude = await appRequest(
      "/admin/moderation",
      formPost({ intent: "photo-approve-nude", imageId: String(nudePhoto.id) }, moderator.cookie),
    );
    expect(approveNude.status).toBe(200);
    expect(
      (await appRequest("/admin/moderation", formPost({ intent: "photo-approve", imageId: String(cleanPhoto.id) }, moderator.cookie)))
        .status,
    ).toBe(200);
    const [nudeRow] = await db.select().from(profileImages).where(eq(profileImages.id, nudePhoto.id));
    const [cleanRow] = await db.select().from(profileImages).where(eq(profileImages.id, cleanPhoto.id));
    expect([nudeRow!.moderation, nudeRow!.nude]).toEqual(["approved", true]);
    expect([cleanRow!.moderation, cleanRow!.nude]).toEqual(["approved", false]);
    const approveAudit = await db.select().from(auditLog).where(eq(auditLog.profileId, nude.profileId));
    expect(approveAudit.map((row) => [row.action, row.details])).toContainEqual(["photo.approve", { imageId: nudePhoto.id, nude: true }]);

    // Without the filter (or with it off) everyone is found; with it, the profile whose main photo is nude is not.
    expect(await found(viewer.cookie, null, ids)).toEqual(ids);
    expect(await found(viewer.cookie, "0", ids)).toEqual(ids);
    expect(await found(viewer.cookie, "1", ids)).toEqual([clean.profileId, noPhoto.profileId]);
    // Visitors' searches obey it the same way.
    expect(await found("", "true", ids)).not.toContain(nude.profileId);

    // The back office lists the photo with its flag and a toggle; clearing the flag brings the profile back.
    const page = await (await appRequest("/admin/moderation", { cookie: moderator.cookie })).text();
    expect(page).toContain(`data-nudity-photo="${nudePhoto.id}"`);
    expect(page).toContain("Clear nude flag");
    const clear = await appRequest(
      "/admin/moderation",
      formPost({ intent: "photo-nudity", imageId: String(nudePhoto.id), nude: "0" }, moderator.cookie),
    );
    expect(clear.status).toBe(200);
    expect((await lastAudit()).action).toBe("photo.unflag_nude");
    expect(await found(viewer.cookie, "1", ids)).toEqual(ids);
    // ...and flagging a photo after its approval hides it again.
    await appRequest(
      "/admin/moderation",
      formPost({ intent: "photo-nudity", imageId: String(cleanPhoto.id), nude: "1" }, moderator.cookie),
    );
    expect((await lastAudit()).action).toBe("photo.flag_nude");
    expect(await found(viewer.cookie, "1", ids)).toEqual([nude.profileId, noPhoto.profileId]);
  });

  it("refuses a bad flag value with a 400, not a 500; a moderator of another site cannot flag", async () => {
    const member = await createLoggedInMember({ siteId: "classic", country: "US", gender: "female", name: "Other" });
    const photo = await upload(member.cookie);
    const bad = await appRequest("/api/search.php?hideNudity=maybe", { cookie: member.cookie });
    expect(bad.status).toBe(400);
    const elsewhere = await createStaffMember("moderator", ["gay"]);
    const refused = await appRequest(
      "/admin/moderation",
      formPost({ intent: "photo-nudity", imageId: String(photo.id), nude: "1" }, elsewhere.cookie),
    );
    expect(refused.status).toBe(403);
    const badToggle = await appRequest(
      "/admin/moderation",
      formPost({ intent: "photo-nudity", imageId: String(photo.id), nude: "yes" }, (await createStaffMember("moderator")).cookie),
    );
    expect(badToggle.status).toBe(400);
    const [row] = await (await getDb()).select().from(profileImages).where(eq(profileImages.id, photo.id));
    expect(row!.nude).toBe(false);
  });
});
