import { availableParallelism } from "node:os";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One worker per core, not Vitest's cores − 1: the tests spend much of their time waiting (timers, sockets, child
    // processes), and on CI's 2 cores a second worker cut the unit pass from 15 to 10.5 minutes (bench/README.md).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        // The React Router plugin provides `virtual:react-router/server-build`, so
        // integration tests drive the whole app (middleware, loaders, actions) in-process
        // and share one module graph, and so one database, with the test's own imports.
        plugins: [reactRouter()],
        extends: true,
        test: {
          name: "node",
          include: ["app/**/*.test.{ts,tsx}", "sites/**/*.test.ts", "themes/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
          exclude: ["**/*.dom.test.tsx", "**/node_modules/**"],
          setupFiles: ["./tests/setup/env.ts", "./tests/setup/console.ts"],
          environment: "node",
        },
      },
      {
        // Client logic in a DOM (happy-dom, named per file by `// @vitest-environment`), without the
        // React Router plugin, which would treat the browser environment as client code and refuse test helpers.
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.dom.test.tsx"],
          setupFiles: ["./tests/setup/console.ts", "./tests/setup/dom.ts"],
        },
      },
    ],
  },
});
