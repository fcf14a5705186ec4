import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages, profiles, users } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, searcherDefaults, createProfiles } from "#tests/support/factories.ts";

const DAY = 86_400_000;
const about = { about_me: "I like long walks and good coffee.", looking_for: "Someone kind." };

async function withPhoto(profileId: number) {
  const db = await getDb();
  const [image] = await db
    .insert(profileImages)
    .values({ profileId, filename: `seed/avatars/${profileId}.svg`, thumbFilename: `seed/avatars/${profileId}.svg` })
    .returning({ id: profileImages.id });
  await db.update(profiles).set({ mainImageId: image!.id }).where(eq(profiles.id, profileId));
}

describe("search order (decision 018)", () => {
  it("puts complete profiles with photos first, then by activity; unactivated accounts never appear", async () => {
    const db = await getDb();
    const viewer = await createLoggedInMember({ ...searcherDefaults, country: "NZ", name: "Viewer" });
    const place = { country: "NZ", countryregion: "NZ-AUK", city: "Auckland" };
    const [complete, photoOnly, stale] = (await createProfiles([
      { name: "Complete", ...place, texts: about, lastActiveAt: new Date(Date.now() - 10 * DAY) },
      { name: "PhotoOnly", ...place, texts: {}, lastActiveAt: new Date(Date.now() - 2 * DAY) },
      { name: "Stale", ...place, texts: about, lastActiveAt: new Date(Date.now() - 60 * DAY) },
    ])) as [{ id: number }, { id: number }, { id: number }];
    for (const { id } of [complete, photoOnly, stale]) await withPhoto(id);
    // New members active right now, without a photo: one confirmed and complete, one never activated.
    const fresh = await createLoggedInMember({ ...searcherDefaults, country: "NZ", name: "Fresh" });
    await db
      .update(profiles)
      .set({ ...place, texts: about })
      .where(eq(profiles.id, fresh.profileId));
    const bare = await createLoggedInMember({ ...searcherDefaults, country: "NZ", name: "Bare" });
    const pending = await createLoggedInMember({ ...searcherDefaults, country: "NZ", name: "Pending" });
    await db.update(users).set({ status: "not_confirmed" }).where(eq(users.id, pending.userId));

    const res = await appRequest("/api/search.php?manual_search=1&country=NZ&do_not_save=1", { cookie: viewer.cookie });
    expect(res.status).toBe(200);
    const ids = ((await res.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);
    // Photo and complete (newest activity first), photo only, complete without photo, then the rest.
    expect(ids).toEqual([complete.id, stale.id, photoOnly.id, fresh.profileId, bare.profileId]);
    expect(ids).not.toContain(pending.profileId);

    const [row] = await db.select({ q: profiles.searchQuality }).from(profiles).where(eq(profiles.id, complete.id));
    expect(row!.q).toBe(3);
  });
});
