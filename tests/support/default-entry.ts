import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";
import type { EntryContext, RouterContextProvider } from "react-router";

type HandleRequest = (
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
  loadContext: RouterContextProvider,
) => Promise<Response>;

/**
 * React Router's own default `entry.server` (the one an app without its own gets) of the installed version, compiled
 * from `@react-router/dev` and imported, so contract tests can render a page its way and ours and compare.
 */
export async function defaultServerEntry(): Promise<HandleRequest> {
  const source = readFileSync("node_modules/@react-router/dev/dist/config/defaults/entry.server.node.tsx", "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  // Inside node_modules, so its imports (react-router, react-dom, isbot) resolve to the app's own copies.
  const dir = join("node_modules", ".cache", "framework-contract");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `entry.server.${process.pid}.mjs`);
  writeFileSync(file, outputText);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: HandleRequest }).default;
}
