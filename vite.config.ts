import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: Number(process.env.PORT ?? 3000) },
  ssr: {
    // PGlite ships WASM next to its JS; bundling it would break the relative paths.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "postgres"],
  },
});
