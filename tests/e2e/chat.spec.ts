import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl, waitForHydration, holdAppScripts } from "./helpers.ts";

async function member(browser: Browser, email: string): Promise<{ page: Page; profileId: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, "classic", email);
  // Node cannot resolve *.localhost; the browser can.
  const profileId = await page.evaluate(async () => {
    const answer = await fetch("/api/user.php");
    return ((await answer.json()) as { user: { profile: { id: number } } }).user.profile.id;
  });
  return { page, profileId };
}

test("a message arrives live, is read, and counts as unread until opened", async ({ browser }) => {
  const a = await member(browser, "paid@example.com");
  const b = await member(browser, "free@example.com");

  // A opens the chat from B's profile address; it lands on /chats/{id}.
  await a.page.goto(siteUrl("classic", `/members/${b.profileId}/chat`));
  await a.page.waitForURL(/\/chats\/\d+$/);
  const chatPath = new URL(a.page.url()).pathname;

  await b.page.goto(siteUrl("classic", chatPath));
  await expect(b.page.locator('[data-slot="conversation"][data-live="on"]')).toBeVisible();
  await expect(a.page.locator('[data-slot="conversation"][data-live="on"]')).toBeVisible();

  const headerCredits = a.page.locator('header a[href="/credits"]').first();
  const creditsBefore = Number((await headerCredits.innerText()).replace(/\D/g, ""));
  const text = `Hello from A ${Date.now()}`;
  await a.page.getByRole("textbox").fill(text);
  await a.page.locator('[data-slot="send"]').click();
  // The header's balance follows the debit without a reload, by the price the composer showed (docs/decisions/057).
  const price = Number(/(\d+) credits?/.exec(await a.page.locator('[data-slot="message-price"]').innerText())![1]);
  expect(price).toBe(12);
  await expect(headerCredits).toHaveText(new RegExp(`^${creditsBefore - price}\\b`));
  // B sees it within a second, without reloading.
  await expect(b.page.locator('[data-slot="message"]', { hasText: text })).toBeVisible({ timeout: 1000 });
  // B had the chat open, so A's message shows as read.
  await expect(a.page.locator('[data-slot="receipt"][data-read]')).toBeVisible();

  // B on the list: a new message counts as unread, live, until B opens the chat.
  await b.page.goto(siteUrl("classic", "/chats"));
  const entry = b.page.locator(`[data-slot="chat-list-item"] a[href="${chatPath}"]`);
  await expect(entry).toBeVisible();
  await expect(entry.locator('[data-slot="unread-count"]')).toHaveCount(0);
  const question = `Are you there? ${Date.now()}`;
  await a.page.getByRole("textbox").fill(question);
  await a.page.getByRole("textbox").press("Enter");
  await expect(entry.locator('[data-slot="unread-count"]')).toHaveText("1");
  await expect(b.page.locator('[data-slot="nav-badge"]').first()).toHaveText("1");
  await entry.click();
  await expect(b.page.locator('[data-slot="message"]', { hasText: question })).toBeVisible();
  // B has no credits: the composer says so before B types, and links to the credits page.
  await expect(b.page.locator('[data-slot="no-credits"] a[href="/credits"]')).toBeVisible();
  await expect(b.page.locator('[data-slot="send"]')).toBeDisabled();
  await b.page.goto(siteUrl("classic", "/chats"));
  await expect(entry).toBeVisible();
  await expect(entry.locator('[data-slot="unread-count"]')).toHaveCount(0);
});

test("a message typed before the page's scripts have loaded is kept, and Send takes it once they have (decision 049)", async ({
  browser,
}) => {
  const a = await member(browser, "paid@example.com");
  const b = await member(browser, "free@example.com");
  await a.page.goto(siteUrl("classic", `/members/${b.profileId}/chat`));
  await a.page.waitForURL(/\/chats\/\d+$/);
  const chatUrl = a.page.url();

  // Hold the app's scripts so the visitor types into the server's HTML.
  const release = await holdAppScripts(a.page);
  await a.page.goto(chatUrl, { waitUntil: "domcontentloaded" });
  const text = `Typed early ${Date.now()}`;
  await a.page.getByRole("textbox").click();
  await a.page.keyboard.type(text);
  expect(await a.page.evaluate(() => (window as { __appHydrated?: boolean }).__appHydrated)).toBeFalsy();
  release();
  await waitForHydration(a.page);
  await expect(a.page.getByRole("textbox")).toHaveValue(text);
  await expect(a.page.locator('[data-slot="send"]')).toBeEnabled();
  await a.page.locator('[data-slot="send"]').click();
  await expect(a.page.locator('[data-slot="message"]', { hasText: text })).toBeVisible();
  await expect(a.page.getByRole("textbox")).toHaveValue("");
});
