import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profileImages } from "#app/.server/db/schema.ts";
import { MAX_IMAGES_PER_PROFILE } from "#app/.server/profiles/images.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** Issue 8 item 10: the photo limit holds under parallel uploads (it was checked before the insert). */
describe("parallel photo uploads", () => {
  it("store exactly the limit and refuse the rest", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const jpeg = await sharp({ create: { width: 64, height: 80, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(jpeg)], "me.jpg", { type: "image/jpeg" }));
      return appRequest("/api/profileimage.php", { method: "POST", cookie, body: form });
    };
    const responses = await Promise.all(Array.from({ length: 25 }, upload));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_IMAGES_PER_PROFILE);
    expect(statuses.filter((status) => status !== 201).every((status) => status === 400)).toBe(true);
    const rows = await (await getDb()).select().from(profileImages).where(eq(profileImages.profileId, member.profile.id));
    expect(rows).toHaveLength(MAX_IMAGES_PER_PROFILE);
    expect(new Set(rows.map((row) => row.position)).size).toBe(MAX_IMAGES_PER_PROFILE);
  }, 120_000);
});
