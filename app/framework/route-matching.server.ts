import type { DataRouteMatch, Location } from "react-router";
import { reactRouterInternals, type RouteBranch } from "./react-router-internals.server.ts";

/**
 * Route matching by first segment (decision 118). React Router's matcher tries every ranked branch of the route
 * tree in turn (about 150 here, each a regular expression or two and some path joining) and a document request
 * matches three or four times (the request, the static handler, and `<Scripts>`' route discovery for each parent
 * path): a quarter of a plain page's CPU. Every branch whose path starts with a literal segment can only match a
 * path whose first segment is that literal, so each first segment gets the ranked branches that can match it, in
 * the same order, and React Router's own `matchRoutesImpl` runs over that shorter list: the same first match, so
 * the same result, for every path.
 */

/** The ranked branches for a path whose first segment is the key, and for any other first segment. */
type BranchIndex = { byFirstSegment: Map<string, RouteBranch[]>; others: RouteBranch[] };

/**
 * The first segment a branch's path requires, lower-cased, or null when it can match paths starting otherwise
 * (an empty path, a parameter, a splat, an optional segment, or anything but plain ASCII, kept with every key).
 */
export function requiredFirstSegment(branchPath: string): string | null {
  const first = branchPath.replace(/^\/+/, "").split("/")[0] ?? "";
  if (first === "" || first === "." || first === "..") return null;
  if (!/^[\x21-\x7e]+$/.test(first) || /[:*?]/.test(first)) return null;
  return first.toLowerCase();
}

export function indexBranches(branches: RouteBranch[]): BranchIndex {
  const required = branches.map((branch) => requiredFirstSegment(branch.path));
  const keys = new Set(required.filter((key): key is string => key !== null));
  const byFirstSegment = new Map<string, RouteBranch[]>();
  for (const key of keys)
    byFirstSegment.set(
      key,
      branches.filter((_, i) => required[i] === null || required[i] === key),
    );
  return { byFirstSegment, others: branches.filter((_, i) => required[i] === null) };
}

/**
 * The branches to try for a location: its first segment as React Router matches it (after the basename is
 * stripped and the segments are decoded). Regular expressions with the `i` flag match an ASCII literal only with
 * ASCII characters, so lower-casing finds every branch that can match; a path that cannot match any literal
 * branch (no leading slash, an empty or unknown first segment) tries the others only.
 */
export function branchesFor(index: BranchIndex, location: string | Partial<Location>, basename: string) {
  const { parsePath, stripBasename, decodePath } = reactRouterInternals;
  const pathname = stripBasename((typeof location === "string" ? parsePath(location) : location).pathname || "/", basename);
  if (pathname === null) return index.others;
  const decoded = decodePath(pathname);
  if (!decoded.startsWith("/")) return index.others;
  const end = decoded.indexOf("/", 1);
  const first = (end === -1 ? decoded.slice(1) : decoded.slice(1, end)).toLowerCase();
  return index.byFirstSegment.get(first) ?? index.others;
}

const indexes = new WeakMap<object, { routes: unknown[]; index: BranchIndex }>();
let installedBasename: string | null = null;

/**
 * Makes every React Router matcher of this process (the static handler's, hence the static router's and route
 * discovery's) match by first segment. Server only: the browser matches once per navigation. `basename` is the
 * app's (`build.basename`): the matcher keeps its own private, and every matcher on the server is the app's.
 */
export function installFirstSegmentMatching(basename: string) {
  if (installedBasename !== null) {
    if (installedBasename !== basename) throw new Error(`route matching is installed for basename ${installedBasename}`);
    return;
  }
  installedBasename = basename;
  const { prototype } = reactRouterInternals.V6RegExMatcher;
  const { update, match } = prototype;
  prototype.update = function (this: object, routes: unknown[]) {
    update.call(this, routes);
    indexes.set(this, { routes, index: indexBranches(reactRouterInternals.flattenAndRankRoutes(routes)) });
  };
  prototype.match = function (this: object, location, allowPartial = false): DataRouteMatch[] | null {
    const indexed = indexes.get(this);
    // A matcher made before this was installed keeps React Router's own matching.
    if (!indexed) return match.call(this, location, allowPartial);
    const branches = branchesFor(indexed.index, location, basename);
    return reactRouterInternals.matchRoutesImpl(indexed.routes, location, basename, allowPartial, branches);
  };
}
