import { Fragment, Suspense } from "react";
import {
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
  type EntryContext,
} from "react-router";
import { reactRouterInternals } from "./react-router-internals.server.ts";

/**
 * React Router's `ServerRouter` (`lib/dom/ssr/server.tsx`) with its route objects built once (decision 118). Its
 * own builds every route of the app from the manifest on every render (`createServerRoutes`, a tenth of a plain
 * page's CPU) although neither the manifest nor the route modules change while the process runs. The rest is a
 * copy: the same providers, the same loader data left out for hydrating loaders, the same data stream.
 */
const serverRoutesCache = new WeakMap<object, { modules: Map<string, unknown>; routes: unknown[] }>();

export function serverRoutesOf(context: EntryContext) {
  const manifestRoutes = context.manifest.routes;
  const cached = serverRoutesCache.get(manifestRoutes);
  // The entry context's `routeModules` is a new object per request, its modules are the build's: the same ones.
  if (cached && sameModules(cached.modules, context.routeModules)) return cached.routes;
  const routes = reactRouterInternals.createServerRoutes(manifestRoutes, context.routeModules, context.future, context.isSpaMode);
  serverRoutesCache.set(manifestRoutes, { modules: new Map(Object.entries(context.routeModules)), routes });
  return routes;
}

function sameModules(cached: Map<string, unknown>, routeModules: EntryContext["routeModules"]) {
  let count = 0;
  for (const id in routeModules) {
    if (cached.get(id) !== routeModules[id]) return false;
    count++;
  }
  return count === cached.size;
}

/** What `ServerRouter` does before it renders: React Router's steps, in its order, on the entry context it is given. */
function staticRouterFor(context: EntryContext) {
  const routes = serverRoutesOf(context);
  // Hydrating loaders' data is left out of the router's state, as React Router's own leaves it out.
  context.staticHandlerContext.loaderData = { ...context.staticHandlerContext.loaderData };
  for (const match of context.staticHandlerContext.matches) {
    const routeId = match.route.id;
    const route = context.routeModules[routeId];
    const manifestRoute = context.manifest.routes[routeId];
    if (
      route &&
      manifestRoute &&
      shouldHydrateRouteLoader(routeId, route.clientLoader, manifestRoute.hasLoader, context.isSpaMode) &&
      (route.HydrateFallback || !manifestRoute.hasLoader)
    )
      delete context.staticHandlerContext.loaderData[routeId];
  }
  return createStaticRouter(routes as Parameters<typeof createStaticRouter>[0], context.staticHandlerContext, { future: context.future });
}

export function ServerRouter({ context, url, nonce }: { context: EntryContext; url: string | URL; nonce?: string }) {
  // React Router's throws on a URL that does not parse; so does this one.
  if (typeof url === "string") new URL(url);
  const { manifest, routeModules, criticalCss, serverHandoffString } = context;
  const router = staticRouterFor(context);
  const { StreamTransfer } = reactRouterInternals;
  return (
    <Fragment>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          criticalCss,
          serverHandoffString,
          future: context.future,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
          nonce,
          serializeError: context.serializeError,
          renderMeta: context.renderMeta,
        }}
      >
        <RemixErrorBoundary location={router.state.location}>
          <StaticRouterProvider router={router} context={context.staticHandlerContext} hydrate={false} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {context.serverHandoffStream ? (
        <Suspense>
          <StreamTransfer
            context={context}
            identifier={0}
            reader={context.serverHandoffStream.getReader()}
            textDecoder={new TextDecoder()}
            nonce={nonce}
          />
        </Suspense>
      ) : null}
    </Fragment>
  );
}
