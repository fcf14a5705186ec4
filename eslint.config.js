// @ts-check
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** React Router's Link and NavLink only through the server link (decision 052). */
const ROUTER_LINK = {
  name: "react-router",
  importNames: ["Link", "NavLink"],
  message:
    "Import Link and NavLink from #app/framework/link.tsx: they print plain paths without the router's hooks on the server (decision 052).",
};

/** Server modules serve data: nothing under app/components comes into them (decision 098). */
const SERVER_NO_COMPONENTS = {
  regex: String.raw`(^#app/components/|(^|/)components/)`,
  message: "A .server module must not import from app/components: move what both need below both (decision 098).",
};

/** Browser code never reaches a server module, not even for a type (decision 098). */
const CLIENT_NO_SERVER = {
  regex: String.raw`(^|/)\.server(/|$)|\.server(\.tsx?)?$`,
  message: "Client code must not import a .server module: move what both need (a type, a constant) to a shared module (decision 098).",
};

/** The chat's and the PWA's code shows toasts through app/toast.ts's notifier, not by importing the toaster upward. */
const NO_TOAST_COMPONENT = {
  regex: String.raw`components/ui/toast(\.tsx)?$`,
  message: "Show toasts with notify() from #app/toast.ts: the toaster component registers itself there (decision 098).",
};

/** Themes and site files are data: no React or UI library, nothing from app/ but the site schema (decisions 029, 098). */
const DATA_ONLY = [
  {
    regex: String.raw`^(react|react-dom|react-router|radix-ui|i18next|react-i18next|@radix-ui/.*|@conform-to/.*|class-variance-authority)(/.*)?$`,
    message: "Themes and site files are data: no React or UI library here (decisions 029, 098).",
  },
  {
    regex: String.raw`^(#app/(?!site/site-schema\.ts$)|(\.\./)+app/)`,
    message: "Themes and site files import nothing from app/ but #app/site/site-schema.ts (decision 098).",
  },
];

/** The options of `no-restricted-imports` with the given boundary patterns; the Link rule holds everywhere. */
function restrictImports(...patterns) {
  return ["error", { paths: [ROUTER_LINK], ...(patterns.length ? { patterns } : {}) }];
}

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
      "no-restricted-imports": restrictImports(),
    },
  },
  // Import boundaries (decision 098): which layer may import which. A later block replaces the rule's options for
  // its files rather than adding to them, so each block repeats what else applies there. Tests are left out: they
  // are not shipped, and may drive a server module and a component together.
  {
    files: ["app/.server/**", "app/**/*.server.ts", "app/**/*.server.tsx"],
    ignores: ["app/entry.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": restrictImports(SERVER_NO_COMPONENTS) },
  },
  {
    files: ["app/components/**", "app/chat/**", "app/pwa/**", "app/framework/**"],
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": restrictImports(CLIENT_NO_SERVER) },
  },
  {
    files: ["app/chat/**", "app/pwa/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": restrictImports(CLIENT_NO_SERVER, NO_TOAST_COMPONENT) },
  },
  {
    files: ["themes/**", "sites/**"],
    rules: { "no-restricted-imports": restrictImports(...DATA_ONLY) },
  },
  {
    // The server link is the one module that wraps React Router's Link and NavLink; its tests compare them.
    files: ["app/framework/link.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [CLIENT_NO_SERVER] }] },
  },
  {
    files: ["app/framework/*.test.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // Command-line scripts and the server report to the terminal.
    files: ["scripts/**", "bench/**", "server.js", "**/*.cli.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
);
