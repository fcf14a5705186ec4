import type { Page } from "@playwright/test";
import { axeViolations, expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

/**
 * WCAG 2.2 AA as axe checks it, on the product's pages in both themes and at both widths, whatever other specs visit:
 * zero violations (every page any spec opens is checked too, by the suite's fixture). Storybook's a11y checks cover
 * each component in isolation; this covers the pages as served (landmarks, headings, contrast of the real tokens,
 * names of the real controls).
 */
async function violationsOf(page: Page) {
  // Animations (lander slideshows) would leave half-faded text for the contrast check to measure.
  await page.emulateMedia({ reducedMotion: "reduce" });
  return axeViolations(page);
}

const VISITOR_PAGES = {
  classic: ["/", "/signup", "/login", "/pricing", "/pages/terms", "/contact", "/landers/gallery/spring", "/landers/maplanding/spring"],
  lavish: [
    "/",
    "/signup",
    "/login",
    "/pricing",
    "/pages/terms",
    "/contact",
    "/landers/video/milf-spring",
    "/landers/collagelanding/milf-spring",
  ],
} as const;

for (const site of ["classic", "lavish"] as const) {
  for (const width of [1280, 390]) {
    test(`visitor pages on ${site} at ${width} px have no WCAG 2.2 AA violations`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of VISITOR_PAGES[site]) {
        await page.goto(siteUrl(site, path));
        for (const violation of await violationsOf(page)) found.push(`${path}: ${violation}`);
      }
      expect(found, found.join("\n")).toEqual([]);
    });
  }

  test(`member pages on ${site} have no WCAG 2.2 AA violations`, async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, site);
    await page.goto(siteUrl(site, "/"));
    const profile = await page.locator('[data-slot="member-card"] a[href^="/members/"]').first().getAttribute("href");
    const found: string[] = [];
    for (const path of ["/", profile!, "/likes", "/chats", "/notifications", "/profile", "/credits", "/premium"]) {
      await page.goto(siteUrl(site, path));
      for (const violation of await violationsOf(page)) found.push(`${path}: ${violation}`);
    }
    // A conversation, opened from the profile.
    await page.goto(siteUrl(site, `${profile!}/chat`));
    await page.waitForURL(/\/chats\/\d+$/);
    for (const violation of await violationsOf(page)) found.push(`chat: ${violation}`);
    expect(found, found.join("\n")).toEqual([]);
  });
}

test("the check sees a violation when a page has one (an image without a text alternative, a nameless button)", async ({ page }) => {
  await page.goto(siteUrl("classic", "/login"));
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    main.insertAdjacentHTML("beforeend", '<img src="/icon.svg"><button type="button"></button>');
  });
  const found = (await violationsOf(page)).join("\n");
  expect(found).toContain("image-alt");
  expect(found).toContain("button-name");
});

for (const site of ["classic", "lavish"] as const) {
  test(`keyboard on ${site}: the first Tab offers the skip link, which moves focus past the header to the page`, async ({ page }) => {
    await page.goto(siteUrl(site, "/pricing"));
    await page.keyboard.press("Tab");
    const skip = page.locator('[data-slot="skip-link"]');
    await expect(skip).toBeFocused();
    // Out of sight until focused, then on screen with a readable size.
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
    // The next Tab lands inside the page, not back in the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
  });

  test(`keyboard on ${site}: a dialog keeps focus inside while open and gives it back to what opened it`, async ({ page }) => {
    await page.goto(siteUrl(site, "/signup"));
    const trigger = page.locator('[data-slot="terms-link"]').first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    // The open dialog passes axe as well.
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
}
