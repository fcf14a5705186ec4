import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** Where the browser goes for a Location header, from a page of the site. */
const landsOn = (res: Response) => new URL(res.headers.get("location")!, "http://classic.localhost/login");

// Targets a browser would read as another origin, and header-breaking control characters.
const corpus = [
  "/\t/evil.example",
  "/\\evil.example",
  "\\/evil.example",
  "%2F%2Fevil.example",
  "//evil.example",
  "https://evil.example",
  "/\r\n/evil.example",
  "/.//evil.example",
];

describe("redirect targets stay on the site", () => {
  it.each(corpus)("the language switcher does not send %j off the site, and never answers 500", async (target) => {
    const body = new URLSearchParams({ language: "nl", redirectTo: target });
    const res = await appRequest("/resources/language", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(302);
    expect(landsOn(res).origin).toBe("http://classic.localhost");
    expect(res.headers.get("location")).toBe("/");
  });

  it.each(corpus)("the login page of a logged-in member does not send %j off the site", async (target) => {
    const { user } = await createMember();
    const res = await appRequest(`/login?redirectTo=${encodeURIComponent(target)}`, { cookie: await sessionCookieFor(user.id) });
    expect(res.status).toBe(302);
    expect(landsOn(res).origin).toBe("http://classic.localhost");
  });

  it("keeps an ordinary path with query and hash", async () => {
    const body = new URLSearchParams({ language: "nl", redirectTo: "/members?page=2#results" });
    const res = await appRequest("/resources/language", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.headers.get("location")).toBe("/members?page=2#results");
  });
});
