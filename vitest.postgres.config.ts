import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { onBothDatabases } from "./tests/postgres/suite.ts";

// The second database pass (CI, with TEST_POSTGRES_URL): only the tests whose outcome can differ between PGlite's one
// connection and a PostgreSQL server (tests/postgres/suite.ts says which and why).
export default defineConfig({
  plugins: [reactRouter()],
  test: {
    name: "postgres",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    include: [...onBothDatabases],
    setupFiles: ["./tests/setup/env.ts", "./tests/setup/console.ts"],
    environment: "node",
  },
});
