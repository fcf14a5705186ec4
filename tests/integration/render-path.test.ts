import { beforeAll, describe, expect, it, vi } from "vitest";

// The micro-cache is on here (5 s), as in production; it is read when the middleware module loads.
vi.hoisted(() => {
  process.env.MICRO_CACHE_SECONDS = "5";
});

import { cachedPageAnswer, microCache, type CacheLookup } from "#app/middleware/http-cache.server.ts";
import { appRequest, BROWSER_UA } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** Decision 051: how a page is rendered and sent, and the micro-cache's answer in front of the framework. */
describe("a page is rendered whole before it is sent", () => {
  it.each(["/", "/signup", "/pages/terms", "/landers/video/spring", "/this/does/not/exist"])(
    "%s has no streamed boundaries, hidden segments or reveal scripts",
    async (path) => {
      const html = await (await appRequest(path, { headers: { "User-Agent": BROWSER_UA } })).text();
      // Booleans, so a failure names the rule rather than printing a whole page.
      expect(html.endsWith("</html>")).toBe(true);
      expect({
        hiddenSegment: /<div hidden id="S:\d+"/.test(html),
        pendingBoundary: html.includes("<!--$?-->"),
        revealScript: html.includes("$RC("),
      }).toEqual({
        hiddenSegment: false,
        pendingBoundary: false,
        revealScript: false,
      });
    },
  );

  it("the 404 page shows its status once, in place", async () => {
    const html = await (await appRequest("/this/does/not/exist", { headers: { "User-Agent": BROWSER_UA } })).text();
    expect(html.match(/data-slot="error-status"/g)).toHaveLength(1);
  });

  it("the language's messages are in the page in full, with no slot marker left", async () => {
    const html = await (await appRequest("/login", { cookie: "i18n_redirected=de" })).text();
    expect(html.includes("@@page-slot")).toBe(false);
    const json = /<script id="i18n-messages" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    const messages = JSON.parse(json!) as { login?: { title?: string } };
    const { clientMessages } = await import("#app/i18n/resources.ts");
    expect(messages).toEqual(clientMessages.de);
  });
});

