import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/**
 * The project's own import graph, read from the source with TypeScript's parser: every static import and export,
 * every `import()`, each marked type-only when it brings in types alone (`import type`, or every name `type`), as
 * those vanish from the built code. Packages are left out; `#app/*`, `#sites/*`, `#themes/*` and relative paths are
 * resolved to files. Used by the module-graph test to find cycles.
 */
export type ImportEdge = { from: string; to: string; typeOnly: boolean };

const ALIASES: Record<string, string> = { "#app/": "app/", "#sites/": "sites/", "#themes/": "themes/", "#tests/": "tests/" };
const SKIP_DIRS = new Set(["node_modules", "+types", ".react-router", "build"]);

export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      if (SKIP_DIRS.has(name)) continue;
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** A file path, null for a package, or `undefined` for a project path that names no file. */
function resolveSpecifier(root: string, from: string, specifier: string): string | null | undefined {
  let path: string | null = null;
  for (const [alias, dir] of Object.entries(ALIASES)) if (specifier.startsWith(alias)) path = dir + specifier.slice(alias.length);
  if (specifier.startsWith(".")) path = relative(root, resolve(root, dirname(from), specifier));
  if (path === null) return null;
  path = path.replace(/\?.*$/, "");
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(join(root, candidate))) return candidate;
  }
  // Assets (`app.css?url`) and generated route types are not modules of the graph.
  return /\.(css|svg|png|json|webmanifest)$/.test(path) || path.includes("/+types/") ? null : undefined;
}

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    return (
      !!node.exportClause &&
      ts.isNamedExports(node.exportClause) &&
      node.exportClause.elements.length > 0 &&
      node.exportClause.elements.every((element) => element.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // a side-effect import
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The imports of the given files; `unresolved` lists project paths that name no file ("from: specifier"). */
export function importEdges(root: string, files: string[]): ImportEdge[] & { unresolved: string[] } {
  const edges = Object.assign([] as ImportEdge[], { unresolved: [] as string[] });
  for (const from of files) {
    const text = readFileSync(join(root, from), "utf8");
    const source = ts.createSourceFile(
      from,
      text,
      ts.ScriptTarget.Latest,
      false,
      from.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const add = (specifier: string, typeOnly: boolean) => {
      const to = resolveSpecifier(root, from, specifier);
      if (to) edges.push({ from, to, typeOnly });
      else if (to === undefined) edges.unresolved.push(`${from}: ${specifier}`);
    };
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        add(node.moduleSpecifier.text, isTypeOnly(node));
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, false);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        add(node.argument.literal.text, true);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges;
}

/** Every strongly connected group of more than one file (or a file importing itself): each one is a cycle. */
export function cycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    next.get(from)!.add(to);
  }
  // Tarjan's algorithm, iteratively deep enough for a few thousand files.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!indexOf.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, indexOf.get(to)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || next.get(node)?.has(node)) groups.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!indexOf.has(node)) connect(node);
  return groups;
}
