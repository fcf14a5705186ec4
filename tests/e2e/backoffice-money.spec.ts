import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { DEMO_PASSWORD, siteUrl } from "./helpers.ts";
import { staffLogin } from "./staff-login.ts";

// A staff login may wait for the next TOTP step when an earlier spec used this one (tests/e2e/staff-login.ts).
test.describe.configure({ timeout: 120_000 });

/**
 * The money desk and the reports queue in the browser (decision 091): an admin refunds a member's paid order and the
 * member's balance drops by the refunded credits; a member's report of a profile reaches the moderators' queue.
 * The member is the demo paying member of the "gay" site, whose balance and discounts no other spec counts on.
 */

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  // A page left open keeps its live stream and polling going through the rest of the suite.
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  opened.push(context);
  return context.newPage();
}

async function memberPage(browser: Browser, path: string) {
  const page = await newPage(browser);
  await page.goto(siteUrl("gay", `/login?redirectTo=${encodeURIComponent(path)}`));
  await page.locator('input[name="email"]').fill("paid@example.com");
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

async function balanceOn(page: Page) {
  await page.goto(siteUrl("gay", "/credits"));
  return Number((await page.getByTestId("credits-balance").innerText()).replace(/\D/g, ""));
}

test("an admin refunds a member's paid order: the member's balance drops by the refunded credits", async ({ browser }) => {
  const member = await memberPage(browser, "/credits");
  const start = await balanceOn(member);

  // The member buys the first package with the test provider.
  await member.locator('[data-testid^="choose-package-"]').first().click();
  await member.locator('[data-testid^="method-"]').first().click();
  await member.waitForURL(/\/payments\/test\/tst_/);
  await member.getByTestId("test-checkout-paid").click();
  await member.waitForURL(/\/transactions\/\d+$/);
  const orderId = new URL(member.url()).pathname.split("/").pop()!;
  const paid = await balanceOn(member);
  const bought = paid - start;
  expect(bought).toBeGreaterThan(0);

  // The admin finds the member, opens the money desk and refunds that order.
  const admin = await newPage(browser);
  await staffLogin(admin, "admin@example.com", "/admin/members");
  await admin.getByLabel("Search members").fill("paid@example.com");
  await admin.getByRole("button", { name: "Search" }).click();
  await admin.locator("tr", { hasText: "gay" }).getByRole("link").first().click();
  await admin.getByRole("link", { name: /Money desk/ }).click();
  await admin.waitForURL(/\/admin\/members\/\d+\/money$/);
  const row = admin.locator(`[data-order="${orderId}"]`);
  await expect(row).toContainText("paid");
  admin.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Refund" }).click();
  await expect(admin.getByRole("status")).toContainText(`Order ${orderId} refunded`);
  await expect(admin.getByRole("status")).toContainText(`${bought} credits taken back`);
  await expect(row).toContainText("refunded by staff");

  // The member's balance in the app is lower by exactly the refunded credits.
  expect(await balanceOn(member)).toBe(paid - bought);

  // A second refund is not offered.
  await admin.reload();
  await expect(row.getByRole("button", { name: "Refund" })).toHaveCount(0);
});

test("a member reports a profile and the report appears in the moderators' queue", async ({ browser }) => {
  const member = await memberPage(browser, "/members");
  const card = member.locator('[data-slot="member-card"]').first();
  const profileId = await card.getAttribute("data-profile-id");
  const evidence = `Asked me to pay by gift card ${Date.now()}`;
  await member.goto(siteUrl("gay", `/members/${profileId}/report`));
  await member.locator('input[name="reason"][value="scam"]').check();
  await member.locator('textarea[name="message"]').fill(evidence);
  // Not blocked as well: later specs still find this profile.
  await member.locator('input[name="block"]').uncheck();
  await member.locator('form button[type="submit"]').last().click();
  await member.waitForURL(/\/profile/);

  const moderator = await newPage(browser);
  await staffLogin(moderator, "moderator@example.com", "/admin/reports");
  const report = moderator.locator("[data-member-report]", { hasText: evidence });
  await expect(report).toBeVisible();
  await expect(report).toContainText("scam");
  await expect(report).toContainText("gay");
  // Dismissed again, so the queue stays as other specs expect it.
  await report.getByRole("button", { name: "Dismiss" }).click();
  await expect(moderator.getByRole("status")).toContainText("dismissed");
});
