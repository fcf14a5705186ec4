import { createHash } from "node:crypto";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { COOKIES, cookieNames, LEGACY_TRACKING_COOKIE_NAMES } from "./cookies.server.ts";
import { joinPage, pageByteLength, type PageParts } from "#app/framework/page-slots.server.ts";

/**
 * The public cache policy of HTML pages (decision 026). A page a
 * visitor without a session sees is the same for every such visitor of one site,
 * path and language, so shared caches may keep it: `s-maxage` for a CDN or nginx,
 * `max-age=0` so browsers revalidate with the strong ETag and get a 304.
 * Anything that depends on a session is `private, no-store`.
 */
export const PUBLIC_HTML_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Cookies whose presence makes a response depend on the visitor: the session, the flash toast, tracking. */
// `network` and `trafficsource` are the tracking cookies older landing pages leave.
export const SESSION_DEPENDENT_COOKIES: readonly string[] = [
  COOKIES.session.name,
  COOKIES.toast.name,
  COOKIES.tracking.name,
  ...LEGACY_TRACKING_COOKIE_NAMES,
];

/** A request whose page may be shared: GET/HEAD without any session-dependent cookie. */
export function isAnonymousRequest(request: Request): boolean {
  return isAnonymous(request.method, new URL(request.url), request.headers.get("cookie"));
}

/** `isAnonymousRequest` on the parts of a request, for the cache's fast path in front of the framework. */
export function isAnonymous(method: string, url: URL, cookieHeader: string | null): boolean {
  const upper = method.toUpperCase();
  if (upper !== "GET" && upper !== "HEAD") return false;
  // A page opened from a mail link (reset, activation, e-mail change) depends on its single-use token: a cached
  // copy would show a used link as still usable, and a shared cache must never keep a token at all.
  if (url.searchParams.has("token")) return false;
  return !cookieNames(cookieHeader).some((name) => SESSION_DEPENDENT_COOKIES.includes(name));
}

/**
 * Query keys a shared page may carry. Any other (a reset or activation `token`, a search filter)
 * makes the page unshared: a secret in a URL never goes into a shared cache, and a one-time link
 * must show its current state (already used, expired) on every visit.
 */
export const SHAREABLE_QUERY_KEYS: readonly string[] = ["page"];

export function isShareableUrl(url: URL): boolean {
  // The back office is never shared, whatever cookies a request carries (its own is sent only under /admin).
  if (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) return false;
  for (const key of url.searchParams.keys()) if (!SHAREABLE_QUERY_KEYS.includes(key)) return false;
  return true;
}

/** Whether a rendered response may be stored by shared caches: a 200 HTML page that sets no cookie and chose no policy. */
export function isShareableResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !response.headers.has("cache-control")
  );
}

/**
 * The `Vary` of an anonymous page: its language comes from the `i18n_redirected` cookie,
 * else the site or deployment default, else the browser's Accept-Language.
 */
export function varyFor(languageFromBrowser: boolean): string {
  return languageFromBrowser ? "Cookie, Accept-Language" : "Cookie";
}

/** The nonce of a page's Content-Security-Policy (`'nonce-…'`), or null. */
export function nonceOfPolicy(policy: string | null): string | null {
  const start = policy?.indexOf("'nonce-") ?? -1;
  if (start < 0) return null;
  const end = policy!.indexOf("'", start + 7);
  return end > start + 7 ? policy!.slice(start + 7, end) : null;
}

/**
 * A strong ETag of a page body, independent of its per-request CSP nonce (decision 026):
 * the bytes are hashed with every occurrence of the nonce left out, so two renders that
 * differ only in their nonce share a validator. The nonce is 16 random bytes (24 characters),
 * so it never occurs by chance in the page; searching the bytes for it avoids decoding the body
 * and running a pattern over it (decision 043).
 */
export function strongEtag(body: Uint8Array | PageParts, nonce: string | null = null): string {
  const hash = createHash("sha256");
  const needle = nonce ? Buffer.from(nonce) : null;
  for (const part of body instanceof Uint8Array ? [body] : body) {
    // A slot's constant bytes count by their digest (decision 051): same content, same digest.
    if (!(part instanceof Uint8Array)) {
      hash.update(part.digest);
      continue;
    }
    const bytes = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    let from = 0;
    if (needle) {
      for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, from)) {
        hash.update(bytes.subarray(from, at));
        from = at + needle.byteLength;
      }
    }
    hash.update(bytes.subarray(from));
  }
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (or `*`); weak comparison as RFC 9110 asks for If-None-Match. */
export function matchesIfNoneMatch(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  // Any representation of the same page (identity, br, gzip) validates it.
  const bare = etag.replace(/^W\//, "").slice(0, -1);
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === `${bare}"` || candidate === `${bare}-br"` || candidate === `${bare}-gzip"`;
  });
}

/**
 * Headers a 304 carries: the validator and the caching headers, never the body's
 * Content-Security-Policy — a browser merges a 304's headers into its stored copy,
 * and a new nonce would then no longer match the stored body's scripts.
 */
export function notModified(headers: Headers): Response {
  const out = new Headers();
  for (const name of ["cache-control", "etag", "vary", "content-language", "date", "expires", "last-modified"]) {
    const value = headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(null, { status: 304, headers: out });
}

export type Encoding = "br" | "gzip";

/** The encoding to send: brotli where the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  const offered = (acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
    .map(([name]) => name!.trim());
  if (offered.includes("br")) return "br";
  if (offered.includes("gzip")) return "gzip";
  return null;
}

/**
 * Compresses a whole shareable page once, instead of flushing a compressor per streamed chunk: brotli quality 5
 * and gzip level 6. Quality 5 rather than streaming's 4: the copy serves every visitor of the cached page, and it is
 * 7 % smaller (a long legal page's HTML then arrives in two round trips of a new connection instead of three,
 * decision 120) for about 0.7 ms more per 100 KB, once per copy.
 */
export function compressBody(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === "br"
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipSync(body, { level: 6 });
}

/** A representation's own strong ETag: the encoded bytes differ, so their validator does too. */
export function etagOf(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

export function bodySize(body: Uint8Array | PageParts): number {
  return body instanceof Uint8Array ? body.byteLength : pageByteLength(body);
}

/** The body as one buffer (to compress it); a page's parts are joined once and kept. */
export function wholeBody(page: Pick<CachedPage, "body">): Uint8Array {
  if (!(page.body instanceof Uint8Array)) page.body = joinPage(page.body);
  return page.body;
}

export type CachedPage = {
  /** The page, whole or as the parts entry.server rendered (decision 051). */
  body: Uint8Array | PageParts;
  headers: [string, string][];
  etag: string;
  storedAt: number;
  /** Encoded bodies, made on first demand and kept with the page. */
  encoded?: Partial<Record<Encoding, Uint8Array>>;
};

/**
 * A small in-process cache of anonymous pages for when no proxy cache is in front
 * (decision 026): a few seconds per site × URL × language, bounded in entries and bytes,
 * oldest entry evicted first.
 */
export class MicroCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries = 500,
    readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  get size() {
    return this.entries.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: Omit<CachedPage, "storedAt">) {
    const size = bodySize(page.body);
    if (this.ttlMs <= 0 || size > this.maxBytes / 4) return;
    this.delete(key);
    // Room for the encoded copies, which are a fraction of the body.
    this.entries.set(key, Object.assign(page, { storedAt: this.now() }));
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= bodySize(entry.body);
  }
}
