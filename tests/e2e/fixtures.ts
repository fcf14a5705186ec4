import { expect, test as base } from "@playwright/test";

/**
 * Every e2e test runs with the Content-Security-Policy on and fails when the
 * browser reports a violation (decision 021): a script, style, frame or request
 * the policy blocks is a bug, in the app or in the policy. Every spec imports
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
        if (
          message.type() === "error" &&
          /CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame|run)/i.test(text)
        ) {
          violations.push(`${message.page()?.url() ?? ""}: ${text}`);
        }
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations reported by the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
