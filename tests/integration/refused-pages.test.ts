import { describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

const form = (fields: Record<string, string>) => ({
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
});

/** Requests refused before the route's loaders run, on the German, lavish-themed demo site. */
const REFUSALS = [
  { name: "a form posted to a page without an action (405)", status: 405, path: "/", init: { method: "POST", ...form({ a: "1" }) } },
  {
    name: "a body over the limit (413)",
    status: 413,
    path: "/login",
    init: { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `a=${"x".repeat(70_000)}` },
  },
  {
    name: "another site's form (403)",
    status: 403,
    path: "/login",
    init: { method: "POST", ...form({ email: "a@b.c", password: "x" }), headers: { ...form({}).headers, Origin: "https://evil.example" } },
  },
] as const;

const GERMAN: Record<number, string> = {
  405: "Diese Seite nimmt diese Art von Anfrage nicht an.",
  413: "Das Gesendete ist zu groß.",
  403: "Diese Anfrage kam von der Seite einer anderen Website und wurde abgelehnt.",
};

describe("the page of a request refused before the route loads", () => {
  for (const refusal of REFUSALS) {
    it(`is the site's error page, in its language and theme: ${refusal.name}`, async () => {
      const response = await appRequest(refusal.path, { host: "lavish.localhost", ...refusal.init });
      expect(response.status).toBe(refusal.status);
      const html = await response.text();
      expect(html).toContain('data-theme="lavish"');
      expect(html).toContain('lang="de-DE"');
      expect(html).toMatch(new RegExp(`data-slot="error-status"[^>]*>${refusal.status}<`));
      expect(html).toContain(GERMAN[refusal.status]!);
      expect(html).toContain(">Fehler<");
      expect(html).not.toContain("Method Not Allowed</h1>");
      // The browser hydrates the same page from the data the server put in it.
      const chrome = /<script id="error-chrome" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(chrome!)).toMatchObject({ site: { id: "lavish" }, language: "de" });
    });
  }

  it("shows a logged-in member as logged in", async () => {
    const member = await createLoggedInMember({ name: "Refused" });
    const response = await appRequest("/", { method: "POST", cookie: member.cookie, ...form({ a: "1" }) });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html).toContain("This page does not accept this kind of request.");
    expect(html).toContain("data-logged-in");
  });

  it("stays JSON for the API, and plain for an unknown host", async () => {
    const api = await appRequest("/api/likes.php", {
      host: "lavish.localhost",
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ error: { code: "cross_site_request" } });
    const unknown = await appRequest("/", { host: "nowhere.example", method: "POST", ...form({ a: "1" }) });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('id="error-chrome"');
  });
});
