import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { seedDatabase } from "#app/.server/db/seed.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

// The demo pool, so sample member ids exist as they do on the seeded e2e server.
beforeAll(async () => {
  await seedDatabase(await getDb());
}, 120_000);
import { NOT_FOUND, ROUTE_MATRIX } from "#tests/support/route-matrix.ts";

describe("access levels for a logged-out visitor", () => {
  it.each(ROUTE_MATRIX)("$path → $expect", async ({ path, expect: expectation }) => {
    const res = await appRequest(path);
    if (expectation === "ok") {
      expect(res.status).toBe(200);
    } else if (expectation === "login") {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    } else {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
    }
  });

  it.each(NOT_FOUND)("$path → 404", async ({ path, message }) => {
    const res = await appRequest(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-slot="error-status" class="font-semibold">404<');
    if (message === "invalid") expect(html).toContain(`Page Not Found: ${path}`);
    else expect(html).toContain("Page not found");
  });
});

describe("guard order and site redirects", () => {
  it("applies a site's configured redirect after the auth guard", async () => {
    // gay.ts redirects the public /pages/return-policy to /contact.
    const res = await appRequest("/pages/return-policy", { host: "gay.localhost" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/contact");
  });

  it("checks page validity before authentication", async () => {
    const res = await appRequest("/chats/not-a-number");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found: /chats/not-a-number");
  });

  it("requires a niche-prefixed slug on landers of a niche site", async () => {
    expect((await appRequest("/landers/video/milf-berlin", { host: "lavish.localhost" })).status).toBe(200);
    expect((await appRequest("/landers/video/gay-berlin", { host: "lavish.localhost" })).status).toBe(404);
  });
});

describe("hosts, bots and the error page", () => {
  it("answers an unknown host with a 404 naming it, without a stack trace", async () => {
    const res = await appRequest("/", { host: "nobody.example:3000" });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("No site is configured for the host <code>nobody.example</code>");
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("gives bots the plain status, not the rendered error page", async () => {
    const res = await appRequest("/no-such-page", { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(await res.text()).toBe("404");
  });

  it("shows a logged-out visitor the sign-up under the error, without its title", async () => {
    const html = await (await appRequest("/no-such-page")).text();
    expect(html).toMatch(/<h1[^>]*>Error<\/h1>/);
    expect(html).toMatch(/data-slot="signup-(teaser|form)"/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await appRequest("/api/nothing.php");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No API endpoint at /api/nothing.php" } });
  });
});

describe("themes per host", () => {
  it.each([
    ["classic.localhost", "classic", "en-US"],
    ["localhost:3000", "classic", "en-US"],
    ["lavish.localhost", "lavish", "de-DE"],
    ["gay.localhost", "classic", "nl-NL"],
  ])("%s → %s in %s", async (host, theme, lang) => {
    const html = await (await appRequest("/", { host })).text();
    expect(html).toContain(`data-theme="${theme}"`);
    expect(html).toContain(`lang="${lang}"`);
  });
});

describe("members on the error page", () => {
  it("lists a dozen members of the site's pool for a logged-in member, and refuses visitors", async () => {
    const member = await createMember({ siteId: "lavish" });
    const cookie = await sessionCookieFor(member.user.id, "lavish");
    const res = await appRequest("/resources/members-teaser", { host: "lavish.localhost", cookie });
    expect(res.status).toBe(200);
    const { members } = (await res.json()) as { members: { id: number; age: number }[] };
    expect(members).toHaveLength(12);
    // lavish.ts shows women 35–80 only.
    for (const m of members) expect(m.age).toBeGreaterThanOrEqual(35);
    expect((await appRequest("/resources/members-teaser", { host: "lavish.localhost" })).status).toBe(403);
  });
});

describe("navigation.mobileTabBar", () => {
  it("gives classic members a bottom tab bar and keeps lavish's navigation row", async () => {
    const classic = await createMember({ siteId: "classic" });
    const classicHtml = await (await appRequest("/likes", { cookie: await sessionCookieFor(classic.user.id, "classic") })).text();
    expect(classicHtml).toContain('data-slot="mobile-tab-bar"');
    const lavish = await createMember({ siteId: "lavish" });
    const lavishHtml = await (
      await appRequest("/likes", { host: "lavish.localhost", cookie: await sessionCookieFor(lavish.user.id, "lavish") })
    ).text();
    expect(lavishHtml).not.toContain('data-slot="mobile-tab-bar"');
    expect(lavishHtml).toContain('data-variant="masthead"');
  });
});

describe("id params beyond the integer range", () => {
  it.each(["/members/9999999999", "/likes/m/2147483648", "/chats/9999999999", "/transactions/2147483648", "/credits/9999999999/ideal"])(
    "%s → 404, not a database error",
    async (path) => {
      const member = await createMember();
      const res = await appRequest(path, { cookie: await sessionCookieFor(member.user.id) });
      expect(res.status).toBe(404);
    },
  );
});