describe("micro-cache hits answered in front of the framework", () => {
  let member = "";
  beforeAll(async () => {
    const { user } = await createMember({ email: "render-path@example.com" });
    member = await sessionCookieFor(user.id);
  });

  const lookup = (path: string, overrides: Partial<CacheLookup> = {}): CacheLookup => ({
    method: "GET",
    url: new URL(path, "http://classic.localhost"),
    secure: false,
    host: "classic.localhost",
    cookie: undefined,
    acceptLanguage: undefined,
    acceptEncoding: undefined,
    ifNoneMatch: undefined,
    ...overrides,
  });
  const bodyOf = (parts: readonly Uint8Array[] | null) => Buffer.concat(parts ?? []).toString("utf8");
  const withoutDate = (headers: Headers) => [...headers].filter(([name]) => name !== "date").sort();

  it("answers exactly what the app sent for the page, until the page leaves the cache", async () => {
    microCache.clear();
    expect(cachedPageAnswer(lookup("/pages/faq"))).toBeNull();
    const rendered = await appRequest("/pages/faq");
    const renderedHeaders = withoutDate(rendered.headers);
    const renderedBody = await rendered.text();

    const hit = cachedPageAnswer(lookup("/pages/faq"));
    expect(hit?.status).toBe(200);
    expect(withoutDate(hit!.headers)).toEqual(renderedHeaders);
    expect(bodyOf(hit!.body)).toBe(renderedBody);
    expect(hit!.headers.get("content-security-policy")).toContain("'nonce-");
    expect(hit!.headers.get("x-content-type-options")).toBe("nosniff");

    microCache.clear();
    expect(cachedPageAnswer(lookup("/pages/faq"))).toBeNull();
  });

  it("answers HEAD without a body and a matching If-None-Match with a 304 that keeps the page's own policy", async () => {
    microCache.clear();
    const etag = (await appRequest("/pages/faq")).headers.get("etag")!;
    const head = cachedPageAnswer(lookup("/pages/faq", { method: "HEAD" }));
    expect(head?.status).toBe(200);
    expect(head?.body).toBeNull();
    const notModified = cachedPageAnswer(lookup("/pages/faq", { ifNoneMatch: etag }));
    expect(notModified?.status).toBe(304);
    expect(notModified?.body).toBeNull();
    expect(notModified?.headers.get("content-security-policy")).toBeNull();
  });

  it("compresses a hit once and keeps the encoded bytes", async () => {
    microCache.clear();
    await appRequest("/pages/faq");
    const first = cachedPageAnswer(lookup("/pages/faq", { acceptEncoding: "gzip, br" }));
    const second = cachedPageAnswer(lookup("/pages/faq", { acceptEncoding: "br" }));
    expect(first?.headers.get("content-encoding")).toBe("br");
    expect(second?.body?.[0]).toBe(first?.body?.[0]);
  });

  it("never answers for a member, a one-time link, a query it does not share, another language, host or scheme", async () => {
    microCache.clear();
    await appRequest("/pages/faq");
    await appRequest("/pages/faq", { cookie: member });
    expect(cachedPageAnswer(lookup("/pages/faq"))).not.toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { cookie: member }))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { cookie: "toast=x" }))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { method: "POST" }))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq?token=abc"))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq?network=n1"))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { cookie: "i18n_redirected=de" }))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { secure: true }))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { host: "lavish.localhost" }))).toBeNull();
    expect(cachedPageAnswer(lookup("/pages/faq", { host: "unknown.example" }))).toBeNull();
  });

  it("a language the browser chose is its own entry, as the i18n middleware picks it", async () => {
    microCache.clear();
    const german = await appRequest("/pages/faq", { cookie: "i18n_redirected=de" });
    const hit = cachedPageAnswer(lookup("/pages/faq", { cookie: "i18n_redirected=de" }));
    expect(hit?.headers.get("etag")).toBe(german.headers.get("etag"));
    expect(cachedPageAnswer(lookup("/pages/faq", { cookie: "i18n_redirected=fr" }))).toBeNull();
  });

  it("a lander of a site with several countries is one entry per country it starts from; other pages are one for all", async () => {
    const [gb, us, de] = ["81.2.69.160", "8.8.8.8", "5.9.0.1"];
    microCache.clear();
    await appRequest("/landers/video/spring", { headers: { "X-Client-IP": gb } });
    expect(cachedPageAnswer(lookup("/landers/video/spring", { clientIp: gb }))).not.toBeNull();
    expect(cachedPageAnswer(lookup("/landers/video/spring", { clientIp: us }))).toBeNull();
    // A country the site does not serve (classic: US, GB, CA, AU, IE, NZ) starts from its first: a US visitor's page.
    await appRequest("/landers/video/spring", { headers: { "X-Client-IP": us } });
    expect(cachedPageAnswer(lookup("/landers/video/spring", { clientIp: de }))).not.toBeNull();
    expect(cachedPageAnswer(lookup("/members/1/landing", { clientIp: de }))).toBeNull();
    await appRequest("/pages/faq", { headers: { "X-Client-IP": gb } });
    expect(cachedPageAnswer(lookup("/pages/faq", { clientIp: us }))).not.toBeNull();
  });
});

describe("an error before any loader ran", () => {
  it("a form posted to a page without an action is the site's 405 page, not an unknown site", async () => {
    // /signup has had an action since decision 053; the home page has none.
    const response = await appRequest("/", {
      method: "POST",
      headers: { "User-Agent": BROWSER_UA, "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=&name=&password=",
    });
    expect(response.status).toBe(405);
    const html = await response.text();
    expect(html.includes("<h1>404 — Unknown site</h1>")).toBe(false);
    expect(html).toMatch(/data-slot="error-status"[^>]*>405</);
    expect(html).toContain("This page does not accept this kind of request.");
  });
});
