import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { users } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";

const PASSWORD = "my secret password 42";

/** A sign-up form as the browser posts it natively: the app's scripts never took it over (decision 053). */
function postSignup(
  fields: Record<string, string>,
  { path = "/signup", host = "classic.localhost", cookie }: { path?: string; host?: string; cookie?: string } = {},
) {
  return appRequest(path, {
    host,
    cookie,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The sign-up's `<form>` tag, as the server rendered it. */
function accountFormTag(html: string) {
  return html.match(/<form[^>]*data-slot="signup-account"[^>]*>/)?.[0] ?? "";
}

/** The attributes of the sign-up's `<input name=…>`, as the server rendered it. */
function inputTag(html: string, name: string) {
  return html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
}

describe("a sign-up posted without the app's scripts (decision 053)", () => {
  it("gets the sign-up back with a notice and the address and name kept, and creates nothing", async () => {
    const email = `noscript${Date.now()}@example.com`;
    const res = await postSignup({ email: ` ${email}\u0000 `, name: "Nina", password: PASSWORD, website: "" });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // No session: nothing was created, so nothing is logged in.
    expect(res.headers.getSetCookie().filter((c) => !c.endsWith("=") && /session/i.test(c))).toEqual([]);
    const html = await res.text();
    expect(html).toContain('id="signup-scripts-needed"');
    expect(html).toContain("Signing up needs JavaScript, and it did not run on this page.");
    expect(inputTag(html, "email")).toContain(`value="${email}"`);
    expect(inputTag(html, "name")).toContain('value="Nina"');
    expect(inputTag(html, "password")).not.toContain("value=");
    expect(html).not.toContain(PASSWORD);
    const db = await getDb();
    expect(await db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("says so in the visitor's language", async () => {
    const html = await (
      await postSignup({ email: "anna@example.de", name: "Anna", password: PASSWORD }, { cookie: "i18n_redirected=de" })
    ).text();
    expect(html).toContain("Die Anmeldung braucht JavaScript");
    expect(inputTag(html, "email")).toContain('value="anna@example.de"');
  });

  it("keeps a lander's member: the form posts on to /signup with it", async () => {
    const html = await (
      await postSignup({ email: "a@example.com", name: "A", password: PASSWORD }, { path: "/signup?profile=4242" })
    ).text();
    expect(html).toContain('id="signup-scripts-needed"');
    expect(accountFormTag(html)).toContain('action="/signup?profile=4242"');
  });

  it("cuts what it keeps to the form's limits", async () => {
    const html = await (await postSignup({ email: `${"x".repeat(400)}@example.com`, name: "n".repeat(400), password: PASSWORD })).text();
    expect(inputTag(html, "email")).toContain(`value="${"x".repeat(254)}"`);
    expect(inputTag(html, "name")).toContain(`value="${"n".repeat(150)}"`);
  });

  it("answers bad posts with a 4xx, never a 500", async () => {
    const plain = await appRequest("/signup", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "email=a@b.c" });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
    const foreign = await appRequest("/signup", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "email=a%40b.c",
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect(await foreign.text()).not.toContain("signup-scripts-needed");
    const huge = await postSignup({ email: "a@b.c", name: "x".repeat(2_000_000), password: PASSWORD });
    expect(huge.status).toBe(413);
  });

  it("is where every sign-up form posts when no script takes it over", async () => {
    const html = await (await appRequest("/signup")).text();
    expect(accountFormTag(html)).toContain('action="/signup"');
    expect(accountFormTag(html)).toContain('method="post"');
    expect(html).not.toContain("signup-scripts-needed");
    // The consent's terms and privacy statement can be read without scripts too: real links, in a new tab.
    expect(html).toMatch(/<a[^>]*href="\/pages\/terms"[^>]*target="_blank"[^>]*data-slot="terms-link"/);
    expect(html).toMatch(/<a[^>]*href="\/pages\/privacy"[^>]*target="_blank"[^>]*data-slot="privacy-link"/);
  });
});
