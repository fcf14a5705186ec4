import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_PASSWORD, siteUrl, holdAppScripts } from "./helpers.ts";

// Decision 048: the login and the sign-up render without Conform and Zod, which load on the form's first use.
// A person clicks, types and tabs while they load (here on a slow network): nothing they typed may be lost, the
// focus stays where it is, and a submit waits for validation, then goes on as always.

// Requests the page makes must reach page.route, not a service worker's cache.
test.use({ serviceWorkers: "block" });

const CONFORM = /\/assets\/form-controller-[\w-]+\.js$/;

/** Conform's chunk answers only after `ms`, as on a slow phone network. Returns the URLs asked for so far. */
async function slowConform(page: Page, ms = 1500) {
  const asked: string[] = [];
  await page.route(CONFORM, async (route) => {
    asked.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return asked;
}

/** The page is hydrated and idle, and has not loaded Conform. */
async function openIdle(page: Page, url: string, asked: string[]) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  expect(asked, "Conform is not in the first load").toEqual([]);
}

for (const site of ["classic", "lavish"] as const) {
  test(`${site}: a member logs in by keyboard while the form's code is still loading`, async ({ page }) => {
    const asked = await slowConform(page);
    await openIdle(page, siteUrl(site, "/login"), asked);
    const email = page.locator('form[id="login"] input[name="email"]');
    await email.click();
    await email.pressSequentially("paid@example.com", { delay: 20 });
    await page.keyboard.press("Tab");
    await expect(page.locator('form[id="login"] input[name="password"]')).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD, { delay: 20 });
    // Enter before Conform is there: the submit waits for it and then logs in.
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    expect(asked).toHaveLength(1);
  });

  test(`${site}: an empty login and a wrong password show translated errors, as before`, async ({ page }) => {
    const asked = await slowConform(page, 800);
    await openIdle(page, siteUrl(site, "/login"), asked);
    const form = page.locator('form[id="login"]');
    // Submitted at once, empty: held until Zod is there, then the fields' own errors (no request to the server).
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('[data-slot="field-error"][role="alert"]')).toHaveCount(2);
    await expect(form.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator('input[name="email"]')).toBeFocused();
    expect(await form.locator('[data-slot="field-error"]').first().textContent()).not.toContain("validation.");
    // Typing clears the error as Conform does.
    await page.keyboard.type("paid@example.com");
    await expect(form.locator('[data-slot="field-error"][role="alert"]')).toHaveCount(1);
    await form.locator('input[name="password"]').click();
    await page.keyboard.type("not-the-password");
    await page.keyboard.press("Enter");
    await expect(form.locator('[data-slot="form-errors"]')).toBeVisible();
    expect(await form.locator('[data-slot="form-errors"]').textContent()).not.toContain("login.");
    // The visitor stays on the form with the address as typed.
    await expect(page).toHaveURL(/\/login$/);
    await expect(form.locator('input[name="email"]')).toHaveValue("paid@example.com");
  });

  test(`${site}: a visitor signs up by keyboard while the form's code is still loading`, async ({ page }) => {
    const asked = await slowConform(page);
    await openIdle(page, siteUrl(site, "/signup"), asked);
    const form = page.locator('[data-slot="signup-form"]');
    const address = `e2e-first-use-${site}-${Date.now()}@example.com`;
    const email = form.locator('input[name="email"]');
    await email.click();
    await email.pressSequentially(address, { delay: 10 });
    await page.keyboard.press("Tab");
    await expect(form.locator('input[name="name"]')).toBeFocused();
    await expect(form.locator('input[name="name"]')).toHaveAttribute("placeholder", address.split("@")[0]!);
    await page.keyboard.type("Erika", { delay: 10 });
    await page.keyboard.press("Tab");
    await expect(form.locator('input[name="password"]')).toBeFocused();
    await page.keyboard.type("a fine long password", { delay: 10 });
    // Nothing typed was lost on the way.
    await expect(email).toHaveValue(address);
    await expect(form.locator('input[name="name"]')).toHaveValue("Erika");
    await page.keyboard.press("Enter");
    await expect(form).not.toHaveAttribute("data-step", "0", { timeout: 15_000 });
    expect(asked).toHaveLength(1);
  });
}

test("a sign-up submitted before the page has hydrated is held, then validated once the scripts run", async ({ page }) => {
  // The scripts wait (decision 049 starts them after the first paint; here also a slow network) while the visitor
  // already presses the button of the empty form: it must not post to a page without an action (a 405).
  const release = await holdAppScripts(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.resourceType() === "document") posts.push(request.url());
  });
  await page.goto(siteUrl("classic", "/signup"), { waitUntil: "domcontentloaded" });
  const form = page.locator('[data-slot="signup-form"]');
  await form.getByRole("button", { name: "Sign up for free" }).click();
  await expect(form.locator('form[data-held="1"]')).toHaveCount(1);
  // React puts its props on the element while hydration is still rendering, before it handles the form's events:
  // a held submit made again at that moment was posted natively (seen in CI under load). Here the props come first.
  await form.locator("form").evaluate((element) => Object.assign(element, { __reactProps$early: {} }));
  await page.waitForTimeout(300);
  expect(posts, "no native post while React has not committed the form").toEqual([]);
  await expect(form.locator('form[data-held="1"]')).toHaveCount(1);
  release();
  await expect(form.locator('[data-slot="field-error"]').first()).not.toBeEmpty();
  await expect(form).toHaveAttribute("data-step", "0");
  expect(posts, "no native post of the form").toEqual([]);
});
