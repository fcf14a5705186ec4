// Prints, as JSON, every module URL a plain Node process resolves while importing
// the modules named on the command line (relative to the working directory).
// Used by app/site/registry-imports.test.ts; Node strips the TypeScript types itself.
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

const seen = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    seen.add(result.url);
    return result;
  },
});
let error = null;
try {
  for (const file of process.argv.slice(2)) await import(pathToFileURL(file).href);
} catch (caught) {
  // A .tsx module cannot load in plain Node: it was resolved (and recorded) all the same.
  error = String(caught);
}
process.stdout.write(JSON.stringify({ loaded: [...seen], error }));
