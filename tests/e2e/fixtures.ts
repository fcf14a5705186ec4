import { expect, test as base } from "@playwright/test";

/**
 * Every e2e test runs with the Content-Security-Policy on and fails when the
 * browser reports a violation (decision 021): a script, style, frame or request
 * the policy blocks is a bug, in the app or in the policy; so is a Permissions-Policy
 * the browser cannot parse (an unknown feature is an error on every page). Every spec imports
 * `test` from here (a unit test checks that).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
