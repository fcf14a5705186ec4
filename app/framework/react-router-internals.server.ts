import type { ComponentType } from "react";
import type { DataRouteMatch, EntryContext, Location } from "react-router";

/**
 * React Router modules that its package does not export, loaded from the same build (production or development)
 * that `import "react-router"` gives this process, so they are the very instances React Router itself uses
 * (Node caches a module by its file). Only the server shortcuts of this folder use them; each one has a contract
 * test against the pinned version (README.md, "Upgrade checklist").
 */
const reactRouterEntry = import.meta.resolve("react-router");
const internal = (path: string) => import(/* @vite-ignore */ new URL(path, reactRouterEntry).href);

/** A ranked branch of `flattenAndRankRoutes`: the route path it matches and its routes from the root down. */
export type RouteBranch = { path: string; routesMeta: { caseSensitive: boolean }[] };
type RouteMatcherPrototype = {
  update(routes: unknown[]): void;
  match(location: string | Partial<Location>, allowPartial?: boolean): DataRouteMatch[] | null;
};

const [matcherModule, utilsModule, historyModule, routesModule, singleFetchModule, markupModule] = await Promise.all([
  internal("./lib/router/matcher.js"),
  internal("./lib/router/utils.js"),
  internal("./lib/router/history.js"),
  internal("./lib/dom/ssr/routes.js"),
  internal("./lib/dom/ssr/single-fetch.js"),
  internal("./lib/dom/ssr/markup.js"),
]);

export const reactRouterInternals = {
  /** `lib/router/matcher.ts`: the matcher a static handler and a static router match locations with. */
  V6RegExMatcher: matcherModule.V6RegExMatcher as { prototype: RouteMatcherPrototype },
  flattenAndRankRoutes: utilsModule.flattenAndRankRoutes as (routes: unknown[]) => RouteBranch[],
  matchRoutesImpl: utilsModule.matchRoutesImpl as (
    routes: unknown[],
    location: string | Partial<Location>,
    basename: string,
    allowPartial: boolean,
    branches: RouteBranch[],
  ) => DataRouteMatch[] | null,
  parsePath: historyModule.parsePath as (path: string) => Partial<Location>,
  stripBasename: utilsModule.stripBasename as (pathname: string, basename: string) => string | null,
  decodePath: utilsModule.decodePath as (pathname: string) => string,
  /** `lib/dom/ssr/routes.ts`: the route objects `ServerRouter` builds from the manifest and the route modules. */
  createServerRoutes: routesModule.createServerRoutes as (
    manifest: EntryContext["manifest"]["routes"],
    routeModules: EntryContext["routeModules"],
    future: EntryContext["future"],
    isSpaMode: boolean,
  ) => unknown[],
  /** `lib/dom/ssr/single-fetch.tsx`: streams the loaders' data into the page. */
  StreamTransfer: singleFetchModule.StreamTransfer as ComponentType<{
    context: EntryContext;
    identifier: number;
    reader: ReadableStreamDefaultReader<Uint8Array>;
    textDecoder: TextDecoder;
    nonce?: string;
  }>,
  /** `lib/dom/ssr/markup.ts`: how `StreamTransfer` makes a data chunk safe inside a script. */
  escapeHtml: markupModule.escapeHtml as (html: string) => string,
};
