import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "element has a box").not.toBeNull();
  return found!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function welcomeToast(page: Page, site: "classic" | "lavish") {
  await login(page, site);
  const toast = page.locator('[data-slot="toast"]').first();
  await expect(toast).toBeVisible();
  return toast;
}

for (const site of ["classic", "lavish"] as const) {
  test(`${site}: on a phone a toast leaves the logo and the header free; on a desktop it sits top-end`, async ({ browser }) => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    const toast = await welcomeToast(phone, site);
    const header = await box(phone.locator('[data-slot="site-header"], header').first());
    const logo = await box(phone.locator('header a[href="/"]').first());
    const toastBox = await box(toast);
    expect(overlaps(toastBox, logo), "toast covers the logo").toBe(false);
    expect(overlaps(toastBox, header), "toast covers the header").toBe(false);
    // Above a tab bar, where the theme has one.
    const tabBar = phone.locator('[data-slot="mobile-tab-bar"]');
    if (await tabBar.count()) expect(overlaps(toastBox, await box(tabBar))).toBe(false);
    await phone.screenshot({ path: `test-results/toast-${site}-390.png` });

    const desktop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const wide = await box(await welcomeToast(desktop, site));
    expect(wide.x + wide.width).toBeGreaterThan(1280 - 40);
    expect(wide.y).toBeLessThan(100);
    expect(overlaps(wide, await box(desktop.locator('header a[href="/"]').first()))).toBe(false);
  });
}

test("lavish video lander: no fictional-profile crown floats over its header from the moving backdrop", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(siteUrl("lavish", "/landers/video/milf-spring?network=n1"));
  await expect(page.locator('[data-slot="lander-top-bar"]')).toBeVisible();
  // The backdrop is decorative (hidden from assistive technology): its photos carry no badge.
  await expect(page.locator('[data-slot="lander-video"] [data-slot="fictional-icon"]')).toHaveCount(0);
  const bar = await box(page.locator('[data-slot="lander-top-bar"]'));
  for (const icon of await page.locator('[data-slot="fictional-icon"]').all()) {
    if (await icon.isVisible()) expect(overlaps(await box(icon), bar)).toBe(false);
  }
  await page.screenshot({ path: "test-results/lavish-video-lander-390.png" });
});
