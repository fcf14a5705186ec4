import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

type Me = { id: number; age: number; gender: string; country: string };

async function member(browser: Browser, email: string): Promise<{ page: Page; me: Me }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, "classic", email);
  // Node cannot resolve *.localhost; the browser can.
  const me = await page.evaluate(async () => {
    const answer = await fetch("/api/user.php");
    return ((await answer.json()) as { user: { profile: Me } }).user.profile;
  });
  return { page, me };
}

/** The profile ids a search finds that would match `target` exactly (its country, gender and age). */
function searchFor(page: Page, target: Me): Promise<number[]> {
  const query = new URLSearchParams({
    manual_search: "1",
    do_not_save: "1",
    country: target.country,
    gender: target.gender,
    min_age: String(target.age),
    max_age: String(target.age),
    pp: "48",
  });
  return page.evaluate(async (path) => {
    const answer = await fetch(path);
    return ((await answer.json()) as { profiles: { id: number }[] }).profiles.map((p) => p.id);
  }, `/api/search.php?${query}`);
}

test("a member blocks another, who can then neither message nor find them", async ({ browser }) => {
  // Frank (free) blocks Paul (paid), who has credits and writes to him.
  const frank = await member(browser, "free@example.com");
  const paul = await member(browser, "paid@example.com");
  expect(await searchFor(paul.page, frank.me)).toContain(frank.me.id);

  await paul.page.goto(siteUrl("classic", `/members/${frank.me.id}/chat`));
  await paul.page.waitForURL(/\/chats\/\d+$/);
  const chatPath = new URL(paul.page.url()).pathname;
  await paul.page.getByRole("textbox").fill("Hi Frank, send me your number");
  await paul.page.locator('[data-slot="send"]').click();
  await expect(paul.page.locator('[data-slot="message"]', { hasText: "send me your number" })).toBeVisible();

  try {
    // Frank blocks Paul from the chat.
    await frank.page.goto(siteUrl("classic", chatPath));
    await expect(frank.page.locator('[data-slot="message"]', { hasText: "send me your number" })).toBeVisible();
    await frank.page.getByTestId("block-link").click();
    await frank.page.waitForURL(new RegExp(`/members/${paul.me.id}/block$`));
    await frank.page.getByTestId("block-confirm").click();
    await frank.page.waitForURL((url) => url.pathname === "/members");
    await expect(frank.page.getByText("Paul is blocked.")).toBeVisible();

    // Paul, still on the open chat, cannot send: the server refuses and says so; no credit is taken.
    const headerCredits = paul.page.locator('header a[href="/credits"]').first();
    const before = await headerCredits.innerText();
    await paul.page.getByRole("textbox").fill("Hello?");
    await paul.page.locator('[data-slot="send"]').click();
    await expect(paul.page.locator('[data-slot="message"][data-status="failed"]', { hasText: "Hello?" })).toContainText(
      "This member is not available",
    );
    await expect(headerCredits).toHaveText(before);

    // Nor can he find Frank again: not in the search, no profile page, no chat.
    expect(await searchFor(paul.page, frank.me)).not.toContain(frank.me.id);
    const profile = await paul.page.goto(siteUrl("classic", `/members/${frank.me.id}`));
    expect(profile?.status()).toBe(404);
    const chat = await paul.page.goto(siteUrl("classic", chatPath));
    expect(chat?.status()).toBe(404);
    await paul.page.goto(siteUrl("classic", "/chats"));
    await expect(paul.page.locator(`a[href="${chatPath}"]`)).toHaveCount(0);

    // Frank sees the block under his profile.
    await frank.page.goto(siteUrl("classic", "/profile#blocked"));
    await expect(frank.page.getByTestId("blocked-members")).toContainText("Paul");
  } finally {
    // Lift it from /profile, so the demo members are friends again for the other specs.
    await frank.page.goto(siteUrl("classic", "/profile#blocked"));
    const unblock = frank.page.getByTestId("blocked-members").getByRole("button");
    if (await unblock.count()) {
      await unblock.first().click();
      await expect(frank.page.getByText("You have not blocked anyone.")).toBeVisible();
    }
  }
  expect(await searchFor(paul.page, frank.me)).toContain(frank.me.id);
});

test("a member downloads their data, and the JSON holds their messages", async ({ browser }) => {
  const frank = await member(browser, "free@example.com");
  const paul = await member(browser, "paid@example.com");
  const text = `For the export ${Date.now()}`;
  await paul.page.goto(siteUrl("classic", `/members/${frank.me.id}/chat`));
  await paul.page.waitForURL(/\/chats\/\d+$/);
  await paul.page.getByRole("textbox").fill(text);
  await paul.page.locator('[data-slot="send"]').click();
  await expect(paul.page.locator('[data-slot="message"]', { hasText: text })).toBeVisible();

  await paul.page.goto(siteUrl("classic", "/profile#data"));
  const [download] = await Promise.all([paul.page.waitForEvent("download"), paul.page.getByTestId("data-download").click()]);
  expect(download.suggestedFilename()).toMatch(/^classic-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    account: { email: string };
    messages_sent: { text: string; to_profile: number }[];
  };
  expect(data.account.email).toBe("paid@example.com");
  expect(data.messages_sent).toContainEqual(expect.objectContaining({ text, to_profile: frank.me.id }));
});
