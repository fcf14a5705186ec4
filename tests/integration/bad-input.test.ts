import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { profiles, users } from "#app/.server/db/schema.ts";
import { storage } from "#app/.server/storage/storage.server.ts";
import { BROWSER_UA, appRequest, cookiesFrom } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/**
 * Issue 8 items 7 and 8: bodies are bounded, and bad input (wrong body type,
 * broken multipart, NUL bytes, lone surrogates, huge values) is a 4xx, never a 500.
 */

/** Every route with an action, and who may post to it. */
const PAGE_ACTIONS: { path: string; as: "visitor" | "member" }[] = [
  { path: "/login", as: "visitor" },
  { path: "/reset-password", as: "visitor" },
  { path: "/reset-password/do?token=abc", as: "visitor" },
  { path: "/profile", as: "member" },
  { path: "/resources/language", as: "visitor" },
  { path: "/complaints", as: "visitor" },
  { path: "/pages/service", as: "member" },
  { path: "/account/resend-activation", as: "member" },
];

const NUL = "\u0000";
const LONE = "\ud83d";

const BAD_BODIES: { name: string; body: string; type: string }[] = [
  { name: "JSON", body: JSON.stringify({ email: "a@b.c", password: "x", intent: "details" }), type: "application/json" },
  { name: "text", body: "email=a@b.c&password=x", type: "text/plain" },
  {
    name: "broken multipart",
    body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b',
    type: "multipart/form-data; boundary=x",
  },
  { name: "multipart without boundary", body: "whatever", type: "multipart/form-data" },
  {
    name: "NUL and control characters",
    body: new URLSearchParams({
      email: `a${NUL}@b.c`,
      password: `pa${NUL}ss`,
      intent: "details",
      name: `Ann${NUL}a`,
      city: `Le${NUL}eds`,
      country: "GB",
      category: "other",
      topic: "other",
      description: `text with a NUL${NUL} byte inside it`,
      message: `text with a NUL${NUL} byte inside it`,
      language: `de${NUL}`,
      redirectTo: `/\r\n/evil`,
    }).toString(),
    type: "application/x-www-form-urlencoded",
  },
  { name: "no body", body: "", type: "application/x-www-form-urlencoded" },
];

let memberCookie = "";
beforeAll(async () => {
  const member = await createMember();
  memberCookie = await sessionCookieFor(member.user.id);
});

describe("page actions never answer bad input with a 500", () => {
  for (const action of PAGE_ACTIONS) {
    it(`POST ${action.path}`, async () => {
      const failures: string[] = [];
      for (const body of BAD_BODIES) {
        const response = await appRequest(action.path, {
          method: "POST",
          cookie: action.as === "member" ? memberCookie : undefined,
          headers: { "Content-Type": body.type, "x-client-ip": `10.9.${PAGE_ACTIONS.indexOf(action)}.${BAD_BODIES.indexOf(body)}` },
          body: body.body,
        });
        if (response.status >= 500) failures.push(`${body.name} → ${response.status}`);
        await response.body?.cancel();
      }
      expect(failures).toEqual([]);
    });

    it(`POST ${action.path} with a body over 64 KB answers 413 without reading it all`, async () => {
      const body = `password=${"x".repeat(100 * 1024)}&email=a%40b.c`;
      // As a server receives it (declared length), and as a chunked body with no length.
      for (const headers of [{ "Content-Length": String(body.length) }, {}] as Record<string, string>[]) {
        const response = await appRequest(action.path, {
          method: "POST",
          cookie: action.as === "member" ? memberCookie : undefined,
          headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
          body,
        });
        // A route that never reads a body (resend-activation) cannot be flooded through one.
        if (!("Content-Length" in headers) && action.path === "/account/resend-activation") continue;
        expect(response.status).toBe(413);
        await response.body?.cancel();
      }
    });
  }
});

