import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The React Router plugin provides `virtual:react-router/server-build`, so
  // integration tests drive the whole app (middleware, loaders, actions) in-process
  // and share one module graph, and so one database, with the test's own imports.
  plugins: [reactRouter()],
  test: {
    include: ["app/**/*.test.{ts,tsx}", "sites/**/*.test.ts", "themes/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/setup/env.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
