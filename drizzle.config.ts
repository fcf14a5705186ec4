import { defineConfig } from "drizzle-kit";

// One schema and one migrations folder for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./drizzle",
});
