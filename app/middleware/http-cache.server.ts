import type { MiddlewareFunction } from "react-router";
import { env } from "#app/.server/env.server.ts";
import {
  compressBody,
  etagOf,
  type CachedPage,
  isAnonymous,
  isAnonymousRequest,
  isShareableUrl,
  isShareableResponse,
  nonceOfPolicy,
  matchesIfNoneMatch,
  MicroCache,
  notModified,
  pickEncoding,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_HTML_CACHE_CONTROL,
  strongEtag,
  varyFor,
  wholeBody,
} from "#app/.server/http/cache-policy.server.ts";
import { listenForCacheInvalidation, registerSharedCache } from "#app/.server/cache/invalidation.server.ts";
import { bytesOf, renderedPartsOf, streamPage } from "#app/framework/page-slots.server.ts";
import { siteContext, userContext } from "#app/context.ts";
import { applySecurityHeaders } from "#app/.server/http/security-headers.server.ts";
import { pickLanguage, readLanguageCookie } from "#app/i18n/pick-language.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import { resolveSite } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { languageOfTag } from "#app/site/locales.ts";
import { countryCacheVariant, countryCacheVariantIfKnown } from "#app/.server/landers/visitor-country.server.ts";
import { clientIp } from "#app/.server/security/rate-limit.server.ts";
import { getLanguage } from "./i18n.server.ts";

export const microCache = new MicroCache((env.MICRO_CACHE_SECONDS ?? (env.NODE_ENV === "production" ? 5 : 0)) * 1000);
// Withdrawn content (a rejected photo, a banned member) leaves the cached pages of every process at once.
registerSharedCache(() => microCache.clear());

// COMPRESSION=0 when a proxy compresses (deploy/nginx.conf); otherwise the app compresses a
// shareable page once, whole, and keeps the encoded bytes with the cached page.
const compressInApp = process.env.COMPRESSION !== "0";

/** A cached page's answer; its body as parts that are written one after the other (decision 051). */
type Answer = { status: 200 | 304; headers: Headers; body: readonly Uint8Array[] | null };

/** The page, or its 304, for this request: encoded once per cached body where the client accepts it. */
function answer(page: Omit<CachedPage, "storedAt">, acceptEncoding: string | null, ifNoneMatch: string | null, head: boolean): Answer {
  const headers = new Headers(page.headers);
  const encoding = compressInApp ? pickEncoding(acceptEncoding) : null;
  if (compressInApp) headers.set("Vary", `${headers.get("vary") ?? "Cookie"}, Accept-Encoding`);
  headers.set("ETag", etagOf(page.etag, encoding));
  if (matchesIfNoneMatch(ifNoneMatch, page.etag)) {
    const notModifiedResponse = notModified(headers);
    return { status: 304, headers: notModifiedResponse.headers, body: null };
  }
  let body: readonly Uint8Array[];
  if (encoding) {
    page.encoded ??= {};
    body = [(page.encoded[encoding] ??= compressBody(wholeBody(page), encoding))];
    headers.set("Content-Encoding", encoding);
  } else {
    body = page.body instanceof Uint8Array ? [page.body] : page.body.map(bytesOf);
  }
  headers.set("Content-Length", String(body.reduce((total, part) => total + part.byteLength, 0)));
  return { status: 200, headers, body: head ? null : body };
}

function respond(page: Omit<CachedPage, "storedAt">, request: Request, head: boolean): Response {
  const { status, headers, body } = answer(page, request.headers.get("accept-encoding"), request.headers.get("if-none-match"), head);
  return new Response(body && streamPage(body), { status, headers });
}

/**
 * One cached page per site × scheme × URL × language (a secure page's policy upgrades insecure requests), and on
 * a site with several countries a lander's per country it starts from (decision 108).
 */
function cacheKey(siteId: string, url: URL, secure: boolean, language: string, country: string): string {
  return `${siteId}\n${secure ? "s" : ""}${url.host}${url.pathname}${url.search}\n${language}\n${country}`;
}

