import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

/**
 * Visual regression (docs/guides/visual-baselines.md): the product's main screens × both themes × a phone and a
 * desktop width, compared with the committed baselines in `tests/e2e/__screenshots__/`. This spec is its own
 * Playwright project and runs before the others, on the freshly seeded database, so no other spec's messages or
 * sign-ups are in the pictures. Fonts are the app's own files, animations and the caret are stopped, and what changes
 * by the minute (message times, online dots, the "active today" figure) is masked.
 */
const WIDTHS = { phone: 390, desktop: 1280 } as const;
const LANDER = { classic: "/landers/gallery/spring", lavish: "/landers/gallery/milf-spring" } as const;
const OPTIONS = { fullPage: true, animations: "disabled", caret: "hide", maxDiffPixelRatio: 0.002 } as const;

async function settle(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold load when scrolled to; the full-page picture needs them all.
    for (const image of document.querySelectorAll("img")) image.loading = "eager";
    await Promise.all(
      [...document.images].map((image) => (image.complete ? null : new Promise((done) => (image.onload = image.onerror = done)))),
    );
  });
}

async function snap(page: Page, name: string) {
  await settle(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    ...OPTIONS,
    mask: [page.locator("time"), page.locator('[role="img"][aria-label][title]'), page.locator('[data-slot="lander-active-today"] p')],
  });
}

for (const site of ["classic", "lavish"] as const) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    test.describe(`${site} on a ${device}`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("visitor screens: home, sign-up, pricing, a lander, the error page", async ({ page }) => {
        test.setTimeout(120_000);
        for (const [name, path] of [
          ["home", "/"],
          ["signup", "/signup"],
          ["pricing", "/pricing"],
          ["lander", LANDER[site]],
          ["error", "/no-such-page"],
        ] as const) {
          await page.goto(siteUrl(site, path));
          await snap(page, `${site}-${device}-${name}`);
        }
      });

      test("member screens: a profile and a conversation", async ({ page }) => {
        test.setTimeout(120_000);
        await login(page, site, "free@example.com");
        await page.goto(siteUrl(site, "/"));
        const profile = (await page.locator('[data-slot="member-card"] a[href^="/members/"]').first().getAttribute("href"))!;
        await page.goto(siteUrl(site, profile));
        await snap(page, `${site}-${device}-profile`);
        await page.goto(siteUrl(site, `${profile}/chat`));
        await page.waitForURL(/\/chats\/\d+$/);
        await snap(page, `${site}-${device}-chat`);
      });
    });
  }
}

test("a changed brand colour fails the comparison", async ({ page }) => {
  test.skip(
    test.info().config.updateSnapshots === "all" || test.info().config.updateSnapshots === "changed",
    "not while baselines are written",
  );
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto(siteUrl("classic", "/pricing"));
  await page.addStyleTag({ content: ":root { --t-color-primary: #0a7d32 !important; }" });
  await settle(page);
  let failed = false;
  try {
    await expect(page).toHaveScreenshot("classic-desktop-pricing.png", { ...OPTIONS, timeout: 3_000 });
  } catch {
    failed = true;
  }
  expect(failed).toBe(true);
});
