import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { coreChunk } from "./scripts/vite-core-chunk.ts";

const core = coreChunk();

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), core.plugin],
  server: { port: Number(process.env.PORT ?? 3000) },
  environments: {
    client: {
      build: {
        // What every page loads, in one file (decision 048).
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: "core", test: core.test, priority: 10 }] } } },
      },
    },
  },
  ssr: {
    // PGlite ships WASM next to its JS; bundling it would break the relative paths.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "postgres"],
  },
});
