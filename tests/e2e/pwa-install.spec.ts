import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { login, siteUrl } from "./helpers.ts";

/** What Chromium fires when the app may be installed; its prompt() records the call. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => void ((window as { __prompted?: number }).__prompted = 1);
    event.userChoice = Promise.resolve({ outcome: "accepted" });
    window.dispatchEvent(event);
  });
}

// Issue 14 item 4: the install call to action, for members, dismissible for good.
test.describe("install call to action", () => {
  test("the browser's install prompt is offered to a member and opens on Install", async ({ page }) => {
    await login(page, "classic");
    await page.waitForLoadState("networkidle");
    await offerInstall(page);
    const offer = page.locator('[data-slot="install-prompt"]');
    await expect(offer).toContainText("Install FlirtClassic");
    await offer.getByRole("button", { name: "Install" }).click();
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __prompted?: number }).__prompted)).toBe(1);
  });

  test("No thanks hides it for good in this browser", async ({ page }) => {
    await login(page, "lavish");
    await page.waitForLoadState("networkidle");
    await offerInstall(page);
    const offer = page.locator('[data-slot="install-prompt"]');
    await expect(offer).toContainText("MilfLounge installieren");
    await offer.getByRole("button", { name: "Nein, danke" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await offerInstall(page);
    await page.waitForTimeout(500);
    await expect(offer).toHaveCount(0);
  });

  test("visitors are not asked; on iOS members get the Add to Home Screen steps", async ({ browser }) => {
    const iphone = await browser.newContext({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const page = await iphone.newPage();
    await page.goto(siteUrl("gay", "/pages/faq"));
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[data-slot="install-prompt"]')).toHaveCount(0);
    await login(page, "gay");
    const offer = page.locator('[data-slot="install-prompt"]');
    await expect(offer).toContainText("Zet op beginscherm");
    await iphone.close();
  });
});
