import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { createStaff } from "#app/.server/staff/staff-accounts.server.ts";
import { totpCode } from "#app/.server/staff/totp.server.ts";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { auditCount, formPost, STAFF_TEST_PASSWORD } from "#tests/support/staff.ts";

function staffCookieOf(response: Response) {
  return response.headers.getSetCookie().find((c) => c.startsWith("__staff="))!;
}

describe("staff login (password, then TOTP)", () => {
  it("enrols the authenticator on the first login, then needs a code every time", async () => {
    const db = await getDb();
    const { totpSecret } = await createStaff(db, {
      email: "new-mod@staff.example",
      role: "moderator",
      sites: ["classic"],
      password: STAFF_TEST_PASSWORD,
    });

    const wrong = await appRequest("/admin/login", formPost({ email: "new-mod@staff.example", password: "not-the-password" }));
    expect(wrong.status).toBe(400);
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const first = await appRequest(
      "/admin/login",
      formPost({ email: "new-mod@staff.example", password: STAFF_TEST_PASSWORD, redirectTo: "/admin/moderation" }),
    );
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/login/code?redirectTo=%2Fadmin%2Fmoderation");
    const pendingHeader = staffCookieOf(first);
    expect(pendingHeader).toMatch(/Path=\/admin;/);
    expect(pendingHeader).toMatch(/HttpOnly/);
    expect(pendingHeader).toMatch(/SameSite=Strict/);
    const pending = cookiesFrom(first);

    // The password alone opens nothing.
    const notYet = await appRequest("/admin/moderation", { cookie: pending });
    expect(notYet.status).toBe(302);
    expect(notYet.headers.get("location")).toMatch(/^\/admin\/login/);

    // Enrolment shows the secret and its otpauth:// URI.
    const codePage = await appRequest("/admin/login/code", { cookie: pending });
    const html = await codePage.text();
    expect(html).toContain(totpSecret);
    expect(html).toContain("otpauth://totp/");

    const badCode = await appRequest("/admin/login/code", formPost({ code: "000000" }, pending));
    expect(badCode.status).toBe(400);

    const code = totpCode(totpSecret);
    const ok = await appRequest("/admin/login/code", formPost({ code, redirectTo: "/admin/moderation" }, pending));
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/admin/moderation");
    const verified = cookiesFrom(ok);
    expect(verified).not.toBe(pending);
    expect((await appRequest("/admin/moderation", { cookie: verified })).status).toBe(200);
    // The pending id was dropped when the code was accepted.
    expect((await appRequest("/admin/moderation", { cookie: pending })).status).toBe(302);

    // The same code cannot log in a second time (replay).
    const again = cookiesFrom(
      await appRequest("/admin/login", formPost({ email: "new-mod@staff.example", password: STAFF_TEST_PASSWORD })),
    );
    expect((await appRequest("/admin/login/code", formPost({ code }, again))).status).toBe(400);
    // Now enrolled: the code page no longer shows the secret.
    expect(await (await appRequest("/admin/login/code", { cookie: again })).text()).not.toContain(totpSecret);
    expect(await auditCount("staff.login")).toBeGreaterThanOrEqual(1);
  });

  it("marks the staff cookie Secure over HTTPS", async () => {
    const db = await getDb();
    await createStaff(db, { email: "https-admin@staff.example", role: "admin", sites: "all", password: STAFF_TEST_PASSWORD });
    const response = await appRequest("/admin/login", {
      ...formPost({ email: "https-admin@staff.example", password: STAFF_TEST_PASSWORD }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-Proto": "https" },
    });
    expect(staffCookieOf(response)).toMatch(/; Secure/);
  });

  it("never lets a member's session log in as staff: the login page itself is a 404 for members", async () => {
    const member = await createLoggedInMember();
    expect((await appRequest("/admin/login", { cookie: member.cookie })).status).toBe(404);
    expect((await appRequest("/admin/login", formPost({ email: member.email, password: member.password }, member.cookie))).status).toBe(
      404,
    );
    // A member's e-mail and password are no staff credentials either.
    expect((await appRequest("/admin/login", formPost({ email: member.email, password: member.password }))).status).toBe(400);
  });

  it("refuses bad input with a 400, not a 500", async () => {
    expect((await appRequest("/admin/login", formPost({ email: "" }))).status).toBe(400);
    expect((await appRequest("/admin/login", formPost({ email: "x".repeat(5000), password: "y" }))).status).toBe(400);
  });
});

describe("the audit log", () => {
  it("is append-only: the database refuses to change or delete a row", async () => {
    const db = await getDb();
    await db.execute(sql`insert into audit_log (action) values ('test.entry')`);
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ""}`,
      );
    expect(await refusal(db.execute(sql`update audit_log set action = 'changed'`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from audit_log`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
  });
});
