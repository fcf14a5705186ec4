import { Fragment, Suspense } from "react";
import {
  createStaticRouter,
  IDLE_BLOCKER,
  IDLE_FETCHER,
  IDLE_NAVIGATION,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
  type DataRouteMatch,
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
  if (cached && sameModules(cached.modules, context)) return cached.routes;
  const routes = reactRouterInternals.createServerRoutes(manifestRoutes, context.routeModules, context.future, context.isSpaMode);
  serverRoutesCache.set(manifestRoutes, { modules: new Map(Object.entries(context.routeModules)), routes });
  return routes;
}

/**
 * Whether the routes built before serve this render: the same number of modules, and the same modules for the routes
 * it renders (the matched ones). A module of another route that differs is found when a request renders that route.
 */
function sameModules(cached: Map<string, unknown>, { routeModules, staticHandlerContext }: EntryContext) {
  for (const match of staticHandlerContext.matches) {
    const id = match.route.id;
    if (cached.get(id) !== routeModules[id]) return false;
  }
  let count = 0;
  for (const _ in routeModules) count++;
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
  return staticRouterOver(routes, context.staticHandlerContext, context.future);
}

type StaticRouter = ReturnType<typeof createStaticRouter>;
type StaticHandlerContext = EntryContext["staticHandlerContext"];

/**
 * React Router's `createStaticRouter` (`lib/dom/server.tsx`) with its data routes converted once per set of route
 * objects. Its own converts every route of the app (`convertRoutesToDataRoutes`) on every render; the routes are the
 * ones `serverRoutesOf` built once, so their data routes are the same every time. React Router's router made for the
 * first request gives the data routes, their manifest and the functions that do not depend on the request; the rest
 * is a copy of its object over this request's context.
 */
const staticRouterTemplates = new WeakMap<object, StaticRouter>();

export function staticRouterOver(routes: unknown[], context: StaticHandlerContext, future: EntryContext["future"]): StaticRouter {
  let template = staticRouterTemplates.get(routes);
  if (!template) {
    template = createStaticRouter(routes as Parameters<typeof createStaticRouter>[0], context, { future });
    staticRouterTemplates.set(routes, template);
  }
  const { manifest, routes: dataRoutes, createHref, encodeLocation } = template;
  const routerFuture = { ...future };
  const matchRoutes = context._match;
  const mapRouteMatch = (match: DataRouteMatch) => ({ ...match, route: manifest[match.route.id] || match.route });
  const matches = context.matches.map(mapRouteMatch);
  const refuse = (method: string) => () => {
    throw `You cannot use router.${method}() on the server because it is a stateless environment`;
  };
  return {
    get basename() {
      return context.basename;
    },
    get future() {
      return routerFuture;
    },
    get state() {
      return {
        historyAction: "POP",
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: IDLE_NAVIGATION,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: "idle",
        fetchers: new Map(),
        blockers: new Map(),
      };
    },
    get routes() {
      return dataRoutes;
    },
    get manifest() {
      return manifest;
    },
    get window() {
      return undefined;
    },
    match(location: Parameters<StaticRouter["match"]>[0]) {
      return matchRoutes!(location)?.map(mapRouteMatch) ?? null;
    },
    initialize: refuse("initialize"),
    subscribe: refuse("subscribe"),
    enableScrollRestoration: refuse("enableScrollRestoration"),
    navigate: refuse("navigate"),
    fetch: refuse("fetch"),
    revalidate: refuse("revalidate"),
    createHref,
    encodeLocation,
    getFetcher() {
      return IDLE_FETCHER;
    },
    deleteFetcher: refuse("deleteFetcher"),
    resetFetcher: refuse("resetFetcher"),
    dispose: refuse("dispose"),
    getBlocker() {
      return IDLE_BLOCKER;
    },
    deleteBlocker: refuse("deleteBlocker"),
    patchRoutes: refuse("patchRoutes"),
    _internalFetchControllers: new Map(),
    _internalSetRoutes: refuse("_internalSetRoutes"),
    _internalSetStateDoNotUseOrYouWillBreakYourApp: refuse("_internalSetStateDoNotUseOrYouWillBreakYourApp"),
  } as unknown as StaticRouter;
}

/**
 * One reader per data stream, as React Router takes one per render: a page rendered twice (its string render gave
 * up, decision 130) renders `StreamTransfer` again over the same stream, which a second reader could not lock.
 */
const handoffReaders = new WeakMap<ReadableStream<Uint8Array>, ReadableStreamDefaultReader<Uint8Array>>();
function handoffReaderOf(stream: ReadableStream<Uint8Array>) {
  let reader = handoffReaders.get(stream);
  if (!reader) handoffReaders.set(stream, (reader = stream.getReader()));
  return reader;
}

type HandoffRead = Promise<void> & { result?: { done: boolean; value: string }; error?: unknown };

