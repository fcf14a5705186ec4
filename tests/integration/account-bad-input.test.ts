import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles, signups } from "#app/.server/db/schema.ts";
import { freshIp, postForm } from "#tests/support/account-life.ts";
import { BROWSER_UA, appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** Input that once reached the database (oversized ids, a name equal to the address) and the rules that now refuse it. */

const csrf = (email: string) => createHash("sha512").update(`${email.trim().toLowerCase()}${BROWSER_UA}`).digest("hex");

async function signUp(overrides: Record<string, unknown>) {
  const email = `review${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const check = (await (
    await appRequest(`/api/validate_email.php?email=${encodeURIComponent(email)}`, { headers: { "x-client-ip": freshIp() } })
  ).json()) as {
    token: string;
  };
  const body = {
    email,
    firstname: "Nina",
    password: "long enough password",
    csrf: csrf(email),
    token: check.token,
    n: BROWSER_UA,
    ...overrides,
  };
  return appRequest("/api/user.php?new=1", {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-client-ip": freshIp() },
    body: JSON.stringify(body),
  });
}

describe("POST /api/user.php?new=1 with a lander profile id beyond the id column", () => {
  it("creates the account and drops the id instead of answering 500", async () => {
    for (const profile of ["9999999999", 2147483648]) {
      const response = await signUp({ profile });
      expect(response.status, String(profile)).toBe(201);
      const user = ((await response.json()) as { user: { id: number } }).user;
      const [row] = await (await getDb()).select().from(signups).where(eq(signups.userId, user.id));
      expect(row?.landerProfileId).toBeNull();
    }
    // The largest id is no failure either; with no such profile on this site it is dropped (decision 017).
    const largest = await signUp({ profile: 2147483647 });
    expect(largest.status).toBe(201);
    const largestUser = ((await largest.json()) as { user: { id: number } }).user;
    const [largestRow] = await (await getDb()).select().from(signups).where(eq(signups.userId, largestUser.id));
    expect(largestRow?.landerProfileId).toBeNull();
  });

  it("keeps a lander profile the site shows, and drops one of another brand (decision 017)", async () => {
    const db = await getDb();
    const [shown, elsewhere] = await db
      .insert(profiles)
      .values([
        { name: "Lander", country: "US", gender: "female", dateOfBirth: "1990-01-01" },
        { name: "Elsewhere", country: "NL", gender: "male", dateOfBirth: "1990-01-01" },
      ])
      .returning({ id: profiles.id });
    for (const [profile, expected] of [
      [shown!.id, shown!.id],
      [elsewhere!.id, null],
    ] as const) {
      const response = await signUp({ profile });
      expect(response.status).toBe(201);
      const user = ((await response.json()) as { user: { id: number } }).user;
      const [row] = await db.select().from(signups).where(eq(signups.userId, user.id));
      expect(row?.landerProfileId).toBe(expected);
    }
  });
});

describe("/profile", () => {
  it("refuses a photo id beyond the id column with a 400, not a 500", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    for (const intent of ["photo-main", "photo-delete"]) {
      const response = await postForm("/profile", { intent, imageId: "99999999999" }, { cookie, ip: freshIp() });
      expect(response.status, intent).toBe(400);
    }
  });

  it("refuses a name equal to the member's e-mail address (name_equal_to_email), whatever the case", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const response = await postForm(
      "/profile",
      { intent: "details", name: member.email.toUpperCase(), country: "GB" },
      { cookie, ip: freshIp() },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Your name cannot be your e-mail address");
    const [profile] = await (await getDb()).select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile?.name).toBe("Alex");
    const fine = await postForm("/profile", { intent: "details", name: "Alexander", country: "GB" }, { cookie, ip: freshIp() });
    expect(fine.status).toBe(302);
  });
});

describe("/activate/done", () => {
  it("still sends an unknown link to /activate/error", async () => {
    const response = await signUp({});
    const cookie = cookiesFrom(response);
    expect(response.status).toBe(201);
    expect((await appRequest("/activate/done?token=" + "b".repeat(43), { cookie })).headers.get("location")).toBe("/activate/error");
  });
});
