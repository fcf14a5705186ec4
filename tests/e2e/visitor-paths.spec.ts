import { expect, test } from "./fixtures.ts";
import { siteUrl } from "./helpers.ts";

/** Issue 9, items 2 and 7: what a visitor meets on the way in, on a phone and on a desktop. */

test("a referred visitor on an invite-only site can sign up from every page (item 2)", async ({ page }) => {
  await page.goto(siteUrl("gay", "/?network=abc&sub1=banner"));
  // Home shows the sign-up form beside the search for a referred visitor.
  await expect(page.locator('[data-slot="signup-form"]')).toBeVisible();
  // The sign-up button drops the query; the server-side tracking cookie keeps the referral.
  await page.locator('a[href="/signup"]').first().click();
  await page.waitForURL((url) => url.pathname === "/signup");
  expect(new URL(page.url()).search).toBe("");
  await expect(page.locator('[data-slot="signup-form"]')).toBeVisible();
  await expect(page.locator('[data-slot="signup-invite-only"]')).toHaveCount(0);
  // A later visit, still without the keys, is still referred.
  await page.goto(siteUrl("gay", "/pages/faq"));
  await page.goto(siteUrl("gay", "/signup"));
  await expect(page.locator('[data-slot="signup-form"]')).toBeVisible();
  const cookies = await page.context().cookies(siteUrl("gay", "/"));
  const tracking = cookies.find((cookie) => cookie.name === "tracking")!;
  expect(tracking.httpOnly).toBe(true);
  expect(tracking.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
});

test("a visitor without a referral still sees the invite-only notice", async ({ page }) => {
  await page.goto(siteUrl("gay", "/signup"));
  await expect(page.locator('[data-slot="signup-invite-only"]')).toBeVisible();
});

const NARROW_PAGES = [
  "/",
  "/signup",
  "/pages/terms",
  "/pages/privacy",
  "/pages/return-policy",
  "/pages/faq",
  "/pages/cookies",
  "/complaints",
  "/contact",
  "/login",
];

test("no lavish page is wider than a 375 px phone (item 7)", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const overflowing: string[] = [];
  for (const path of NARROW_PAGES) {
    await page.goto(siteUrl("lavish", path));
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) overflowing.push(`${path}: ${scrollWidth - clientWidth}px`);
    if (path === "/pages/terms" || path === "/") {
      await page.screenshot({ path: testInfo.outputPath(`lavish-375${path.replaceAll("/", "-")}.png`) });
    }
  }
  expect(overflowing).toEqual([]);
});

test("no page asks for a file that is not there, and the site's icons exist (item 7)", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /404|Failed to load resource/.test(message.text())) missing.push(`console: ${message.text()}`);
  });
  for (const site of ["classic", "lavish", "gay"] as const) {
    for (const path of ["/", "/signup", "/login", "/pages/terms", "/contact"]) {
      await page.goto(siteUrl(site, path));
      await page.waitForLoadState("networkidle");
    }
    const icons = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThanOrEqual(2);
    // Fetched in the page: only the browser resolves *.localhost.
    for (const href of [...icons, siteUrl(site, "/favicon.ico")]) {
      const res = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get("content-type") ?? "" };
      }, href);
      expect(res.status, href).toBe(200);
      expect(res.type).toMatch(/^image\//);
    }
  }
  expect(missing).toEqual([]);
});

test("on a paging site the filters travel in the URL from page to page (item 10)", async ({ page }) => {
  // paged.localhost: the test fixture site tests/sites/paged.ts (paging: true), served by the e2e server only.
  await page.goto(siteUrl("paged", "/"));
  // The filters work once the page is hydrated.
  await page.waitForLoadState("networkidle");
  const gender = page.locator('[data-slot="search-filters"] select[name="gender"]');
  await gender.selectOption("female");
  await page.waitForURL((url) => url.searchParams.get("gender") === "female" && url.searchParams.get("page") === "1");
  await page.locator('[data-slot="search-pager"] a[rel="next"]').click();
  await page.waitForURL((url) => url.searchParams.get("page") === "2");
  expect(new URL(page.url()).searchParams.get("gender")).toBe("female");
  await expect(gender).toHaveValue("female");
  await expect(page.locator('[data-slot="search-pager"]')).toContainText("2");
  // A reload (or a shared link) shows the same search.
  await page.reload();
  await expect(gender).toHaveValue("female");
  await page.locator('[data-slot="search-pager"] a[rel="prev"]').click();
  await page.waitForURL((url) => url.searchParams.get("page") === "1");
  await expect(gender).toHaveValue("female");
});
