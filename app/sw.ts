/// <reference lib="webworker" />
/**
 * The service worker, `/sw.js` with scope `/` (issue 14 item 2, decision 036). Bundled by `scripts/build-sw.mjs`
 * after the app build, which injects the precache list (this build's scripts, styles and Latin fonts) and the build
 * id. One worker serves every brand: each site is its own origin, so each gets its own registration and caches, and
 * the offline pages it precaches are that site's.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  Serwist,
  type SerwistGlobalConfig,
  StaleWhileRevalidate,
} from "serwist";
import {
  BUILD_ID_MESSAGE,
  isPwaLanguage,
  offlinePageUrl,
  PWA_LANGUAGES,
  RECENT_CHATS_CACHE,
  RECENT_PROFILES_CACHE,
  recentProfileListItems,
  SKIP_WAITING_MESSAGE,
  USER_CACHES,
  withRecentProfiles,
  KEEP_PAGES_MESSAGE,
  pageOfDataRequest,
} from "./pwa/worker-shared.ts";

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;
/** Set by the build (`scripts/build-sw.mjs`); the same id is in `/builds/latest.json`. */
declare const __BUILD_ID__: string;

// The push handlers (contract 2 with the chat work): shown notifications and their clicks.
importScripts("/sw-push.js?v=2");

const serwist = new Serwist({
  precacheEntries: [
    ...(self.__SW_MANIFEST ?? []),
    // The offline page of this site in every language, and in the language the server picks for this browser.
    ...PWA_LANGUAGES.map((language) => ({ url: offlinePageUrl(language), revision: __BUILD_ID__ })),
    { url: offlinePageUrl(null), revision: __BUILD_ID__ },
  ],
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6 },
  // A new worker waits until the member accepts the update toast (it posts SKIP_WAITING); the first one takes
  // control of open pages at once, so the page that installed it works offline without a reload.
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [],
});

/** The language of the offline page: the visitor's language cookie where the worker can read it. */
async function offlineLanguage(): Promise<string | null> {
  try {
    const store = (self as unknown as { cookieStore?: { get(name: string): Promise<{ value: string } | null> } }).cookieStore;
    const cookie = await store?.get("i18n_redirected");
    return cookie && isPwaLanguage(cookie.value) ? cookie.value : null;
  } catch {
    return null;
  }
}

/** The precached offline page of this site in the visitor's language, listing the profiles readable offline. */
async function offlineResponse(): Promise<Response> {
  const language = await offlineLanguage();
  const page = (await serwist.matchPrecache(offlinePageUrl(language))) ?? (await serwist.matchPrecache(offlinePageUrl(null)));
  if (!page) return Response.error();
  const items = await recentProfileListItems(await caches.open(RECENT_PROFILES_CACHE));
  const html = withRecentProfiles(await page.text(), items);
  const headers = new Headers(page.headers);
  headers.set("Cache-Control", "no-store");
  return new Response(html, { status: 200, headers });
}

/**
 * Only a page itself is kept: a 200 HTML answer that was not redirected (a background fetch follows redirects, and
 * the login page must never be stored as someone's chat list).
 */
const pageResponsesOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && !response.redirected && (response.headers.get("content-type") ?? "").includes("text/html") ? response : null,
};

/** Navigations that may be read offline once seen: member profiles (issue 14 item 6). */
const PROFILE_PAGE = /^\/(members|likes\/m)\/\d+\/?$/;

const recentProfiles = new NetworkFirst({
  cacheName: RECENT_PROFILES_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [pageResponsesOnly, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 })],
});
/** The chat list and each conversation, as last seen online (issue 14 item 6, decision 045). */
const CHAT_PAGE = /^\/chats(\/\d+)?\/?$/;

const recentChats = new NetworkFirst({
  cacheName: RECENT_CHATS_CACHE,
  networkTimeoutSeconds: 6,
  plugins: [pageResponsesOnly, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 })],
});
const networkOnly = new NetworkOnly();

function navigationStrategy(pathname: string) {
  if (PROFILE_PAGE.test(pathname)) return recentProfiles;
  if (CHAT_PAGE.test(pathname)) return recentChats;
  return networkOnly;
}

