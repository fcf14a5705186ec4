import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { siteUrl, waitForHydration, watchPageErrors } from "./helpers.ts";

/**
 * The error page is a chunk of its own (decision 041). CI saw two error blocks at once on a 404 while it hydrated:
 * left to `lazy`, the error block stayed dehydrated server HTML after the page had announced hydration, until the
 * chunk came, and an update in that window made React discard it and render it again. A MutationObserver installed
 * before any script runs counts the error blocks after every change to the document, and the moment the page
 * announces hydration records whether React has taken the error block over (its DOM node carries React's keys).
 */
async function watchErrorBlocks(page: Page) {
  await page.addInitScript(() => {
    type Watch = { max: number; seen: number[]; blockHydratedAtAnnounce: boolean | null };
    const watch: Watch = { max: 0, seen: [], blockHydratedAtAnnounce: null };
    (window as unknown as { __errorBlocks: Watch }).__errorBlocks = watch;
    const count = () => {
      const n = document.querySelectorAll('[data-slot="error-status"]').length;
      if (n !== watch.seen.at(-1)) watch.seen.push(n);
      watch.max = Math.max(watch.max, n);
    };
    new MutationObserver(count).observe(document, { childList: true, subtree: true });
    let hydrated: unknown;
    Object.defineProperty(window, "__appHydrated", {
      configurable: true,
      get: () => hydrated,
      set(value: unknown) {
        const block = document.querySelector('[data-slot="error"]');
        if (watch.blockHydratedAtAnnounce === null && block) {
          watch.blockHydratedAtAnnounce = Object.keys(block).some((key) => key.startsWith("__react"));
        }
        hydrated = value;
      },
    });
  });
}

const watched = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __errorBlocks: { max: number; seen: number[]; blockHydratedAtAnnounce: boolean | null } }).__errorBlocks,
  );

test.describe("an error page while it hydrates", () => {
  for (const [name, delayMs] of [
    ["with the error page's chunk at once", 0],
    ["with the error page's chunk late", 1500],
  ] as const) {
    test(`a 404 hydrates its one error block in the page's one pass, never showing two (${name})`, async ({ page }) => {
      await watchErrorBlocks(page);
      if (delayMs) {
        await page.route(/\/assets\/error-page-[\w-]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          await route.continue();
        });
      }
      const res = await page.goto(siteUrl("classic", "/no/such/page"), { waitUntil: "domcontentloaded" });
      expect(res?.status()).toBe(404);
      await waitForHydration(page);
      // The sign-up form loads after hydration, as its own chunk: let that settle too.
      await expect(page.locator('[data-slot="signup-loading"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('[data-slot="error-status"]')).toHaveText("404");
      const watch = await watched(page);
      expect(watch.max).toBe(1);
      // The server's block, kept: before it appeared none, after it exactly one, never replaced.
      expect(watch.seen.filter((n, i) => !(i === 0 && n === 0))).toEqual([1]);
      expect(watch.blockHydratedAtAnnounce).toBe(true);
    });
  }

  test("a page refused before its loaders ran hydrates as the site's error page (German, lavish theme)", async ({ page }) => {
    await watchErrorBlocks(page);
    const errors = watchPageErrors(page);
    // A form posted to the home page, which takes none: 405 before any loader runs.
    await page.goto(siteUrl("lavish", "/"));
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = "/";
      document.body.append(form);
      form.submit();
    });
    await page.waitForURL(siteUrl("lavish", "/"));
    await page.waitForLoadState("domcontentloaded");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "lavish");
    await expect(page.locator('[data-slot="error-status"]')).toHaveText("405");
    await expect(page.locator('[data-slot="error-message"]')).toHaveText("Diese Seite nimmt diese Art von Anfrage nicht an.");
    expect((await watched(page)).max).toBe(1);
    expect(errors.filter((text) => /hydrat|Minified React error/i.test(text))).toEqual([]);
  });
});
