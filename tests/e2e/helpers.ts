import type { Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The URL of a path on one of the demo sites; Chromium resolves *.localhost to loopback. */
export function siteUrl(site: "classic" | "lavish" | "gay" | "paged", path = "/") {
  return `http://${site}.localhost:${PORT}${path}`;
}

export const DEMO_PASSWORD = "demo-password";

/** Every error the page reports from now on, its console errors and uncaught ones (a hydration mismatch among them). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

export async function login(page: Page, site: "classic" | "lavish" | "gay", email = "paid@example.com") {
  await page.goto(siteUrl(site, "/login"));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('form[id="login"] button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/**
 * Waits until the page has hydrated. Scripts start after the first paint (decision 049), so `goto` returns before
 * React runs; a spec about what the scripts do (live validation) waits for them first.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as { __appHydrated?: boolean }).__appHydrated === true);
}

/**
 * Holds the app's scripts until the returned `release` is called, so a spec can type, choose and submit in the
 * server's HTML, as a visitor does before the page hydrates (decision 049). Open the page with
 * `waitUntil: "domcontentloaded"` (the default `goto` waits for hydration, `fixtures.ts`).
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Records when the page turns its web fonts on (`<html data-web-fonts>`, app/fonts.tsx, decision 120), for
 * `fontTiming`. Call before the navigation it should watch.
 */
export async function watchWebFonts(page: Page) {
  await page.addInitScript(() => {
    const record = window as { __webFontsOn?: number };
    // The init script runs before the parser has made <html>: watch the document.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute("data-web-fonts")) return;
      record.__webFontsOn = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-web-fonts"] });
  });
}

/** When the page first painted, when it turned its web fonts on, and when their files were requested (ms since navigation). */
export function fontTiming(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
    on: (window as { __webFontsOn?: number }).__webFontsOn ?? -1,
    requested: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime),
  }));
}
