import type { RouteConfigEntry } from "@react-router/dev/routes";
import { createStaticHandler, matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import appRoutes from "#app/routes.ts";
import { reactRouterInternals } from "./react-router-internals.server.ts";
import { branchesFor, indexBranches, installFirstSegmentMatching, requiredFirstSegment } from "./route-matching.server.ts";

/**
 * Matching by first segment (decision 118) must give React Router's own answer for every path: the app's route
 * tree, every one of its paths made concrete, and the paths people and robots type beside them (other case, a
 * trailing or doubled slash, percent-encoding, unknown and partial paths, non-ASCII look-alikes).
 */
let counter = 0;
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? `${entry.file}#${counter++}`;
    if (entry.index) return { id, index: true, path: entry.path };
    return {
      id,
      path: entry.path,
      caseSensitive: entry.caseSensitive,
      children: entry.children ? toRouteObjects(entry.children) : undefined,
    };
  }) as RouteObject[];
}
const ROUTES: RouteObject[] = [{ id: "root", path: "", children: toRouteObjects(appRoutes) }];

function concretePaths(): string[] {
  const paths = new Set<string>(["/", "", "/nothing-here", "/nothing/here/either", "//", "/%", "/a%2Fb"]);
  for (const branch of reactRouterInternals.flattenAndRankRoutes(ROUTES)) {
    const concrete = `/${branch.path}`
      .replace(/\/+/g, "/")
      .replace(/:[\w-]+/g, "x1")
      .replace(/\*$/, "a/b");
    const segments = concrete.split("/");
    const first = segments[1] ?? "";
    paths.add(concrete);
    paths.add(`${concrete}/`);
    paths.add(concrete.toUpperCase());
    paths.add(`/${concrete}`);
    paths.add(concrete.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`));
    paths.add(`${concrete}/more`);
    paths.add(concrete.replace(first, `${first}x`));
    paths.add(concrete.replace(/k/i, "\u212a")); // KELVIN SIGN: lower-cases to "k", matches nothing a "k" does
    for (let i = 1; i < segments.length; i++) paths.add(segments.slice(0, i).join("/") || "/");
  }
  return [...paths];
}

const summary = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase })) ??
  null;

describe("matching by first segment against React Router's matcher", () => {
  const branches = reactRouterInternals.flattenAndRankRoutes(ROUTES);
  const index = indexBranches(branches);
  const paths = concretePaths();

  it("covers the app's routes: over a hundred branches, most behind a literal first segment", () => {
    expect(branches.length).toBeGreaterThan(100);
    expect(index.others.length).toBeLessThan(branches.length / 4);
    expect(paths.length).toBeGreaterThan(500);
  });

  it("finds for every path exactly what React Router finds, in full and partial matching", () => {
    const differences: string[] = [];
    for (const path of paths) {
      for (const allowPartial of [false, true]) {
        const theirs = reactRouterInternals.matchRoutesImpl(ROUTES, path, "/", allowPartial, branches);
        const ours = reactRouterInternals.matchRoutesImpl(ROUTES, path, "/", allowPartial, branchesFor(index, path, "/"));
        if (JSON.stringify(summary(ours)) !== JSON.stringify(summary(theirs))) differences.push(`${path} (partial: ${allowPartial})`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("strips a basename before it reads the first segment, as React Router does", () => {
    for (const path of ["/app/pages/terms", "/APP/members/7", "/app", "/other/pages/terms", "/application/pages/terms"]) {
      const theirs = reactRouterInternals.matchRoutesImpl(ROUTES, path, "/app", false, branches);
      const ours = reactRouterInternals.matchRoutesImpl(ROUTES, path, "/app", false, branchesFor(index, path, "/app"));
      expect(summary(ours), path).toEqual(summary(theirs));
    }
  });

  it("keeps with every first segment the branches that do not start with a plain literal", () => {
    expect(requiredFirstSegment("pages/:slug")).toBe("pages");
    expect(requiredFirstSegment("/Members/:id")).toBe("members");
    for (const path of ["", "/", ":lang/pages", "*", "files?/x", "caf\u00e9", "x-:id"]) expect(requiredFirstSegment(path), path).toBeNull();
  });

  it("is what the server's static handler matches with once installed, with the same answers", async () => {
    const reactRouterMatch = reactRouterInternals.V6RegExMatcher.prototype.match;
    installFirstSegmentMatching("/");
    expect(reactRouterInternals.V6RegExMatcher.prototype.match).not.toBe(reactRouterMatch);
    const handler = createStaticHandler(ROUTES);
    const context = (await handler.query(new Request("http://example.test/pages/terms"))) as unknown as {
      _match: (path: string) => ReturnType<typeof matchRoutes>;
    };
    for (const path of paths) {
      expect(summary(context._match(path)), path).toEqual(summary(matchRoutes(ROUTES, path)));
    }
  });
});
