// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Lint for correctness, hooks and accessibility; layout is Prettier's job
 * (decision 031). Type-aware rules stay off: `tsc` already runs in `npm test`,
 * and a typed lint of the whole project would double its time on two cores.
 */
export default tseslint.config(
  {
    ignores: [
      "node_modules/",
      "build/",
      "bench/ssr/bare/build/",
      "bench/ssr/bare/.react-router/",
      "storybook-static/",
      ".react-router/",
      "test-data/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
      // An ignored failure (a probe, a best-effort cleanup) may stay an empty catch.
      "no-empty": ["error", { allowEmptyCatch: true }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link"],
              message:
                "Import Link from #app/framework/link.tsx: it prints plain paths without the router's hooks on the server (decision 052).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/framework/link.tsx", "app/framework/link.test.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Command-line scripts and the server report to the terminal.
    files: ["scripts/**", "bench/**", "server.js", "**/*.cli.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
);
