import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { LANDER_DESIGNS } from "../../app/landers/types.ts";
import { siteUrl, holdAppScripts } from "./helpers.ts";

const DESIGNS = LANDER_DESIGNS;
const SITES = [
  { site: "classic" as const, prefix: "" },
  { site: "lavish" as const, prefix: "milf-" },
  { site: "gay" as const, prefix: "gay-" },
];

// Every lander and member lander on three sites: a long walk on a shared two-core machine.
test.describe.configure({ timeout: 300_000 });

/**
 * Fills the lander's sign-up as a visitor does and returns the body it sends to `POST /api/user.php?new=1`; the
 * request is stopped there (the test is about what the sign-up carries, not about creating 36 accounts).
 */
async function signUpBody(page: Page, url: string): Promise<Record<string, unknown>> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const form = page.locator('[data-slot="signup-account"]');
  await form.locator('input[name="email"]').fill(`lander-${Date.now()}@example.com`);
  await form.locator('input[name="name"]').fill("Robin");
  await form.locator('input[name="password"]').fill("a long enough password");
  const sent = page.waitForRequest((request) => request.url().includes("/api/user.php?new=1") && request.method() === "POST");
  // The stopped sign-up alerts its error (docs/product/signup.md#creating-the-account); dismissed before the next page.
  const alerted = page.waitForEvent("dialog");
  await form.locator('button[type="submit"]').click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await (await alerted).dismiss();
  return body;
}

/**
 * Every sign-up is answered here, never by the server (the form then alerts its error); so is the e-mail check, which
 * the server limits per address (60 in 10 minutes), a budget the other specs of the run need.
 */
async function stopSignups(page: Page) {
  await page.route(/\/api\/validate_email\.php\?/, (route) => {
    const email = new URL(route.request().url()).searchParams.get("email") ?? "";
    return route.fulfill({ json: { token: "stubbed", status: "new", email, request_email: email } });
  });
  await page.route(/\/api\/user\.php\?new=1$/, (route) =>
    route.fulfill({ status: 503, json: { error: { code: "test", message: "stopped by the test" } } }),
  );
}

/** Types a lander's sign-up the way a person does: click into the e-mail, then Tab from field to field. */
async function typeSignupByKeyboard(page: Page, email: string) {
  await page.locator('[data-slot="signup-account"] input[name="email"]').click();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Robin");
  await page.keyboard.press("Tab");
  await page.keyboard.type("a long enough password");
}

test("a sign-up from every lander and member lander carries the traffic source, and the member's id from member landers", async ({
  page,
}) => {
  await stopSignups(page);
  for (const { site, prefix } of SITES) {
    await page.goto(siteUrl(site, `/landers/gallery/${prefix}spring`));
    const member = Number(await page.locator("[data-profile-id]").first().getAttribute("data-profile-id"));
    const paths = [
      ...DESIGNS.map((design) => ({ path: `/landers/${design}/${prefix}spring`, profile: null })),
      ...["signup", "landing", `landing2/${prefix}a/b`, `landing3/${prefix}x`].map((rest) => ({
        path: `/members/${member}/${rest}`,
        profile: member,
      })),
    ];
    for (const { path, profile } of paths) {
      const body = await signUpBody(page, siteUrl(site, `${path}?network=n9&sub1=e2e`));
      expect(body.profile, `${site} ${path}`).toBe(profile);
      expect(body.trafficsource, `${site} ${path}`).toBe("n9");
      expect(body.form_path, `${site} ${path}`).toBe(path);
      // The keys left the address bar once stored.
      expect(new URL(page.url()).search, `${site} ${path}`).toBe("");
    }
    // Without the site's prefix a lander does not exist (niche 1 has none).
    if (prefix) expect((await page.goto(siteUrl(site, "/landers/video/spring")))?.status()).toBe(404);
  }
});

