import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles, pushSubscriptions, sessions, users } from "#app/.server/db/schema.ts";
import { subscribeLive } from "#app/.server/chat/live.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember, sessionCookieFor } from "#tests/support/factories.ts";
import { auditCount, createStaffMember, formPost } from "#tests/support/staff.ts";

describe("banning a member", () => {
  it("ends their sessions and pushes, tells their open pages, sends their login to /pages/ban, and can be lifted", async () => {
    const member = await createLoggedInMember({ siteId: "classic", name: "Banned" });
    const secondDevice = await sessionCookieFor(member.userId);
    const moderator = await createStaffMember("moderator", ["classic"]);
    const db = await getDb();
    await db
      .insert(pushSubscriptions)
      .values({ userId: member.userId, endpoint: `https://fcm.googleapis.com/x/${member.userId}`, p256dh: "k", auth: "a" });
    expect((await appRequest("/api/user.php", { cookie: member.cookie })).status).toBe(200);
    const events: string[] = [];
    const unsubscribe = await subscribeLive(member.profileId, (event) => events.push(event.type));

    const before = await auditCount("member.ban");
    const ban = await appRequest(`/admin/members/${member.userId}`, formPost({ intent: "ban", reason: "Scam messages" }, moderator.cookie));
    expect(ban.status).toBe(200);
    expect(await auditCount("member.ban")).toBe(before + 1);

    // Every session and push subscription is gone; both devices are logged out.
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.userId))).toEqual([]);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, member.userId))).toEqual([]);
    for (const cookie of [member.cookie, secondDevice]) {
      expect((await appRequest("/api/user.php", { cookie })).status).toBe(403);
      const page = await appRequest("/profile", { cookie });
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toMatch(/^\/login/);
    }
    // Their open pages hear it live (and leave for the ban notice).
    await expect.poll(() => events, { timeout: 5_000 }).toContain("account_closed");
    unsubscribe();

    // The profile is hidden everywhere; the right password leads to the ban notice, not a session.
    const [profile] = await db.select({ listed: profiles.listed }).from(profiles).where(eq(profiles.id, member.profileId));
    expect(profile!.listed).toBe(false);
    expect((await appRequest(`/members/${member.profileId}`)).status).toBe(404);
    const login = await appRequest("/login", formPost({ email: member.email, password: member.password }));
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/pages/ban");
    expect(login.headers.getSetCookie().some((c) => c.startsWith("__session=") && !c.startsWith("__session=;"))).toBe(false);
    const notice = await appRequest("/pages/ban");
    expect(notice.status).toBe(200);
    expect(await notice.text()).toContain("Your account is blocked");

    // The staff page shows the ban; lifting it restores the account.
    expect(await (await appRequest(`/admin/members/${member.userId}`, { cookie: moderator.cookie })).text()).toContain("Scam messages");
    expect((await appRequest(`/admin/members/${member.userId}`, formPost({ intent: "unban" }, moderator.cookie))).status).toBe(200);
    const [user] = await db.select({ status: users.status }).from(users).where(eq(users.id, member.userId));
    expect(user!.status).toBe("active");
    const again = await appRequest("/login", formPost({ email: member.email, password: member.password }));
    expect(again.headers.get("location")).toBe("/");
  });

  it("refuses a ban without a reason (400) and a second ban (409)", async () => {
    const member = await createLoggedInMember({ siteId: "classic" });
    const admin = await createStaffMember("admin", "all");
    expect((await appRequest(`/admin/members/${member.userId}`, formPost({ intent: "ban", reason: "" }, admin.cookie))).status).toBe(400);
    expect((await appRequest(`/admin/members/${member.userId}`, formPost({ intent: "ban", reason: "spam" }, admin.cookie))).status).toBe(
      200,
    );
    expect((await appRequest(`/admin/members/${member.userId}`, formPost({ intent: "ban", reason: "spam" }, admin.cookie))).status).toBe(
      409,
    );
    expect((await appRequest(`/admin/members/${member.userId}`, formPost({ intent: "nonsense" }, admin.cookie))).status).toBe(400);
    expect((await appRequest("/admin/members/99999999", { cookie: admin.cookie })).status).toBe(404);
    expect((await appRequest("/admin/members/abc", { cookie: admin.cookie })).status).toBe(404);
  });
});