/** What the fast path needs of a request; plain strings, so the server need not build a web `Request`. */
export type CacheLookup = {
  method: string;
  url: URL;
  secure: boolean;
  host: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** The client's address as server.js determined it (landers of a site with several countries vary by it). */
  clientIp?: string | undefined;
};

/**
 * A micro-cache hit answered in front of the framework (decision 051): server.js asks before it hands the
 * request to React Router, so a cached page costs a map lookup instead of building a web `Request`, matching
 * routes and running the middleware chain. It applies the rules the middleware does — anonymous GET or HEAD,
 * shareable URL, the site from Host, the language as the i18n middleware picks it — and adds the security
 * headers the outermost middleware would. Anything else (and any doubt) is `null`: the request takes the
 * normal path, which also fills the cache.
 */
export function cachedPageAnswer(lookup: CacheLookup): Answer | null {
  if (microCache.ttlMs <= 0) return null;
  try {
    if (!isAnonymous(lookup.method, lookup.url, lookup.cookie ?? null) || !isShareableUrl(lookup.url)) return null;
    const site = resolveSite(siteRegistry, lookup.host);
    if (!site) return null;
    const language = pickLanguage({
      cookie: readLanguageCookie(lookup.cookie ?? null),
      site: site.language,
      configuredDefault: env.DEFAULT_LANGUAGE,
      acceptLanguage: lookup.acceptLanguage ?? null,
    });
    const country = countryCacheVariantIfKnown(site, lookup.url.pathname, lookup.clientIp ?? null);
    if (country === undefined) return null;
    const page = microCache.get(cacheKey(site.id, lookup.url, lookup.secure, language, country));
    if (!page) return null;
    const head = lookup.method.toUpperCase() === "HEAD";
    const result = answer(page, lookup.acceptEncoding ?? null, lookup.ifNoneMatch ?? null, head);
    applySecurityHeaders(result.headers, site, lookup.secure, result.status);
    return result;
  } catch {
    return null;
  }
}

/**
 * The HTTP cache policy (decision 026), between the i18n and session middleware:
 * anonymous HTML pages become public with a strong ETag (304 on If-None-Match) and are
 * served from the micro-cache for a few seconds; responses that depend on a session
 * or set a cookie are `private, no-store`.
 */
export const httpCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  if (!isAnonymousRequest(request) || !isShareableUrl(url)) {
    const response = await next();
    if (!response.headers.has("cache-control") || response.headers.has("set-cookie")) {
      response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    }
    return response;
  }

  const site = context.get(siteContext);
  const language = getLanguage(context);
  const country = await countryCacheVariant(site, url.pathname, clientIp(request));
  const key = cacheKey(site.id, url, isSecureRequest(request), language, country);
  const head = request.method.toUpperCase() === "HEAD";

  if (microCache.ttlMs > 0) listenForCacheInvalidation();
  const cached = microCache.get(key);
  if (cached) return respond(cached, request, head);

  const response = await next();
  if (response.headers.has("set-cookie")) {
    response.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    return response;
  }
  // A session cookie that named no live session still saw an anonymous page, but it is not shared.
  if (context.get(userContext) !== null || !isShareableResponse(response)) return response;

  const languageFromBrowser = !readLanguageCookie(request.headers.get("cookie")) && !site.language && !languageOfTag(env.DEFAULT_LANGUAGE);
  response.headers.set("Cache-Control", PUBLIC_HTML_CACHE_CONTROL);
  response.headers.set("Vary", varyFor(languageFromBrowser));
  if (head || !response.body) return response;

  // The parts entry.server rendered; a page made some other way is read whole.
  const body = renderedPartsOf(response) ?? new Uint8Array(await response.arrayBuffer());
  response.headers.delete("content-length");
  const page = {
    body,
    etag: strongEtag(body, nonceOfPolicy(response.headers.get("content-security-policy"))),
    headers: [...response.headers] as [string, string][],
  };
  microCache.set(key, page);
  return respond(page, request, false);
};
