import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

/**
 * Every story as a test (render, play function, axe), in a real browser, once per theme.
 * Kept apart from vitest.config.ts so `vitest run <file>` for unit and integration tests never starts a browser.
 * `npm run test:stories`; one theme: `npx vitest run -c vitest.storybook.config.ts --project stories-lavish`.
 */
const configDir = fileURLToPath(new URL("./.storybook", import.meta.url));

/** The machine's Chromium with the e2e suite's launch arguments (playwright.config.ts); never a downloaded browser. */
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
});

/**
 * The axe gate (tests/storybook/axe-gate.test.ts) runs this config with STORYBOOK_AXE_GATE=1: only the stories
 * tagged `axe-gate` (deliberately inaccessible), which every normal run leaves out.
 */
const gate = process.env.STORYBOOK_AXE_GATE === "1";
const tags = gate ? { include: ["axe-gate"] } : { exclude: ["axe-gate"] };

/** Each run pins the theme and, unless a story picks another, the demo site built for it (its brand colour). */
function themeProject(theme: "classic" | "lavish") {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir, tags, initialGlobals: { theme, site: theme } })],
    test: {
      name: `stories-${theme}`,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: "chromium" as const }],
        screenshotFailures: false,
      },
      setupFiles: ["./.storybook/vitest.setup.ts"],
    },
  };
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    projects: gate
      ? [themeProject("classic")]
      : [
          themeProject("classic"),
          themeProject("lavish"),
          // Node-side checks of the story run itself (the axe gate starts its own browser run).
          { extends: true, test: { name: "stories-meta", include: ["tests/storybook/**/*.test.ts"], environment: "node" } },
        ],
  },
});
