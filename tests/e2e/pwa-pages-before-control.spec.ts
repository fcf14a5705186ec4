import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

// This spec is about the service worker, which the suite otherwise blocks (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

/** The page as the worker keeps it for offline, in this member's chat cache (`recent-chats-<member key>`, decision 060). */
const cachedChatPage = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const name = (await caches.keys()).find((key) => key.startsWith("recent-chats-"));
    return name ? ((await (await caches.open(name)).match(p))?.text() ?? "") : "";
  }, path);

test("chats opened before the service worker took control are kept for offline once it does", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "lavish");
  // The first seconds of the session: a conversation opened by address, then the chat list inside the app.
  await page.goto(siteUrl("lavish", "/members"));
  const profile = await page.locator('a[href^="/members/"]').first().getAttribute("href");
  await page.goto(siteUrl("lavish", `${profile}/chat`));
  await page.waitForURL(/\/chats\/\d+$/);
  const chatPath = new URL(page.url()).pathname;
  await page.getByRole("textbox").fill(`Before the worker ${Date.now()}`);
  await page.getByRole("textbox").press("Enter");
  await page.locator('a[href="/chats"]').first().click();
  await page.waitForURL(siteUrl("lavish", "/chats"));
  expect(await page.evaluate(() => navigator.serviceWorker.controller), "the worker does not control the page yet").toBeNull();

  // Installing precaches the build (≈1.2 MB): slow on a busy two-core machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120_000 });
  await expect.poll(() => cachedChatPage(page, chatPath), { timeout: 30_000 }).toContain('data-slot="conversation"');
  await expect.poll(() => cachedChatPage(page, "/chats"), { timeout: 30_000 }).toContain(chatPath);
});
