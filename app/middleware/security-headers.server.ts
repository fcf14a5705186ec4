import type { MiddlewareFunction } from "react-router";
import { applySecurityHeaders } from "#app/.server/http/security-headers.server.ts";
import { databaseUnavailableContext, RETRY_AFTER_SECONDS } from "#app/.server/db/availability.server.ts";
import { siteContext } from "#app/context.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";
import type { Site } from "#app/site/registry.ts";

/**
 * Outermost middleware: a 500 caused by an unavailable database becomes a 503, and every response (pages, their `.data`, APIs, redirects,
 * errors, an unknown host's 404) leaves with the security headers of decision 021.
 * Pages already carry their nonce policy from entry.server; the rest get one that allows nothing.
 */
export const securityHeadersMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  let response = await next();
  // A failure because the database was slow or unreachable is a 503 the client may retry, not a 500.
  if (response.status === 500 && context.get(databaseUnavailableContext)) {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
    headers.set("Cache-Control", "no-store");
    response = new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
  }
  let site: Site | null = null;
  try {
    site = context.get(siteContext);
  } catch {
    // The site middleware refused the host: the 404 still gets the headers.
  }
  try {
    applySecurityHeaders(response.headers, site, isSecureRequest(request), response.status);
    return response;
  } catch {
    // Immutable headers (a Response.redirect): copy them onto a new response.
    const headers = new Headers(response.headers);
    applySecurityHeaders(headers, site, isSecureRequest(request), response.status);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
};
