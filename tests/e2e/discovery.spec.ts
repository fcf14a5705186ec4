import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl, waitForHydration, holdAppScripts } from "./helpers.ts";

/** The kinds of the items in the results grid, in order. */
async function gridLayout(page: Page) {
  return page
    .locator('[data-slot="member-search"] [data-slot="member-grid"] > li > :first-child')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-slot")));
}

function tilePositions(layout: (string | null)[]) {
  return layout.flatMap((slot, index) => (slot === "live-tile" || slot === "resell-tile" ? [[slot, index]] : []));
}

test.describe("discovery", () => {
  test("an unpaid member sees webcam tiles in place, filters change results, scrolling loads 12 more", async ({ page }) => {
    await login(page, "classic", "free@example.com");
    await page.goto(siteUrl("classic", "/members"));
    const cards = page.locator('[data-slot="member-search"] [data-slot="member-card"]');
    await expect(cards).toHaveCount(12);
    // Block 0: live tile after profile 1, resell tile after profile 5.
    expect(tilePositions(await gridLayout(page))).toEqual([
      ["live-tile", 2],
      ["resell-tile", 7],
    ]);
    // The live tile fills with a performer from the webcam feed and opens the partner in a new window.
    const live = page.locator('[data-slot="live-tile"]').first();
    await expect(live).toHaveAttribute("href", /\/api\/xcams\/redirect\.php\?account=/);
    await expect(live).toHaveAttribute("target", "_blank");
    await expect(page.locator('[data-slot="resell-tile"]').first()).toHaveAttribute(
      "href",
      "/api/resellpartner.php?flow=profile-search&redirect=1",
    );

    // Infinite scroll: the marker loads the next 12, with block 1's tiles at index 16 and 21.
    await page.locator('[data-slot="infinite-scroll-marker"]').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(24);
    expect(tilePositions(await gridLayout(page))).toEqual([
      ["live-tile", 2],
      ["resell-tile", 7],
      ["live-tile", 16],
      ["resell-tile", 21],
    ]);

    // A filter change clears the list and asks again: only 18–25-year-old men now.
    const before = await page.locator("#member-search-results").textContent();
    await page.locator('select[name="gender"]').selectOption("male");
    await page.locator('select[name="age"]').selectOption("18-25");
    await expect(page.locator("#member-search-results")).not.toHaveText(before ?? "");
    await expect(cards.first()).toBeVisible();
    // Two filter changes are two requests: wait for the list of the last one (the gender-only list may show first).
    const agesShown = () => cards.locator("h3 span").evaluateAll((nodes) => nodes.map((n) => Number(n.textContent!.replace(/\D/g, ""))));
    await expect
      .poll(async () => {
        const ages = await agesShown();
        return ages.length > 0 && ages.every((age) => age >= 18 && age <= 25);
      })
      .toBe(true);
    // The filters were saved: a reload starts from them.
    await page.reload();
    await expect(page.locator('select[name="gender"]')).toHaveValue("male");
    await expect(page.locator('select[name="age"]')).toHaveValue("18-25");
  });

  test("a filter chosen before the page's scripts have loaded is kept and searched for (decision 049)", async ({ page }) => {
    const release = await holdAppScripts(page);
    await page.goto(siteUrl("classic", "/"), { waitUntil: "domcontentloaded" });
    const age = page.locator('[data-slot="search-filters"] select[name="age"]');
    await age.selectOption("56-65");
    release();
    await waitForHydration(page);
    await expect(age).toHaveValue("56-65");
    const cards = page.locator('[data-slot="member-search"] [data-slot="member-card"]');
    await expect
      .poll(async () => {
        const ages = await cards.locator("h3 span").evaluateAll((nodes) => nodes.map((n) => Number(n.textContent!.replace(/\D/g, ""))));
        return ages.length > 0 && ages.every((shown) => shown >= 56 && shown <= 65);
      })
      .toBe(true);
    await expect(age).toHaveValue("56-65");
  });

  test("a like appears in /likes and unliking removes it", async ({ page }) => {
    await login(page, "classic", "free@example.com");
    await page.goto(siteUrl("classic", "/members"));
    const card = page.locator('[data-slot="member-search"] [data-slot="member-card"]').nth(3);
    const profileId = await card.getAttribute("data-profile-id");
    const like = card.locator('[data-slot="like-button"]');
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");

    await page.goto(siteUrl("classic", "/likes/liked"));
    const liked = page.locator(`[data-slot="likes-liked"] [data-profile-id="${profileId}"]`);
    await expect(liked).toBeVisible();
    // On the likes pages the chat and visit buttons are hidden.
    await expect(liked.locator('[data-slot="chat-button"]')).toHaveCount(0);
    await expect(liked.locator('[data-slot="visit-button"]')).toHaveCount(0);
    await liked.locator('[data-slot="like-button"]').click();
    await expect(liked).toHaveCount(0);
    await page.reload();
    await expect(page.locator(`[data-profile-id="${profileId}"]`)).toHaveCount(0);
  });

  test("a visitor on a site with logged_out_search none sees no search", async ({ page }) => {
    await page.goto(siteUrl("lavish", "/"));
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator('[data-slot="member-search"]')).toHaveCount(0);
    await expect(page.locator('[data-slot="member-card"]')).toHaveCount(0);
    // The visitor on classic (logged_out_search all) does see it.
    await page.goto(siteUrl("classic", "/"));
    await expect(page.locator('[data-slot="member-search"]')).toBeVisible();
  });
});
