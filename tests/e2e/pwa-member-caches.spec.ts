import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

// This spec is about the service worker, which the suite otherwise blocks (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The worker's caches of what a member saw (decision 060), by name. */
const userCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => /^(recent-profiles|recent-chats|profile-images)/.test(name)).sort());

const isCached = (page: Page, path: string) => page.evaluate(async (p) => Boolean(await caches.match(p)), path);

/** Waits for the worker to control the page and to have heard who is logged in (it keeps that in its own cache). */
async function workerKnowsMember(page: Page) {
  // Installing precaches the build (≈1.2 MB): slow on a busy two-core machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.match("/__member"))?.text()) ?? ""), { timeout: 30_000 })
    .toMatch(/^[0-9a-f]{24}$/);
}

/** Opens the first member profile listed as a document, so the worker keeps it for offline; answers its path. */
async function viewProfile(page: Page): Promise<string> {
  await page.goto(siteUrl("classic", "/members"));
  const href = await page.locator('a[href^="/members/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/members\/\d+$/);
  await page.goto(siteUrl("classic", href!));
  await expect.poll(() => isCached(page, href!), { timeout: 30_000 }).toBe(true);
  return href!;
}

test("offline pages are kept per member and all go once the page learns nobody is logged in", async ({ page, context }) => {
  test.setTimeout(180_000);
  await login(page, "classic", "paid@example.com");
  await page.goto(siteUrl("classic", "/members"));
  await workerKnowsMember(page);
  const href = await viewProfile(page);
  // The member's own cache, named by a hash of who they are (not a shared "recent-profiles").
  const paidCaches = await userCaches(page);
  expect(paidCaches).toContainEqual(expect.stringMatching(/^recent-profiles-[0-9a-f]{24}$/));
  expect(paidCaches).not.toContain("recent-profiles");

  // The session ends without the page's logout button (it expired, or a password reset or deletion ended it
  // elsewhere): the server no longer knows the cookie, and the page learns it from the user refresh's 403.
  await context.clearCookies();
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect.poll(() => userCaches(page), { timeout: 30_000 }).toEqual([]);
  expect(await isCached(page, href)).toBe(false);

  // Offline, the profile the last member saw is no longer there: the offline page instead.
  await context.setOffline(true);
  await page.goto(siteUrl("classic", href));
  await expect(page.locator("html")).toHaveAttribute("data-offline-page");
  await context.setOffline(false);

  // Another member in the same browser gets caches of their own.
  await login(page, "classic", "free@example.com");
  await page.goto(siteUrl("classic", "/members"));
  await workerKnowsMember(page);
  await viewProfile(page);
  const freeCaches = await userCaches(page);
  expect(freeCaches).toContainEqual(expect.stringMatching(/^recent-profiles-[0-9a-f]{24}$/));
  expect(freeCaches.filter((name) => paidCaches.includes(name))).toEqual([]);
});
