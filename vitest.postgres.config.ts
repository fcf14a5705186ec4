import { availableParallelism } from "node:os";
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
    // One worker per core, not Vitest's cores − 1: the tests spend much of their time waiting (timers, sockets, child
    // processes), and on CI's 2 cores a second worker cut the unit pass from 15 to 10.5 minutes (bench/README.md).
    maxWorkers: Math.max(2, availableParallelism()),
    include: [...onBothDatabases],
    setupFiles: ["./tests/setup/env.ts", "./tests/setup/console.ts"],
    environment: "node",
  },
});
