// Runs a TypeScript CLI module of the app through Vite's module runner, so it
// resolves `#app/*` imports and `import.meta.glob` (the site registry) exactly
// as the server build does. The module's `main(argv)` is awaited.
import { resolve } from "node:path";
import { runnerImport } from "vite";

const [file, ...argv] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/run-ts.mjs <module.ts> [args…]");
  process.exit(2);
}
const { module } = await runnerImport(resolve(file), { configFile: false, root: process.cwd(), logLevel: "error" });
const code = await module.main(argv);
process.exit(typeof code === "number" ? code : 0);
