import { expect, test } from "./fixtures.ts";
import { siteUrl } from "./helpers.ts";

test.describe("chunk-load failure (docs/product/pwa.md#chunk-load-guard and docs/product/constants.md#page-chrome)", () => {
  test("a chunk that fails to load reloads the page once, not again within 10 seconds", async ({ page }) => {
    // The logged-out 404 page loads the sign-up form as its own chunk; here that chunk can never be fetched.
    let chunkRequests = 0;
    await page.route(/\/assets\/signup-form-[^/]+\.js$/, (route) => {
      chunkRequests++;
      return route.abort("connectionreset");
    });
    let documentLoads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads++;
    });

    await page.goto(siteUrl("classic", "/no-such-page"));
    await expect.poll(() => documentLoads, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => chunkRequests).toBeGreaterThanOrEqual(2);
    // The second failure is within the guard's 10 s: the page stays, without the form, and does not reload again.
    await page.waitForTimeout(3_000);
    expect(documentLoads).toBe(2);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("chunk-reload:")))).toEqual([
      "chunk-reload:/no-such-page",
    ]);
  });
});
