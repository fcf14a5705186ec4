import { describe, expect, it } from "vitest";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createMember } from "#tests/support/factories.ts";

function loginForm(fields: Record<string, string>) {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  } as const;
}

describe("login, the user call and logout", () => {
  it("logs a member in, answers the user call, and answers 403 after logout", async () => {
    const member = await createMember({ name: "Robin" });
    expect((await appRequest("/api/user.php")).status).toBe(403);

    const login = await appRequest("/login", loginForm({ email: member.email, password: member.password, redirectTo: "/members" }));
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/members");
    const sessionHeader = login.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(sessionHeader).toMatch(/HttpOnly/);
    expect(sessionHeader).toMatch(/SameSite=Lax/);
    expect(sessionHeader).not.toMatch(/Secure/);
    const cookie = cookiesFrom(login);

    const me = await appRequest("/api/user.php", { cookie });
    expect(me.status).toBe(200);
    const { user } = (await me.json()) as { user: { email: string; loggedIn: boolean; profile: { name: string } } };
    expect(user).toMatchObject({ email: member.email, loggedIn: true, profile: { name: "Robin" } });

    const logout = await appRequest("/api/logout.php", { cookie, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(logout.status).toBe(200);
    expect(await logout.text()).toBe("done");
    expect((await appRequest("/api/user.php", { cookie })).status).toBe(403);
  });

  it("rotates the session id on login", async () => {
    const member = await createMember();
    const first = cookiesFrom(await appRequest("/login", loginForm({ email: member.email, password: member.password })));
    const second = await appRequest("/login", { ...loginForm({ email: member.email, password: member.password }), cookie: first });
    expect(cookiesFrom(second)).not.toBe(first);
    expect((await appRequest("/api/user.php", { cookie: first.split("; ").find((c) => c.startsWith("__session"))! })).status).toBe(403);
  });

  it("marks the cookie Secure when the site is served over HTTPS", async () => {
    const member = await createMember();
    const res = await appRequest("/login", {
      ...loginForm({ email: member.email, password: member.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-Proto": "https" },
    });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/; Secure/);
  });

  it("refuses a wrong password with a translated message", async () => {
    const member = await createMember({ siteId: "lavish" });
    const res = await appRequest("/login", { ...loginForm({ email: member.email, password: "wrong-password" }), host: "lavish.localhost" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("passen zu keinem Konto bei MilfLounge");
  });

  it("keeps accounts per site: a classic member cannot log in on lavish", async () => {
    const member = await createMember({ siteId: "classic" });
    const res = await appRequest("/login", { ...loginForm({ email: member.email, password: member.password }), host: "lavish.localhost" });
    expect(res.status).toBe(400);
  });

  it("does not accept a session cookie of another site", async () => {
    const member = await createMember({ siteId: "classic" });
    const cookie = cookiesFrom(await appRequest("/login", loginForm({ email: member.email, password: member.password })));
    expect((await appRequest("/api/user.php", { cookie, host: "gay.localhost" })).status).toBe(403);
  });

  it("answers bad login input with form errors, not a 500", async () => {
    const res = await appRequest("/login", loginForm({ email: "not-an-address", password: "" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Value is not a valid email address");
    expect(html).toContain("Value is required");
  });

  it("sends a logged-out visitor back to the page after login", async () => {
    const member = await createMember();
    const guarded = await appRequest("/profile");
    expect(guarded.headers.get("location")).toBe("/login?redirectTo=%2Fprofile");
    const login = await appRequest("/login", loginForm({ email: member.email, password: member.password, redirectTo: "/profile" }));
    expect(login.headers.get("location")).toBe("/profile");
    expect((await appRequest("/profile", { cookie: cookiesFrom(login) })).status).toBe(200);
  });

  it("never redirects to another origin after login", async () => {
    const member = await createMember();
    const login = await appRequest("/login", loginForm({ email: member.email, password: member.password, redirectTo: "//evil.example" }));
    expect(login.headers.get("location")).toBe("/");
  });
});
