import type { MiddlewareFunction } from "react-router";
import { env } from "#app/.server/env.server.ts";
import {
  compressBody,
  etagOf,
  type CachedPage,
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
} from "#app/.server/http/cache-policy.server.ts";
import { siteContext, userContext } from "#app/context.ts";
import { readLanguageCookie } from "#app/i18n/pick-language.ts";
import { languageOfTag } from "#app/site/locales.ts";
import { getLanguage } from "./i18n.server.ts";

export const microCache = new MicroCache((env.MICRO_CACHE_SECONDS ?? (env.NODE_ENV === "production" ? 5 : 0)) * 1000);

// COMPRESSION=0 when a proxy compresses (deploy/nginx.conf); otherwise the app compresses a
// shareable page once, whole, and keeps the encoded bytes with the cached page.
const compressInApp = process.env.COMPRESSION !== "0";

/** The page, or its 304, for this request: encoded once per cached body where the client accepts it. */
function respond(page: Omit<CachedPage, "storedAt">, request: Request, head: boolean): Response {
  const headers = new Headers(page.headers);
  const encoding = compressInApp ? pickEncoding(request.headers.get("accept-encoding")) : null;
  if (compressInApp) headers.set("Vary", `${headers.get("vary") ?? "Cookie"}, Accept-Encoding`);
  headers.set("ETag", etagOf(page.etag, encoding));
  if (matchesIfNoneMatch(request.headers.get("if-none-match"), page.etag)) return notModified(headers);
  let body = page.body;
  if (encoding) {
    page.encoded ??= {};
    body = page.encoded[encoding] ??= compressBody(page.body, encoding);
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(body.byteLength));
  return new Response(head ? null : (body as Uint8Array<ArrayBuffer>), { status: 200, headers });
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
  const key = `${site.id}\n${url.host}${url.pathname}${url.search}\n${language}`;
  const head = request.method.toUpperCase() === "HEAD";

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

  const body = new Uint8Array(await response.arrayBuffer());
  response.headers.delete("content-length");
  const page = {
    body,
    etag: strongEtag(body, nonceOfPolicy(response.headers.get("content-security-policy"))),
    headers: [...response.headers] as [string, string][],
  };
  microCache.set(key, page);
  return respond(page, request, false);
};