serwist.registerCapture(({ request }) => request.mode === "navigate", {
  async handle(options) {
    const { pathname } = new URL(options.request.url);
    const strategy = navigationStrategy(pathname);
    try {
      return await strategy.handle(options);
    } catch {
      return offlineResponse();
    }
  },
});

/** How fresh a cached page must be for an in-app visit not to fetch its document again. */
const PAGE_REFRESH_AFTER_MS = 60_000;

/**
 * A page the member reached inside the app (a data request, not a document load) is kept readable offline too:
 * its document is fetched in the background into the page's cache, at most once a minute per page.
 */
async function keepPageForOffline(page: string, event: ExtendableEvent) {
  const strategy = navigationStrategy(new URL(page, self.location.origin).pathname);
  if (strategy === networkOnly) return;
  const cached = await caches.match(page, { cacheName: strategy.cacheName });
  const age = cached ? Date.now() - Date.parse(cached.headers.get("date") ?? "") : Infinity;
  if (age < PAGE_REFRESH_AFTER_MS) return;
  try {
    await strategy.handle({ request: new Request(page, { headers: { Accept: "text/html" } }), event });
  } catch {
    // Offline again, or the page went away; the next visit tries again.
  }
}

/**
 * A page's data request (`/x.data`) that fails for want of network: React Router is told to load the page as a
 * document instead, which this worker answers from its cache or with the offline page. Resource routes and the
 * API keep their own errors.
 */
serwist.registerCapture(
  ({ request, url }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.endsWith(".data") &&
    !/^\/(api|resources)\//.test(url.pathname),
  {
    async handle({ request, url, event }) {
      let response: Response;
      try {
        response = await fetch(request);
      } catch {
        return new Response(null, {
          status: 204,
          headers: { "X-Remix-Redirect": pageOfDataRequest(url), "X-Remix-Reload-Document": "true" },
        });
      }
      if (response.ok) event.waitUntil(keepPageForOffline(pageOfDataRequest(url), event));
      return response;
    },
  },
);

/**
 * React Router discovers routes lazily (`/__manifest?paths=…`); offline that fails and the navigation would end in
 * an error. A "reload document" answer makes React Router load the target as a document, which this worker answers.
 */
serwist.registerCapture(
  ({ request, url }) => request.method === "GET" && url.origin === self.location.origin && url.pathname === "/__manifest",
  {
    async handle({ request }) {
      try {
        return await fetch(request);
      } catch {
        return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
      }
    },
  },
);

// Profile photos: from the network while online (a removed photo goes at once), from the cache offline.
serwist.registerCapture(
  ({ request, url }) => request.destination === "image" && url.pathname.startsWith("/media/"),
  new NetworkFirst({
    cacheName: "profile-images",
    networkTimeoutSeconds: 6,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

// Locale messages: the URL carries their version, so a cached copy is right; refreshed in the background.
serwist.registerCapture(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/locales/"),
  new StaleWhileRevalidate({
    cacheName: "locales",
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 16 })],
  }),
);

// Font subsets outside the precache (Cyrillic, Greek, …): hashed names, so cached for good once used.
serwist.registerCapture(
  ({ url }) => url.origin === self.location.origin && /^\/assets\/.+\.woff2?$/.test(url.pathname),
  new CacheFirst({ cacheName: "fonts", plugins: [new ExpirationPlugin({ maxEntries: 40 })] }),
);

self.addEventListener("fetch", (event) => {
  // Logging out forgets what this browser kept of the member (profiles viewed, chats).
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname === "/api/logout.php") {
    event.waitUntil(Promise.all(USER_CACHES.map((name) => caches.delete(name))));
  }
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (data?.type === BUILD_ID_MESSAGE) event.ports[0]?.postMessage({ buildId: __BUILD_ID__ });
  // Pages the member opened before this worker controlled the page: kept now, as if seen through it.
  if (data?.type === KEEP_PAGES_MESSAGE) {
    const pages = (data as { pages?: unknown }).pages;
    const own = Array.isArray(pages) ? pages.filter((page): page is string => typeof page === "string" && /^\/(?!\/)/.test(page)) : [];
    event.waitUntil(Promise.all([...new Set(own)].slice(0, 20).map((page) => keepPageForOffline(page, event))));
  }
});

serwist.addEventListeners();
