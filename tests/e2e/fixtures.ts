import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page, type Response } from "@playwright/test";

type Load = { waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit" } | undefined;

/**
 * Scripts start after the first paint (decision 049), so a document's `load` comes before React runs, and a click or
 * a typed value in between can be lost (or, for a field React controls, written over). A real visitor meets that
 * window and the product is built for it — the pre-hydration specs (held sign-up submit, chat composer, search
 * filters) open pages with `waitUntil: "domcontentloaded"` and hold the scripts on purpose. Every other spec is about
 * the hydrated page, so `goto` and `reload` with the default `load` (or `networkidle`) also wait until the page has
 * hydrated, on every page of every context. A page without the app's scripts (JSON, a file) does not wait.
 */
function waitForHydrationAfterLoad(proto: Page & { hydrationAware?: boolean }) {
  if (proto.hydrationAware) return;
  proto.hydrationAware = true;
  const hydrated = async (page: Page, options: Load) => {
    if (options?.waitUntil === "commit" || options?.waitUntil === "domcontentloaded") return;
    try {
      await page.waitForFunction(
        () => (window as { __appHydrated?: boolean }).__appHydrated === true || !document.getElementById("rr-after-paint"),
        undefined,
        { timeout: 30_000 },
      );
    } catch (error) {
      // The page navigated on (a redirect after hydration): the spec's next step waits for the new page itself.
      if (!/context was destroyed|navigat|Target .*closed/i.test(String(error))) throw error;
    }
  };
  const goto = proto.goto;
  proto.goto = async function (this: Page, url: string, options?: Parameters<Page["goto"]>[1]) {
    const response = await goto.call(this, url, options);
    await hydrated(this, options);
    if (options?.waitUntil !== "commit" && options?.waitUntil !== "domcontentloaded") await checkAccessibility(this, response);
    return response;
  };
  const reload = proto.reload;
  proto.reload = async function (this: Page, options?: Parameters<Page["reload"]>[0]) {
    const response = await reload.call(this, options);
    await hydrated(this, options);
    return response;
  };
}

/** WCAG 2.2 AA as axe checks it (docs/guides/accessibility.md). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1, 2).join(" ").trim()}`)
        .join("\n"),
  );
}

/**
 * Every page the suite opens with `goto` is checked with axe once per run (per site, path with ids folded, and
 * viewport width: the first visit of each), and a violation fails the test that opened it. Once per page keeps the
 * suite's time; the pages a spec opens in a state of its own (a dialog, an error) have their own checks in
 * accessibility.spec.ts. `E2E_AXE=0` turns it off while working on something else.
 */
const checkedPages = new Set<string>();
let accessibilityFindings: string[] | null = null;

async function checkAccessibility(page: Page, response: Response | null) {
  if (process.env.E2E_AXE === "0" || accessibilityFindings === null || !response) return;
  if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
  const url = new URL(page.url());
  const key = `${url.host}${url.pathname.replace(/\d+/g, ":n")} @${page.viewportSize()?.width ?? 0}`;
  if (checkedPages.has(key)) return;
  checkedPages.add(key);
  try {
    for (const violation of await axeViolations(page)) accessibilityFindings.push(`${url.host}${url.pathname}: ${violation}`);
  } catch (error) {
    // The page moved on while axe ran (a redirect after hydration): check it on a later visit.
    if (!/context was destroyed|navigat|Target .*closed/i.test(String(error))) throw error;
    checkedPages.delete(key);
  }
}

/**
 * Every e2e test runs with the Content-Security-Policy on and fails when the
 * browser reports a violation (decision 021): a script, style, frame or request
 * the policy blocks is a bug, in the app or in the policy; so is a Permissions-Policy
 * the browser cannot parse (an unknown feature is an error on every page). Every spec imports
 * `test` from here (a unit test checks that).
 */
export const test = base.extend<{ cspViolations: string[]; hydrationAware: void; accessibility: void; ownContextsClosed: void }>({
  /**
   * Contexts a test opens itself (`browser.newContext()`, e.g. two members side by side) are closed when it ends. A
   * page left open keeps its live stream: a member's old chat page in a later test received that test's message and
   * marked it read, so the later test saw no unread count.
   */
  ownContextsClosed: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close().catch(() => {})),
      );
    },
    { auto: true },
  ],
  accessibility: [
    // Playwright reads a fixture's dependencies from the destructured first argument; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const findings: string[] = [];
      accessibilityFindings = findings;
      await use();
      accessibilityFindings = null;
      expect(findings, `WCAG 2.2 AA violations (axe) on pages this test opened:\n${findings.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],
  hydrationAware: [
    async ({ page }, use) => {
      waitForHydrationAfterLoad(Object.getPrototypeOf(page) as Page);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      context.on("console", (message) => {
        const text = message.text();
        const policyError =
          (message.type() === "error" &&
            /CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame|run)/i.test(text)) ||
          // Chromium reports a header it cannot parse as a warning.
          /Error with Permissions-Policy header/i.test(text);
        if (policyError) {
          violations.push(`${message.page()?.url() ?? ""}: ${text}`);
        }
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations and policy errors reported by the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
