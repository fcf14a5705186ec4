import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fontTiming, login, PORT, siteUrl, watchWebFonts } from "./helpers.ts";

// This spec is about the service worker, which the suite otherwise blocks (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type Site = "classic" | "lavish" | "gay";

/** Waits until the service worker controls the page, and returns the page's worker state (docs/product/pwa.md#updates). */
async function controlledState(page: Page) {
  // Installing precaches the build (≈1.1 MB): slow on a busy two-core machine. The worker can claim the page before
  // the page has seen its "activated" state change (CI once read the state in between), so wait for both.
  await page.waitForFunction(
    () =>
      navigator.serviceWorker.controller !== null &&
      (window as { __pwa?: { state: { activated?: boolean } } }).__pwa?.state.activated === true,
    null,
    { timeout: 90_000 },
  );
  return page.evaluate(() => (window as { __pwa?: { state: Record<string, unknown> } }).__pwa?.state);
}

// Issue 14 items 1–3 through the built server in the machine's Chromium.
test.describe("installable, offline-capable app", () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [site, lang] of [
    ["classic", "en-US"],
    ["lavish", "de-DE"],
    ["gay", "nl-NL"],
  ] as [Site, string][]) {
    test(`${site}: the worker registers and controls the page, and Chromium finds the app installable`, async ({ page, context }) => {
      await page.goto(siteUrl(site, "/pages/faq"));
      const state = await controlledState(page);
      expect(state).toMatchObject({ registered: true, activated: true, offlineReady: true, registrationError: false });
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(siteUrl(site, "/sw.js"));
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: /offline/i })).toBeVisible();

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.url).toBe(siteUrl(site, "/manifest.webmanifest"));
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? "{}") as { lang: string; icons: { purpose: string }[] };
      expect(parsed.lang).toBe(lang);
      expect(parsed.icons.some((icon) => icon.purpose === "maskable")).toBe(true);

      // The worker holds the font files, so a controlled page turns its web fonts on at once, before its first paint
      // (a first visit waits for the paint: foundation.spec.ts; decision 120).
      await watchWebFonts(page);
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      const fonts = await fontTiming(page);
      expect(fonts.on).toBeGreaterThan(0);
      expect(fonts.on).toBeLessThan(fonts.paint);
    });
  }

  test("each demo site's app is installable: Chromium reports no installability error", async ({
    playwright,
    launchOptions,
    userAgent,
  }) => {
    test.setTimeout(150_000);
    // Chromium never offers installing from an incognito profile, which Playwright's contexts are: a real profile here.
    const profile = mkdtempSync(join(tmpdir(), "pwa-profile-"));
    const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, userAgent });
    const violations: string[] = [];
    context.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy|CSP/i.test(message.text())) violations.push(message.text());
    });
    try {
      for (const site of ["classic", "lavish", "gay"] as Site[]) {
        const page = await context.newPage();
        await page.goto(siteUrl(site, "/"));
        await controlledState(page);
        const cdp = await context.newCDPSession(page);
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        expect(installabilityErrors, site).toEqual([]);
        await page.close();
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test("a failed registration only sets the flag: no toast, the page works", async ({ page, context }) => {
    await context.route(/\/sw\.js$/, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "missing" }));
    await page.goto(siteUrl("classic", "/pages/faq"));
    await page.waitForFunction(
      () => (window as { __pwa?: { state: { registrationError: boolean } } }).__pwa?.state.registrationError === true,
      null,
      {
        timeout: 30_000,
      },
    );
    const state = await page.evaluate(() => (window as { __pwa?: { state: Record<string, unknown> } }).__pwa?.state);
    expect(state).toMatchObject({ registered: false, activated: false, offlineReady: false, updateToast: false, offlineReadyToast: false });
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Cookies" }).first().click();
    await expect(page).toHaveURL(siteUrl("classic", "/pages/cookies"));
  });

  test("sw.js and the build marker are revalidated on every fetch; the worker runs under the page policy", async ({ request }) => {
    for (const path of ["/sw.js", "/sw-push.js?v=2", "/builds/latest.json"]) {
      const res = await request.get(`http://127.0.0.1:${PORT}${path}`, { headers: { Host: "classic.localhost" } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cache-control"], path).toBe("no-cache");
    }
    const page = await request.get(`http://127.0.0.1:${PORT}/`, { headers: { Host: "classic.localhost" } });
    expect(page.headers()["content-security-policy"]).toContain("worker-src 'self'");
    expect(page.headers()["content-security-policy"]).toContain("manifest-src 'self'");
  });

  test("without network a navigation shows the site's offline page in the visitor's language", async ({ page, context }) => {
    await page.goto(siteUrl("lavish", "/pages/faq"));
    await controlledState(page);
    await page.goto(siteUrl("gay", "/pages/faq"));
    await controlledState(page);
    // A visitor of the classic site who chose French.
    await context.addCookies([{ name: "i18n_redirected", value: "fr", domain: "classic.localhost", path: "/" }]);
    await page.goto(siteUrl("classic", "/pages/faq"));
    await controlledState(page);

    await context.setOffline(true);
    for (const [site, lang, title] of [
      ["lavish", "de-DE", "Du bist offline"],
      ["gay", "nl-NL", "Je bent offline"],
      ["classic", "fr-FR", "Vous êtes hors ligne"],
    ] as [Site, string, string][]) {
      await page.goto(siteUrl(site, "/pages/terms"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("html")).toHaveAttribute("data-site", site);
    }
    await context.setOffline(false);
    // Back online, the same address is the real page again.
    await page.goto(siteUrl("classic", "/pages/terms"));
    await expect(page.locator("html")).not.toHaveAttribute("data-offline-page");
  });

  test("a profile viewed online can be read offline, and the offline page lists it", async ({ page, context }) => {
    await login(page, "classic");
    await page.goto(siteUrl("classic", "/members"));
    await controlledState(page);
    const href = await page.locator('a[href^="/members/"]').first().getAttribute("href");
    expect(href).toMatch(/^\/members\/\d+$/);
    await page.goto(siteUrl("classic", href!));
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    const title = await page.title();

    await context.setOffline(true);
    await page.goto(siteUrl("classic", href!));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.goto(siteUrl("classic", "/likes"));
    await expect(page.locator("html")).toHaveAttribute("data-offline-page");
    await page.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(siteUrl("classic", href!));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    // A client-side navigation without network ends on the offline page too: the worker turns the failed data
    // request into a document load, which it answers.
    await page.waitForFunction(() => document.documentElement.dataset.i18nVersion !== undefined);
    await page.waitForLoadState("load");
    // (React Router asks for the route (/__manifest) or the data (/likes.data); the worker answers "reload".)
    const routerRequests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === "/__manifest" || pathname.endsWith(".data")) routerRequests.push(pathname);
    });
    await page.getByRole("navigation").getByRole("link", { name: "Likes" }).first().click();
    await expect(page).toHaveURL(siteUrl("classic", "/likes"));
    await expect(page.locator("html")).toHaveAttribute("data-offline-page");
    expect(routerRequests.length).toBeGreaterThan(0);
    await context.setOffline(false);
  });

  test("a profile reached inside the app (no document load) is kept for offline too", async ({ page, context }) => {
    await login(page, "classic");
    await page.goto(siteUrl("classic", "/members"));
    await controlledState(page);
    const hrefs = await page.locator('a[href^="/members/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    // Not the first profile: the other offline test reads that one after loading it as a document.
    const href = [...new Set(hrefs.filter((h) => /^\/members\/\d+$/.test(h)))][1]!;
    const listHeading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await page.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(siteUrl("classic", href));
    // The address changes before the profile renders: wait for its heading, not the list's.
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(listHeading);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    // The worker fetches the page's document in the background once its data request succeeded (decision 045).
    await expect
      .poll(
        () =>
          page.evaluate(
            async (path) => Boolean(await caches.match(path)) && (await caches.keys()).some((name) => name.startsWith("recent-profiles-")),
            href,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto(siteUrl("classic", href));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await context.setOffline(false);
  });

  test("a push message shows a notification with its title, body, tag and url (contract 2)", async ({ page, context }) => {
    await context.grantPermissions(["notifications"], { origin: siteUrl("classic", "").replace(/\/$/, "") });
    await page.goto(siteUrl("classic", "/pages/faq"));
    await controlledState(page);
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: list }) => registrations.push(...list));
    await cdp.send("ServiceWorker.enable");
    // The newest live registration of the page's scope (an update can announce a deleted one as well).
    const current = () => registrations.findLast((r) => r.scopeURL === siteUrl("classic", "/") && !r.isDeleted);
    await expect.poll(current).toBeTruthy();
    const payload = { title: "Anna wrote to you", body: "Hi there!", url: "/chats/12", tag: "chat-12" };
    const deliver = () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: siteUrl("classic", "").replace(/\/$/, ""),
        registrationId: current()!.registrationId,
        data: JSON.stringify(payload),
      });
    await deliver();
    let polls = 0;
    await expect
      .poll(
        async () => {
          // A push service delivers again when the worker did not take it (CI once lost the first delivery while the
          // worker was starting); the same tag replaces the notification, so redelivery never shows two.
          if (++polls % 10 === 0) await deliver();
          return page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              data: n.data,
            })),
          );
        },
        // The worker wakes for the push and shows it; slow on a loaded two-core machine.
        { timeout: 30_000 },
      )
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
  });
});
