import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { storage } from "#app/.server/storage/storage.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

/** Issue 8 item 6, decision 021. */
function expectBaseHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("geolocation=(self)");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
}

// The first request opens (and migrates) the test database.
beforeAll(async () => {
  await appRequest("/api/companyinfo.php");
});

describe("security headers", () => {
  it("a page has a nonce policy without unsafe-inline scripts, and its inline scripts carry that nonce", async () => {
    const response = await appRequest("/login");
    expectBaseHeaders(response);
    const csp = response.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]!);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attributes of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
    // Without HTTPS no HSTS (a demo on http://*.localhost must pin nothing); behind a TLS proxy, HSTS.
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const secure = await appRequest("/login", { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("each render gets a new nonce", async () => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec((await appRequest("/pages/faq", { cookie: "x=1" })).headers.get("content-security-policy")!)?.[1];
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    const first = /'nonce-([^']+)'/.exec((await appRequest("/profile", { cookie })).headers.get("content-security-policy")!)?.[1];
    const second = /'nonce-([^']+)'/.exec((await appRequest("/profile", { cookie })).headers.get("content-security-policy")!)?.[1];
    expect(first).not.toBe(second);
    expect(await nonceOf()).toBeTruthy();
  });

  it("APIs, redirects and unknown hosts get the base headers and a policy that allows nothing", async () => {
    for (const response of [
      await appRequest("/api/companyinfo.php"),
      await appRequest("/api/user.php"),
      await appRequest("/profile"), // redirect to /login
      await appRequest("/", { host: "unknown.example" }),
    ]) {
      expectBaseHeaders(response);
    }
    expect((await appRequest("/api/user.php")).headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });

  it("a member page, its .data and the member APIs are private, no-store", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    for (const path of ["/profile", "/profile.data", "/api/user.php", "/api/likes.php", "/members/" + member.profile.id]) {
      const response = await appRequest(path, { cookie });
      expect(response.status, path).toBeLessThan(400);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("member photos are cached briefly and revalidated, never as immutable", async () => {
    await storage.put("profiles/test/photo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const response = await appRequest("/media/profiles/test/photo.svg");
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get("cache-control")!;
    expect(cacheControl).not.toContain("immutable");
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(600);
    expect(cacheControl).toContain("must-revalidate");
  });
});

describe("the e2e suite", () => {
  it("uses the fixture that fails on CSP violations in every spec", () => {
    const specs = readdirSync("tests/e2e").filter((file) => file.endsWith(".spec.ts"));
    expect(specs.length).toBeGreaterThan(3);
    for (const spec of specs) {
      const text = readFileSync(`tests/e2e/${spec}`, "utf8");
      expect(text, spec).toMatch(/import \{[^}]*\btest\b[^}]*\} from "\.\/fixtures\.ts"/);
      expect(text, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from "@playwright\/test"/);
    }
  });
});

describe("a 304 of a page", () => {
  it("carries no policy, so the browser keeps the stored page's nonce policy", async () => {
    const first = await appRequest("/pages/privacy");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const revalidated = await appRequest("/pages/privacy", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
    expect(revalidated.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