describe("the APIs bound their bodies", () => {
  it("a 100 KB JSON sign-up is a 413", async () => {
    const response = await appRequest("/api/user.php?new=1", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "big@example.com", firstname: "Big", password: "p".repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "body_too_large" } });
  });

  it("a 5,000-character password is refused with a message, not hashed", async () => {
    const member = await createMember();
    const started = performance.now();
    const response = await appRequest("/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: member.email, password: "p".repeat(5000) }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("validation.password_too_long");
    // Well under one argon2 hash (tens of ms): the password never reached it.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("text with NUL bytes and lone surrogates", () => {
  async function emailCheckToken(email: string) {
    const check = await appRequest(`/api/validate_email.php?email=${encodeURIComponent(email)}`);
    return ((await check.json()) as { token: string }).token;
  }

  it("a sign-up name with a NUL byte is stored without it", async () => {
    const email = `nul${Date.now()}@example.com`;
    const response = await appRequest("/api/user.php?new=1", {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-client-ip": "10.8.0.1" },
      body: JSON.stringify({
        email,
        firstname: `Ni${NUL}na`,
        password: "long enough password",
        timezone: "UTC",
        language: "en",
        form_path: `/signup${NUL}`,
        csrf: createHash("sha512").update(`${email}${BROWSER_UA}`).digest("hex"),
        token: await emailCheckToken(email),
        n: BROWSER_UA,
      }),
    });
    expect(response.status).toBe(201);
    const [user] = await (await getDb()).select().from(users).where(eq(users.email, email));
    const [profile] = await (await getDb()).select().from(profiles).where(eq(profiles.id, user!.profileId!));
    expect(profile!.name).toBe("Nina");
  });

  it("PUT /api/user.php: a NUL in the city is dropped, a lone surrogate in a text is a 400", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const put = (body: unknown) =>
      appRequest("/api/user.php", { method: "PUT", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const city = await put({ country: "GB", city: `Le${NUL}eds` });
    expect(city.status).toBe(200);
    const [profile] = await (await getDb()).select().from(profiles).where(eq(profiles.id, member.profile.id));
    expect(profile!.city).toBe("Leeds");

    const lone = await put({ texts: { about_me: `hello ${LONE}` }, lastSignupStep: true });
    expect(lone.status).toBe(400);
    expect(await lone.json()).toMatchObject({ error: { code: "bad_request" } });
    const loneKey = await put({ personal: { [`eyes${NUL}`]: "blue" } });
    expect(loneKey.status).toBe(400);
  });

  it("a push subscription with a NUL byte is a 400", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const response = await appRequest("/api/user.php?push=1", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        subscription: { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: `k${NUL}`, auth: "a" } },
      }),
    });
    expect(response.status).toBe(400);
  });

  it("a complaint with NUL bytes is accepted without them", async () => {
    const response = await appRequest("/complaints", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "x-client-ip": "10.8.0.2" },
      body: new URLSearchParams({
        name: `Vis${NUL}itor`,
        email: "visitor@example.com",
        category: "other",
        description: `A complaint long enough${NUL} to be accepted.`,
      }),
    });
    expect(response.status).toBeLessThan(400);
  });

  it("a 5,000-character media path is a 404, not a 500", async () => {
    const response = await appRequest(`/media/${"a".repeat(5000)}.jpg`);
    expect(response.status).toBe(404);
  });

  it("a media path that names a folder, or passes through a file, is a 404, not a 500", async () => {
    await storage.put("profiles/folder-test/photo.svg", "<svg/>");
    for (const path of ["profiles/folder-test", "profiles", "profiles/folder-test/photo.svg/x.svg"]) {
      const response = await appRequest(`/media/${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
    expect((await appRequest("/media/profiles/folder-test/photo.svg")).status).toBe(200);
  });

  it("a language switch with a broken body is a 400", async () => {
    const response = await appRequest("/resources/language", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ language: "de" }),
    });
    expect(response.status).toBe(400);
    expect(cookiesFrom(response)).not.toContain("i18n_redirected=de");
  });
});

describe("a broken language cookie", () => {
  it("is no language choice: the page renders in the site's language instead of failing", async () => {
    const response = await appRequest("/pages/terms", { cookie: "i18n_redirected=%ZZ" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('lang="en');
  });
});
