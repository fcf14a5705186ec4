// Runs a TypeScript CLI module of the app on Node itself (it strips the types), for tools that import site files at
// run time (which Vite's module runner cannot once its entry has loaded). The module's `main(argv)` is awaited.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [file, ...argv] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/run-node-ts.mjs <module.ts> [args…]");
  process.exit(2);
}
const { main } = await import(pathToFileURL(resolve(file)).href);
const code = await main(argv);
process.exit(typeof code === "number" ? code : 0);
