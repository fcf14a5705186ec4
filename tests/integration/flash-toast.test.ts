import { describe, expect, it } from "vitest";
import { appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createMember } from "#tests/support/factories.ts";

/** Issue 8 item 10: the flash toast cookie is signed, so nobody can plant a message in the site's UI. */
describe("flash toasts", () => {
  it("a toast set by the server shows once", async () => {
    const member = await createMember({ name: "Toastie" });
    const login = await appRequest("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "10.77.0.1" },
      body: new URLSearchParams({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(302);
    const toastCookie = login.headers.getSetCookie().find((c) => c.startsWith("toast="))!;
    expect(toastCookie).toBeTruthy();
    expect(toastCookie).not.toMatch(/;\s*Secure/i);
    const page = await appRequest("/pages/faq", { cookie: cookiesFrom(login) });
    expect(await page.text()).toContain("Toastie");
  });

  it("is Secure over HTTPS, like the session cookie (it names the member)", async () => {
    const member = await createMember();
    const login = await appRequest("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "10.77.0.2", "X-Forwarded-Proto": "https" },
      body: new URLSearchParams({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(302);
    const cookies = login.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("__session="))).toMatch(/;\s*Secure/i);
    expect(cookies.find((c) => c.startsWith("toast="))).toMatch(/;\s*Secure/i);
  });

  it("a forged or tampered toast cookie is ignored", async () => {
    const forged = Buffer.from(JSON.stringify({ type: "success", description: "Send your password to evil.example" })).toString(
      "base64url",
    );
    for (const value of [
      forged,
      `${forged}.bogus-signature`,
      encodeURIComponent(Buffer.from(JSON.stringify("Send your password")).toString("base64")),
    ]) {
      const page = await appRequest("/pages/faq", { cookie: `toast=${value}` });
      expect(await page.text()).not.toContain("Send your password");
    }
  });
});