/**
 * Reads the loaders' data stream (`serverHandoffStream`) to its end before the render, into the cache React
 * Router's `StreamTransfer` (`lib/dom/ssr/single-fetch.tsx`) keeps in `renderMeta.streamCache`: one entry per chunk,
 * each a settled promise carrying the chunk's text as `StreamTransfer` decodes it. `StreamTransfer` then renders
 * every chunk's script without suspending, so the page can be rendered as one string (decision 130). Its output is
 * unchanged: the same scripts, nested in the same boundaries. True when the page's data is read (or it has none).
 */
export async function readServerHandoff(context: EntryContext): Promise<boolean> {
  const stream = context.serverHandoffStream;
  const renderMeta = context.renderMeta as { streamCache?: Record<number, HandoffRead> } | undefined;
  if (!stream) return true;
  if (!renderMeta || renderMeta.streamCache) return false;
  const streamCache: Record<number, HandoffRead> = {};
  const reader = handoffReaderOf(stream);
  const textDecoder = new TextDecoder();
  for (let identifier = 0; ; identifier++) {
    const read: HandoffRead = Promise.resolve();
    streamCache[identifier] = read;
    try {
      const result = await reader.read();
      read.result = { done: result.done, value: textDecoder.decode(result.value, { stream: true }) };
      if (result.done) break;
    } catch (error) {
      // As StreamTransfer's own read: the render meets the error where the chunk would be.
      read.error = error;
      break;
    }
  }
  renderMeta.streamCache = streamCache;
  handoffsRead.add(context);
  return true;
}

/** The entry contexts whose data stream `readServerHandoff` read to its end: their scripts come from `HandoffScripts`. */
const handoffsRead = new WeakSet<EntryContext>();

/**
 * The script of one data chunk, as `StreamTransfer` writes it. For a page any visitor may get (`shared`), the same
 * data gives the same script, which is kept: a legal page's data is tens of kilobytes, and quoting it again for the
 * script (`JSON.stringify`, `escapeHtml`) cost 5 % of its CPU. Only a visitor's page keeps its scripts, so no
 * member's data stays in the process; 64 scripts of up to 256 KB of data each, the oldest forgotten first.
 */
const SHARED_SCRIPTS = 64;
const SHARED_SCRIPT_MAX_LENGTH = 256 * 1024;
const sharedScripts = new Map<string, string>();
export function enqueueScriptOf(value: string, shared: boolean): string {
  const kept = shared ? sharedScripts.get(value) : undefined;
  if (kept !== undefined) return kept;
  const script = `window.__reactRouterContext.streamController.enqueue(${reactRouterInternals.escapeHtml(JSON.stringify(value))});`;
  if (shared && value.length <= SHARED_SCRIPT_MAX_LENGTH) {
    if (sharedScripts.size >= SHARED_SCRIPTS) sharedScripts.delete(sharedScripts.keys().next().value!);
    sharedScripts.set(value, script);
  }
  return script;
}

/**
 * React Router's `StreamTransfer` (`lib/dom/ssr/single-fetch.tsx`) for data read to its end before the render: the
 * same elements in the same nesting (a chunk's script, then the next chunk in a Suspense boundary, the stream's close
 * after the last), from `renderMeta.streamCache`, with each chunk's script from `enqueueScriptOf`.
 */
function HandoffScripts({
  context,
  identifier,
  nonce,
  shared,
}: {
  context: EntryContext;
  identifier: number;
  nonce?: string;
  shared: boolean;
}) {
  const renderMeta = context.renderMeta as { didRenderScripts?: boolean; streamCache?: Record<number, HandoffRead> } | undefined;
  if (!renderMeta || !renderMeta.didRenderScripts) return null;
  const read = renderMeta.streamCache![identifier]!;
  if (read.error) throw read.error;
  const { done, value } = read.result!;
  const scriptTag = value ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enqueueScriptOf(value, shared) }} /> : null;
  if (done)
    return (
      <Fragment>
        {scriptTag}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `window.__reactRouterContext.streamController.close();` }} />
      </Fragment>
    );
  return (
    <Fragment>
      {scriptTag}
      <Suspense>
        <HandoffScripts context={context} identifier={identifier + 1} nonce={nonce} shared={shared} />
      </Suspense>
    </Fragment>
  );
}

/**
 * `shared`: the page is one any visitor may get (no member's data in it), so its data's scripts may be kept
 * (`enqueueScriptOf`).
 */
export function ServerRouter({
  context,
  url,
  nonce,
  shared = false,
}: {
  context: EntryContext;
  url: string | URL;
  nonce?: string;
  shared?: boolean;
}) {
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
      {context.serverHandoffStream && handoffsRead.has(context) ? (
        <Suspense>
          <HandoffScripts context={context} identifier={0} nonce={nonce} shared={shared} />
        </Suspense>
      ) : context.serverHandoffStream ? (
        <Suspense>
          <StreamTransfer
            context={context}
            identifier={0}
            reader={handoffReaderOf(context.serverHandoffStream)}
            textDecoder={new TextDecoder()}
            nonce={nonce}
          />
        </Suspense>
      ) : null}
    </Fragment>
  );
}
