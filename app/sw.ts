/// <reference lib="webworker" />
/**
 * The service worker, `/sw.js` with scope `/` (decision 036). Bundled by `scripts/build-sw.mjs`
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
import { LANGUAGE_COOKIE_SPEC } from "./http/cookies.ts";
import {
  BUILD_ID_MESSAGE,
  isPwaLanguage,
  isUserCache,
  MEMBER_MESSAGE,
  memberCacheName,
  offlinePageUrl,
  PROFILE_IMAGES_CACHE,
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
    const cookie = await store?.get(LANGUAGE_COOKIE_SPEC.name);
    return cookie && isPwaLanguage(cookie.value) ? cookie.value : null;
  } catch {
    return null;
  }
}

// ─── Who is logged in: each member's pages in their own caches (decision 060) ───

/** Where the worker keeps who the page last said is logged in: it may be stopped and started between fetches. */
const MEMBER_STATE_CACHE = "member-state";
const MEMBER_STATE_URL = "/__member";
/** The logged-in member's cache key; null when nobody is (or the worker was never told): then nothing is kept. */
let member: string | null | undefined;

async function currentMember(): Promise<string | null> {
  if (member === undefined) {
    const stored = await (await caches.open(MEMBER_STATE_CACHE)).match(MEMBER_STATE_URL);
    member = stored ? (await stored.text()) || null : null;
  }
  return member;
}

/**
 * The page says who is logged in (or that nobody is: logout, a 403 on the user refresh, deletion, a password
 * reset, an expired session). Every cache that is not this member's goes: all of them when nobody is logged in.
 */
async function setMember(next: string | null) {
  member = next;
  await (await caches.open(MEMBER_STATE_CACHE)).put(MEMBER_STATE_URL, new Response(next ?? ""));
  const keep = new Set(next ? USER_CACHES.map((base) => memberCacheName(base, next)) : []);
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isUserCache(name) && !keep.has(name)).map((name) => caches.delete(name)));
}

/** The precached offline page of this site in the visitor's language, listing the profiles readable offline. */
async function offlineResponse(): Promise<Response> {
  const language = await offlineLanguage();
  const page = (await serwist.matchPrecache(offlinePageUrl(language))) ?? (await serwist.matchPrecache(offlinePageUrl(null)));
  if (!page) return Response.error();
  const who = await currentMember();
  const items = who ? await recentProfileListItems(await caches.open(memberCacheName(RECENT_PROFILES_CACHE, who))) : [];
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

/** Navigations that may be read offline once seen: member profiles. */
const PROFILE_PAGE = /^\/(members|likes\/m)\/\d+\/?$/;
/** The chat list and each conversation, as last seen online (decision 045). */
const CHAT_PAGE = /^\/chats(\/\d+)?\/?$/;

/** One member's caching strategies, over their own caches. */
function strategiesOf(who: string) {
  return {
    profiles: new NetworkFirst({
      cacheName: memberCacheName(RECENT_PROFILES_CACHE, who),
      networkTimeoutSeconds: 6,
      plugins: [pageResponsesOnly, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 })],
    }),
    chats: new NetworkFirst({
      cacheName: memberCacheName(RECENT_CHATS_CACHE, who),
      networkTimeoutSeconds: 6,
      plugins: [pageResponsesOnly, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 7 * 24 * 3600 })],
    }),
    // Profile photos: from the network while online (a removed photo goes at once), from the cache offline.
    images: new NetworkFirst({
      cacheName: memberCacheName(PROFILE_IMAGES_CACHE, who),
      networkTimeoutSeconds: 6,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 }),
      ],
    }),
  };
}
const strategiesByMember = new Map<string, ReturnType<typeof strategiesOf>>();
const networkOnly = new NetworkOnly();

/** The logged-in member's strategies, or null when nobody is logged in (then nothing of a member is kept). */
async function memberStrategies() {
  const who = await currentMember();
  if (!who) return null;
  let strategies = strategiesByMember.get(who);
  if (!strategies) strategiesByMember.set(who, (strategies = strategiesOf(who)));
  return strategies;
}

async function navigationStrategy(pathname: string) {
  const strategies = await memberStrategies();
  if (strategies && PROFILE_PAGE.test(pathname)) return strategies.profiles;
  if (strategies && CHAT_PAGE.test(pathname)) return strategies.chats;
  return networkOnly;
}

serwist.registerCapture(({ request }) => request.mode === "navigate", {
  async handle(options) {
    const { pathname } = new URL(options.request.url);
    const strategy = await navigationStrategy(pathname);
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
  const strategy = await navigationStrategy(new URL(page, self.location.origin).pathname);
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

// Profile photos, in the logged-in member's cache.
serwist.registerCapture(({ request, url }) => request.destination === "image" && url.pathname.startsWith("/media/"), {
  async handle(options) {
    return ((await memberStrategies())?.images ?? networkOnly).handle(options);
  },
});

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
  if (url.origin === self.location.origin && url.pathname === "/api/logout.php") event.waitUntil(setMember(null));
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: string; member?: unknown } | null;
  if (data?.type === MEMBER_MESSAGE) {
    event.waitUntil(setMember(typeof data.member === "string" && /^[0-9a-f]{8,64}$/.test(data.member) ? data.member : null));
  }
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
