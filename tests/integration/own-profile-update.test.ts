import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles } from "#app/.server/db/schema.ts";
import { freshIp, postForm } from "#tests/support/account-life.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** `/profile` (details form) and `PUT /api/user.php` (sign-up steps) write the profile through one domain function. */

function putProfile(cookie: string, body: Record<string, unknown>) {
  return appRequest("/api/user.php", {
    method: "PUT",
    cookie,
    headers: { "Content-Type": "application/json", "X-Client-IP": freshIp() },
    body: JSON.stringify(body),
  });
}

const details = { intent: "details", name: "Sam", country: "GB" };

describe("one write path for the own profile", () => {
  it("refuses a region of another country with the same message on both paths", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const api = await putProfile(cookie, { country: "GB", countryregion: "CA-ON" });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: { message: string } }).error.message).toBe("Please choose a region of the chosen country.");
    const form = await postForm("/profile", { ...details, countryregion: "CA-ON" }, { cookie, ip: freshIp() });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("Please choose a region of the chosen country.");
  });

  it("translates the minimum age into the API's message", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const api = await putProfile(cookie, { date_of_birth: "2020-01-01" });
    expect(api.status).toBe(400);
    expect(((await api.json()) as { error: { message: string } }).error.message).toContain("18");
  });

  it("keeps select and text fields that neither path sent", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const db = await getDb();
    await db
      .update(profiles)
      .set({ personal: { smoking: "no" }, texts: { interests: "music" } })
      .where(eq(profiles.id, member.profile.id));
    expect((await putProfile(cookie, { personal: { height: "170-179" } })).status).toBe(200);
    expect((await postForm("/profile", { ...details, "texts.about_me": "Hello there." }, { cookie, ip: freshIp() })).status).toBe(302);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile!.personal).toMatchObject({ smoking: "no", height: "170-179" });
    expect(profile!.texts).toEqual({ interests: "music", about_me: "Hello there." });
    expect(profile!.name).toBe("Sam");
  });
});
