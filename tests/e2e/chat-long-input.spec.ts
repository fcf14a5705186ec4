import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

/** The worst things a member can type: one long map address, one word as long as a message may be, a row of emoji. */
const LONG_URL = `${`https://maps.example.com/maps/place/Some+Cafe/@52.3702157,4.8951679,17z/data=${"!3m1!4b1!4m6!3m5!1s0x47c609c3db87e4bb".repeat(5)}`.slice(
  0,
  229,
)}z`;
const MAX_WORD = "W".repeat(1000);
const EMOJI = "😀🌹🎉❤️".repeat(50);

async function member(browser: Browser, site: "classic" | "lavish", email: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  const page = await context.newPage();
  await login(page, site, email);
  const profileId = await page.evaluate(async () => {
    const answer = await fetch("/api/user.php");
    return ((await answer.json()) as { user: { profile: { id: number } } }).user.profile.id;
  });
  return { page, profileId };
}

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(innerWidth);
}

for (const site of ["classic", "lavish"] as const) {
  test(`${site}: long links, a word of the longest length and a row of emoji wrap in the bubble at 320 and 390 px, for sender and recipient`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const a = await member(browser, site, "paid@example.com", 320);
    const b = await member(browser, site, "free@example.com", 320);
    await a.page.goto(siteUrl(site, `/members/${b.profileId}/chat`));
    await a.page.waitForURL(/\/chats\/\d+$/);
    const chatPath = new URL(a.page.url()).pathname;
    const conversation = Number(chatPath.split("/").pop());
    await b.page.goto(siteUrl(site, chatPath));
    await expect(a.page.locator('[data-slot="conversation"][data-live="on"]')).toBeVisible();
    await expect(b.page.locator('[data-slot="conversation"][data-live="on"]')).toBeVisible();

    // Longer than a message may be: the server refuses it with a translated message, and the composer cuts it.
    const refused = await a.page.evaluate(
      async ({ conversation }) => {
        const answer = await fetch("/api/messages.php", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ conversation, text: "W".repeat(5000) }),
        });
        return { status: answer.status, body: (await answer.json()) as { error: { code: string; message: string } } };
      },
      { conversation },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_text");
    expect(refused.body.error.message).toMatch(site === "lavish" ? /1\.000 Zeichen/ : /1,000 characters/);
    const composer = a.page.getByRole("textbox");
    await composer.fill("W".repeat(5000));
    await expect(composer).toHaveValue(MAX_WORD);
    // The composer counts down as the limit comes near.
    await expect(a.page.locator('[data-slot="characters-left"]')).toContainText("0");
    await composer.fill("W".repeat(850));
    await expect(a.page.locator('[data-slot="characters-left"]')).toContainText("150");
    await composer.fill("");
    await expect(a.page.locator('[data-slot="characters-left"]')).toHaveCount(0);

    for (const text of [`Here: ${LONG_URL}`, MAX_WORD, EMOJI]) {
      await composer.fill(text);
      await a.page.locator('[data-slot="send"]').click();
      await expect(a.page.locator('[data-slot="message"][data-message-id]').last()).toContainText(text.slice(-20));
    }
    await expect(b.page.locator('[data-slot="message"]', { hasText: EMOJI.slice(0, 8) })).toBeVisible();

    // The address is a link that opens apart from the site and passes on nothing.
    const link = b.page.locator('[data-slot="message"] a', { hasText: "maps.example.com" });
    await expect(link).toHaveAttribute("href", LONG_URL);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow ugc");

    for (const width of [320, 390]) {
      for (const { page } of [a, b]) {
        await page.setViewportSize({ width, height: 740 });
        await expectNoSidewaysScroll(page);
        await expect(page.locator('[data-slot="send"]')).toBeInViewport();
        // After a reload too (the server's HTML), and on the chat list beside it.
        await page.reload();
        await expectNoSidewaysScroll(page);
        await page.goto(siteUrl(site, "/chats"));
        await expectNoSidewaysScroll(page);
        await page.goto(siteUrl(site, chatPath));
      }
    }
    await a.page.setViewportSize({ width: 390, height: 740 });
    await a.page.screenshot({ path: `test-results/chat-long-input-${site}-390.png` });
    await b.page.setViewportSize({ width: 320, height: 740 });
    await b.page.screenshot({ path: `test-results/chat-long-input-${site}-320.png` });
  });
}
