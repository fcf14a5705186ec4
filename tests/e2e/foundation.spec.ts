import { expect, test } from "./fixtures.ts";
import { ROUTE_MATRIX } from "../support/route-matrix.ts";
import { request as httpRequest } from "node:http";
import { fontTiming, login, PORT, siteUrl, waitForHydration, watchPageErrors, watchWebFonts } from "./helpers.ts";

test.describe("access matrix for a logged-out visitor (built server)", () => {
  for (const { path, expect: expectation } of ROUTE_MATRIX) {
    test(`${path} → ${expectation}`, async ({ request }) => {
      const res = await request.get(path, { maxRedirects: 0 });
      if (expectation === "ok") expect(res.status()).toBe(200);
      else {
        expect(res.status()).toBe(302);
        expect(res.headers().location).toBe(expectation === "home" ? "/" : `/login?redirectTo=${encodeURIComponent(path)}`);
      }
    });
  }

  test("an unknown path gives the 404 page", async ({ page }) => {
    const res = await page.goto("/this/does/not/exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.locator('[data-slot="error-status"]')).toHaveText("404");
  });
});

/** A request `fetch` cannot send (its method or Host header), straight over HTTP/1.1. */
function rawRequest(method: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: PORT, method, path: "/api/user.php", setHost: false, headers: { Host: host } },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test.describe("requests that cannot become a web Request (built server)", () => {
  test("a method fetch forbids is a 405 and a Host that is no authority a 400, not a 500", async () => {
    expect((await rawRequest("TRACE", `localhost:${PORT}`)).status).toBe(405);
    for (const host of ["", "lavish.localhost:99999", "<x>"]) {
      const answer = await rawRequest("GET", host);
      expect(answer.status, host).toBe(400);
      expect(answer.body).not.toMatch(/at .*\.js:\d+/);
    }
    expect((await rawRequest("GET", `localhost:${PORT}`)).status).toBe(403);
  });
});

test.describe("theme and language per host", () => {
  test("lavish.localhost is the lavish theme in German", async ({ page }) => {
    await page.goto(siteUrl("lavish"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "lavish");
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    await expect(page.locator('[data-slot="site-header"]')).toHaveAttribute("data-variant", "masthead");
    await expect(page.getByRole("link", { name: "Anmelden" }).first()).toBeVisible();
    const headingFont = await page
      .locator("h1")
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(headingFont).toContain("Playfair Display");
  });

  test("gay.localhost is the classic theme in Dutch", async ({ page }) => {
    await page.goto(siteUrl("gay"));
    await expect(page.locator("html")).toHaveAttribute("data-theme", "classic");
    await expect(page.locator("html")).toHaveAttribute("lang", "nl-NL");
    await expect(page.getByRole("link", { name: "Inloggen" }).first()).toBeVisible();
  });

  test("the first visit stores the site language; the footer switcher changes it", async ({ page, context }) => {
    const response = await page.goto(siteUrl("gay"));
    // The page itself sets no cookie (it is cacheable); the browser stores the language once hydrated.
    expect(await response!.headerValue("set-cookie")).toBeNull();
    await page.waitForLoadState("networkidle");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("nl");
    expect(cookie?.path).toBe("/");
    // 365 days, give or take the seconds the test took.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

    // The switcher submits on change once hydrated (without JavaScript it has a submit button).
    await page.waitForLoadState("networkidle");
    await page.locator('[data-slot="language-switcher"] select').selectOption("it");
    await expect(page.locator("html")).toHaveAttribute("lang", "it-IT");
    await expect(page.getByRole("link", { name: "Accedi" }).first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("it");
  });
});

test.describe("login and logout in a real browser", () => {
  test("a seeded member logs in and out; the user call follows", async ({ page }) => {
    await login(page, "classic", "paid@example.com");
    await expect(page.locator("body")).toHaveAttribute("data-logged-in", "");
    const me = await page.evaluate(async () => {
      const res = await fetch("/api/user.php");
      return { status: res.status, body: await res.json() };
    });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe("paid@example.com");

    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/\/login$/);
    await expect(page.locator("body")).not.toHaveAttribute("data-logged-in", "");
    expect(await page.evaluate(async () => (await fetch("/api/user.php")).status)).toBe(403);
  });

  test("a logged-in member's error page lists members instead of the sign-up", async ({ page }) => {
    await login(page, "classic", "paid@example.com");
    const res = await page.goto(siteUrl("classic", "/no/such/page"));
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.locator('main a[href^="/members/"]').first()).toBeVisible();
    await expect(page.locator('[data-slot^="signup-"]')).toHaveCount(0);
  });

  test("a wrong password shows a translated error and keeps the visitor on the form", async ({ page }) => {
    await page.goto(siteUrl("lavish", "/login"));
    await page.locator('input[name="email"]').fill("paid@example.com");
    await page.locator('input[name="password"]').fill("not-the-password");
    await page.locator('form[id="login"] button[type="submit"]').click();
    await expect(page.getByRole("alert").filter({ hasText: "passen zu keinem Konto" })).toBeVisible();
  });
});

test.describe("locale loading", () => {
  test("the page's language comes inlined: hydration fetches no locale file", async ({ page }) => {
    const localeRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/locales/")) localeRequests.push(request.url());
    });
    await page.goto(siteUrl("gay"));
    await page.waitForLoadState("networkidle");
    // Hydrated: the browser stored the language, and the switcher acts.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("nl");
    expect(localeRequests).toEqual([]);
  });

  test("the stylesheet comes inlined: the first paint waits for no CSS file, and it stays through navigation (decision 042)", async ({
    page,
  }) => {
    const cssRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") cssRequests.push(request.url());
    });
    await page.goto(siteUrl("lavish", "/signup"));
    await page.waitForLoadState("networkidle");
    expect(await page.locator("style[data-app-css]").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    // Styled by it (lavish's heading font), after hydration and after a client-side navigation.
    const headingFont = () =>
      page
        .locator("h1, h2")
        .first()
        .evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(await headingFont()).toContain("Playfair");
    await page.locator('a[href="/login"]').first().click();
    await page.waitForURL(/\/login/);
    await expect(page.locator("style[data-app-css]")).toHaveCount(1);
    expect(await headingFont()).toContain("Playfair");
    expect(cssRequests).toEqual([]);
  });

  test("a page paints before its scripts load, then hydrates (decision 049)", async ({ page }) => {
    const response = await page.goto(siteUrl("lavish", "/landers/gallery/milf-spring"));
    // The HTML starts no script download of its own: no module preloads, no runnable module script.
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="x-modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('type="text/x-module-after-paint"');
    await page.waitForLoadState("networkidle");
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => [entry.name, entry.startTime] as const),
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts.map(([, start]) => start))).toBeGreaterThanOrEqual(timing.paint);
    // Each module once: the route modules script finds the preloaded ones.
    expect(new Set(timing.scripts.map(([name]) => name)).size).toBe(timing.scripts.length);
    // Hydrated: a link navigates in the page (the marker survives).
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator('a[href="/login"]').first().click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a legal page sent with its document rendered once hydrates as rendered, its links in the app (decision 135)", async ({ page }) => {
    const errors = watchPageErrors(page);
    // Two addresses the micro-cache keeps apart: the second page is rendered with the document its first one kept.
    for (const visit of ["first", "second"]) await page.goto(siteUrl("classic", `/pages/terms?visit=${visit}`));
    await expect(page.locator('[data-slot="legal-document"]')).toContainText("FlirtClassic");
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator('[data-slot="legal-document"] a[href="/pages/privacy"]').first().click();
    await page.waitForURL(/\/pages\/privacy/);
    await expect(page.locator('[data-slot="legal-document"]')).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("/profile's sections rendered once for every member hydrate as rendered, and their forms check as before (decision 136)", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await login(page, "classic");
    // The first visit renders the sections to keep them; the second is sent with the kept HTML.
    for (let visit = 0; visit < 2; visit++) await page.goto(siteUrl("classic", "/profile"));
    await waitForHydration(page);
    const password = page.locator('form[id="change-password"]');
    await expect(page.locator("#data a[data-testid=data-download]")).toBeVisible();
    await expect(page.locator('[data-testid="notification-settings"] input[name="messageEmails"]')).toBeVisible();
    // The kept form is the live one: typed into and sent, its check in the browser answers in place (nothing is posted).
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await password.locator('input[name="newPassword"]').click();
    await page.keyboard.type("abc");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(password.locator('input[name="newPassword"]')).toHaveAttribute("aria-invalid", "true");
    await expect(password.locator('input[name="currentPassword"]')).toHaveAttribute("aria-invalid", "true");
    // The e-mail form is kept too; the address above it is the member's own.
    await expect(page.getByTestId("profile-email")).toHaveText("paid@example.com");
    const email = page.locator('form[id="change-email"]');
    await email.locator('input[name="email"]').click();
    await page.keyboard.type("not-an-address");
    await page.keyboard.press("Enter");
    await expect(email.locator('input[name="email"]')).toHaveAttribute("aria-invalid", "true");
    expect(posted).toBe(false);
    expect(errors).toEqual([]);
  });

  test("a first visit paints in the fallback, then turns the theme's web fonts on and sets its text in them (decision 120)", async ({
    page,
  }) => {
    await watchWebFonts(page);
    await page.goto(siteUrl("lavish", "/pages/terms"));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    const timing = await fontTiming(page);
    expect(timing.paint).toBeGreaterThan(0);
    // Turned on after the first paint, and no font file was requested before it.
    expect(timing.on).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.requested.length).toBeGreaterThan(0);
    expect(Math.min(...timing.requested)).toBeGreaterThanOrEqual(timing.paint);
    // The text is now in the theme's fonts.
    const inUse = await page.evaluate(() => ({
      body: getComputedStyle(document.querySelector("main p")!).fontFamily,
      heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
      loaded: [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
    }));
    expect(inUse.body).toMatch(/^"Jost Variable", "Jost Fallback"/);
    expect(inUse.heading).toMatch(/^"Playfair Display Variable", "Playfair Display Fallback"/);
    expect(inUse.loaded).toEqual(expect.arrayContaining(["Jost Variable", "Playfair Display Variable"]));
  });

  test("a web font's swap moves nothing: text in the fallback takes the font's room (decision 049)", async ({ browser }) => {
    const layout = async (blockFonts: boolean, path: string) => {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort());
      await page.goto(siteUrl("lavish", path));
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      const tops = await page.evaluate(() =>
        [...document.querySelectorAll("main p, main form, main img, main button")].map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      await context.close();
      return tops;
    };
    for (const path of ["/landers/gallery/milf-spring", "/signup"]) {
      const withFonts = await layout(false, path);
      expect(withFonts.length, path).toBeGreaterThan(3);
      expect(await layout(true, path), path).toEqual(withFonts);
    }
  });

  test("a locale that fails to load shows 'Failed loading locale'", async ({ page }) => {
    await page.route("**/locales/**", (route) => route.abort());
    await page.goto(siteUrl("classic", "/pricing"));
    await page.waitForLoadState("networkidle");
    // The page's own language is inlined; switching to another one fetches its messages.
    await page.locator('[data-slot="language-switcher"] select').selectOption("it");
    await expect(page.locator('[data-slot="toast"]').filter({ hasText: "Failed loading locale" })).toBeVisible();
  });
});
