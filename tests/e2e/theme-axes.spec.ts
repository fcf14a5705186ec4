import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { siteUrl } from "./helpers.ts";

/** Theme axes (decision 029): `ui.motion` and `ui.roundAvatars` change what the browser renders. */

async function openTermsDialog(page: Page, site: "classic" | "lavish") {
  await page.goto(siteUrl(site, "/signup"));
  await page.waitForLoadState("networkidle");
  const trigger = page.locator('[data-slot="signup-form"] [data-slot="terms-link"]');
  await expect(async () => {
    await trigger.click();
    await expect(page.locator('[data-slot="dialog-content"]')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** The CSS animation the dialog runs when it opens (it stays named after the 180 ms it takes). */
const enterAnimation = (page: Page) =>
  page.locator('[data-slot="dialog-content"]').evaluate((element) => getComputedStyle(element).animationName);

test("dialogs animate in where the theme has motion, and not when the visitor asks for reduced motion", async ({ page }) => {
  await expect(async () => {
    await page.goto(siteUrl("classic", "/"));
    await expect(page.locator("html")).toHaveAttribute("data-motion", "on");
  }).toPass();
  await openTermsDialog(page, "classic");
  expect(await enterAnimation(page)).toBe("enter");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.keyboard.press("Escape");
  await openTermsDialog(page, "classic");
  expect(await enterAnimation(page)).toBe("none");
});

test("profile pictures are round on classic and square on lavish", async ({ page }) => {
  const radius = async (site: "classic" | "lavish") => {
    await page.goto(siteUrl(site, "/"));
    return page.evaluate(() => {
      const probe = document.createElement("img");
      probe.className = "rounded-avatar";
      probe.style.width = probe.style.height = "40px";
      document.body.append(probe);
      return getComputedStyle(probe).borderTopLeftRadius;
    });
  };
  await expect(page.locator("html")).toHaveCount(1);
  expect(await radius("classic")).toBe("9999px");
  expect(await radius("lavish")).toBe("4px");
  await expect(page.locator("html")).toHaveAttribute("data-avatar", "square");
});
