import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

// This spec is about the service worker, which the suite otherwise blocks (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type OutboxEntry = { client_id: string; conversation: number; text: string };

const outbox = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem("chat-outbox") ?? "[]") as { client_id: string; conversation: number; text: string }[],
  );

/** The cached copy of a page in the member's chat cache (`recent-chats-<member key>`), as text (empty when there is none). */
const cachedChatPage = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const name = (await caches.keys()).find((n) => n.startsWith("recent-chats-"));
    return name ? ((await (await caches.open(name)).match(p))?.text() ?? "") : "";
  }, path);

// Issue 14 item 6 and its acceptance test, through the built server in the machine's Chromium (decision 045).
test("offline: the site's offline page in its language, the chat list as last seen, and a message written offline is delivered once online", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await login(page, "lavish");
  await page.goto(siteUrl("lavish", "/members"));
  // Installing precaches the build (≈1.2 MB): slow on a busy two-core machine.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 90_000 });

  // Online: open a chat with the first member shown and write in it.
  const profile = await page.locator('a[href^="/members/"]').first().getAttribute("href");
  expect(profile).toMatch(/^\/members\/\d+$/);
  await page.goto(siteUrl("lavish", `${profile}/chat`));
  await page.waitForURL(/\/chats\/\d+$/);
  const chatPath = new URL(page.url()).pathname;
  const conversation = Number(chatPath.split("/").pop());
  await expect(page.locator('[data-slot="conversation"][data-live="on"]')).toBeVisible();
  const onlineText = `Online ${Date.now()}`;
  await page.getByRole("textbox").fill(onlineText);
  await page.getByRole("textbox").press("Enter");
  await expect(page.locator('[data-slot="message"][data-message-id]', { hasText: onlineText })).toBeVisible();

  // The chat list, reached inside the app (no document load): the worker keeps its document for offline anyway.
  await page.locator('a[href="/chats"]').first().click();
  await page.waitForURL(siteUrl("lavish", "/chats"));
  const entry = page.locator(`[data-slot="chat-list-item"] a[href="${chatPath}"]`);
  await expect(entry).toContainText(onlineText);
  await expect.poll(() => cachedChatPage(page, "/chats"), { timeout: 30_000 }).toContain(onlineText);

  await context.setOffline(true);
  // A page never seen: the site's offline page, in the site's language.
  await page.goto(siteUrl("lavish", "/pages/terms"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du bist offline");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await expect(page.locator("html")).toHaveAttribute("data-site", "lavish");

  // The chat list as last seen, and saying so.
  await page.goto(siteUrl("lavish", "/chats"));
  await expect(entry).toContainText(onlineText);
  await expect(page.locator('[data-slot="chats-offline"]')).toHaveText("Du bist offline: deine Chats, wie du sie zuletzt gesehen hast.");

  // The conversation as last opened; a message written now waits in the outbox, also across a reload.
  await entry.click();
  await page.waitForURL(siteUrl("lavish", chatPath));
  await expect(page.locator('[data-slot="conversation"]')).toBeVisible();
  await page.waitForLoadState("load");
  const offlineText = `Offline geschrieben ${Date.now()}`;
  await page.getByRole("textbox").fill(offlineText);
  await page.getByRole("textbox").press("Enter");
  const written = page.locator('[data-slot="message"]', { hasText: offlineText });
  await expect(written).toHaveAttribute("data-status", "queued");
  await expect(written).toContainText("Wartet auf das Netz");
  const queued = await outbox(page);
  expect(queued).toMatchObject([{ conversation, text: offlineText }]);
  await page.reload();
  await expect(written).toHaveAttribute("data-status", "queued");

  // Back online: sent by itself, stored once.
  await context.setOffline(false);
  await expect(written).toHaveAttribute("data-message-id", /^\d+$/, { timeout: 30_000 });
  await expect(written).not.toHaveAttribute("data-status");
  expect(await outbox(page)).toEqual([]);

  // The same entry sent again (a lost answer, a second tab): the server keeps one message per client id.
  await page.evaluate((entries: OutboxEntry[]) => {
    localStorage.setItem("chat-outbox", JSON.stringify(entries));
    window.dispatchEvent(new Event("online"));
  }, queued);
  await expect.poll(() => outbox(page)).toEqual([]);
  const stored = await page.evaluate(async (id) => {
    const answer = await fetch(`/api/messages.php?conversation=${id}`);
    return ((await answer.json()) as { messages: { text: string; client_id: string | null }[] }).messages;
  }, conversation);
  expect(stored.filter((message) => message.text === offlineText)).toEqual([expect.objectContaining({ client_id: queued[0]!.client_id })]);
});