test("the lander's first load leaves the sign-up out until the visitor turns to the form", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(siteUrl("classic", "/landers/collagelanding/spring"), { waitUntil: "networkidle" });
  expect(scripts.some((path) => path.includes("signup-form"))).toBe(false);
  await page.locator('[data-slot="signup-account"] input[name="email"]').focus();
  await expect.poll(() => scripts.some((path) => path.includes("signup-form"))).toBe(true);
  // The real form takes over at the submit, with what was typed, and validates it.
  await page.locator('[data-slot="signup-account"] input[name="email"]').fill("not-an-address");
  await page.locator('[data-slot="signup-account"] button[type="submit"]').click();
  await expect(page.locator('form[id="signup"] input[name="email"]')).toHaveValue("not-an-address");
  await expect(page.locator('form[id="signup"] [data-slot="field-error"]').first()).not.toBeEmpty();
});

test("a lander's sign-up sent before the page's scripts have loaded is held, then sent; the password never enters the address", async ({
  page,
}) => {
  await stopSignups(page);
  const release = await holdAppScripts(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(`${request.method()} ${request.url()}`);
  });
  const url = siteUrl("lavish", "/landers/video/milf-spring");
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await typeSignupByKeyboard(page, `held-${Date.now()}@example.com`);
  await page.keyboard.press("Enter");
  await expect(page.locator('form[data-slot="signup-account"][data-held="1"]')).toHaveCount(1);

  const sent = page.waitForRequest((request) => request.url().includes("/api/user.php?new=1") && request.method() === "POST");
  const alerted = page.waitForEvent("dialog");
  release();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await (await alerted).dismiss();
  expect(body.firstname).toBe("Robin");
  expect(body.password).toBe("a long enough password");
  expect(body.form_path).toBe("/landers/video/milf-spring");
  // One document load, the lander itself: no native submit, and no password in any address.
  expect(documents).toEqual([`GET ${url}`]);
  expect(page.url()).not.toContain("password");
});

test("without JavaScript, a lander's sign-up comes back on /signup with a notice, the address and the member kept (decision 053)", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl("lavish", "/landers/gallery/milf-spring"), { waitUntil: "domcontentloaded" });
  const member = Number(await page.locator("[data-profile-id]").first().getAttribute("data-profile-id"));
  await page.goto(siteUrl("lavish", `/members/${member}/landing`), { waitUntil: "domcontentloaded" });
  const email = `noscript-${Date.now()}@example.com`;
  await typeSignupByKeyboard(page, email);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(400);
  await page.waitForURL((url) => url.pathname === "/signup", { waitUntil: "domcontentloaded" });

  expect(new URL(page.url()).search).toBe(`?profile=${member}`);
  await expect(page.getByRole("alert").filter({ hasText: "Die Anmeldung braucht JavaScript" })).toBeVisible();
  const form = page.locator('form[data-slot="signup-account"]');
  await expect(form.locator('input[name="email"]')).toHaveValue(email);
  await expect(form.locator('input[name="name"]')).toHaveValue("Robin");
  await expect(form.locator('input[name="password"]')).toHaveValue("");
  // Sent again from there, it stays on /signup for this member.
  await expect(form).toHaveAttribute("action", `/signup?profile=${member}`);
  await context.close();
});

test("a held sign-up whose scripts never come shows it is busy, then is posted natively and comes back on /signup with the notice (decision 053)", async ({
  page,
}) => {
  await stopSignups(page);
  const release = await holdAppScripts(page);
  await page.clock.install();
  await page.goto(siteUrl("classic", "/landers/video/spring"), { waitUntil: "domcontentloaded" });
  const email = `never-${Date.now()}@example.com`;
  const form = page.locator('form[data-slot="signup-account"]');
  await typeSignupByKeyboard(page, email);
  await page.keyboard.press("Enter");
  await expect(page.locator('form[data-slot="signup-account"][data-held="1"]')).toHaveCount(1);
  await expect(form.locator('button[type="submit"]')).toHaveCSS("opacity", "0.7");

  // The hold limit (HOLD_LIMIT_MS, 20 s) passes without the app's scripts.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.clock.runFor(21_000);
  expect((await answered).status()).toBe(400);
  await page.waitForURL((url) => url.pathname === "/signup", { waitUntil: "domcontentloaded" });
  await expect(page.locator("#signup-scripts-needed")).toBeVisible();
  await expect(page.locator('form[data-slot="signup-account"] input[name="email"]')).toHaveValue(email);
  release();
});
