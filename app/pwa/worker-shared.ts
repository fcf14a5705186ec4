/**
 * What the service worker, the page and the server agree on (decision 036). Plain TypeScript with no imports, so
 * it bundles into the worker as it is.
 */

/** The UI languages (`app/site/locales.ts`), repeated here so the worker bundle stays free of app modules. */
export const PWA_LANGUAGES = ["en", "nl", "de", "it", "fr", "es", "pl"] as const;

export function isPwaLanguage(value: unknown): value is (typeof PWA_LANGUAGES)[number] {
  return typeof value === "string" && (PWA_LANGUAGES as readonly string[]).includes(value);
}

/** The site's offline page in one language; without one, in the language the server picks for the visitor. */
export function offlinePageUrl(language: string | null): string {
  return language ? `/offline?lang=${language}` : "/offline";
}

/** Member pages viewed online, readable offline. */
export const RECENT_PROFILES_CACHE = "recent-profiles";
/** The member's chat list and conversations as last seen online, readable offline (decision 045). */
export const RECENT_CHATS_CACHE = "recent-chats";
/** Photos of the profiles the member saw. */
export const PROFILE_IMAGES_CACHE = "profile-images";
/**
 * Caches holding what a member saw. Each member has their own (`memberCacheName`), so one member never reads
 * another's, and all of them are emptied whenever the page learns nobody is logged in (decision 060).
 */
export const USER_CACHES = [RECENT_PROFILES_CACHE, RECENT_CHATS_CACHE, PROFILE_IMAGES_CACHE];

/** A member's own copy of a user cache; `member` is the page's `memberCacheKey`, never the id itself. */
export function memberCacheName(base: string, member: string): string {
  return `${base}-${member}`;
}

/** Whether a cache holds what some member saw (theirs, or one from before caches were kept per member). */
export function isUserCache(name: string): boolean {
  return USER_CACHES.some((base) => name === base || name.startsWith(`${base}-`));
}

/** Page → worker: who is logged in on this page, `{ type, member }` with the member's `memberCacheKey` or null. */
export const MEMBER_MESSAGE = "MEMBER";

/** A member's key for cache names: a short hash of their id, so the names do not list who used this browser. */
export async function memberCacheKey(memberId: number): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`member:${memberId}`));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Page → worker, once the worker first controls the page: `{ type, pages }`, the pages this document showed before
 * (its own, and those loaded inside the app since), so the worker keeps the ones it keeps for offline.
 */
export const KEEP_PAGES_MESSAGE = "KEEP_PAGES";

/** The page a data request (`/x.data`) loads data for: `/likes.data` is `/likes`; `/_.data`, `/x/_.data` are `/`, `/x/`. */
export function pageOfDataRequest(url: URL): string {
  const path = url.pathname.replace(/(\/_)?\.data$/, (_, slash: string | undefined) => (slash ? "/" : ""));
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  return `${path}${search.size ? `?${search}` : ""}`;
}

/** Page → worker: activate the waiting worker (the member accepted the update toast). */
export const SKIP_WAITING_MESSAGE = "SKIP_WAITING";
/** Page → worker over a MessageChannel: which build are you? Answers `{ buildId }`. */
export const BUILD_ID_MESSAGE = "GET_BUILD_ID";

/** Where the offline page lists the profiles readable offline; the worker fills it in. */
export const RECENT_PROFILES_SLOT = "<!--recent-profiles-->";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The cached profile pages as `<li><a>` items, most recently viewed first. The link text is the page's `<title>`,
 * taken as the server escaped it, so it is inserted without decoding.
 */
export async function recentProfileListItems(cache: Pick<Cache, "keys" | "match">, limit = 12): Promise<string[]> {
  const items: string[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    if (items.length >= limit) break;
    const response = await cache.match(request);
    if (!response) continue;
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1]?.trim();
    if (!title) continue;
    const { pathname } = new URL(request.url);
    items.push(`<li><a href="${escapeAttribute(pathname)}">${title}</a></li>`);
  }
  return items;
}

/** The offline page with its recent-profiles section filled in and shown, when there is anything to list. */
export function withRecentProfiles(html: string, items: string[]): string {
  if (!items.length) return html;
  return html.replace(RECENT_PROFILES_SLOT, items.join("")).replace("data-recent-profiles hidden", "data-recent-profiles");
}
