import { expect, test } from "./fixtures.ts";
import { login, PORT } from "./helpers.ts";

// Node does not resolve *.localhost: ask loopback and name the site in Host.
const direct = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const host = "classic.localhost";

// Issue 10 item 2 through the real server (Express, its compression, the micro-cache): decision 026.
test.describe("caching through the built server", () => {
  test("an anonymous page is public, compressed once, validated by its ETag, and sets no cookie", async ({ request }) => {
    const url = direct("/pages/terms");
    const first = await request.get(url, { headers: { Host: host, "Accept-Encoding": "br, gzip" } });
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(first.headers()["content-encoding"]).toBe("br");
    expect(first.headers()["set-cookie"]).toBeUndefined();
    expect(await first.text()).toContain("</html>");
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^"[\w-]+-br"$/);

    const again = await request.get(url, { headers: { Host: host, "Accept-Encoding": "br, gzip", "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["etag"]).toBe(etag);
  });

  test("a logged-in page is private, no-store", async ({ page }) => {
    await login(page, "classic");
    const session = (await page.context().cookies()).find((c) => c.name === "__session")!;
    const res = await page.request.get(direct("/pages/terms"), { headers: { Host: host, Cookie: `__session=${session.value}` } });
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    expect(res.headers()["etag"]).toBeUndefined();
  });

  test("the error page loads the sign-up form (Zod, Conform) only when it shows it (decision 028)", async ({ request, page }) => {
    // Every page's first load carries the root error boundary: its HTML must not preload the sign-up steps.
    const html = await (await request.get(direct("/pages/terms"), { headers: { Host: host } })).text();
    // The modules a page preloads (once it has painted, decision 049).
    const preloads = [...html.matchAll(/<link rel="x-modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
    expect(preloads.some((href) => /^\/assets\/entry\.client-/.test(href))).toBe(true);
    expect(preloads.filter((href) => href.startsWith("/assets/signup-form-"))).toEqual([]);
    // An error page still shows the form, fetched on demand.
    await page.goto(`http://classic.localhost:${PORT}/no-such-page`);
    await expect(page.locator('[data-slot="signup-loading"], form').first()).toBeVisible();
  });
});
