import { data, type MiddlewareFunction } from "react-router";
import { crossSiteVerdict, SAFE_METHODS } from "#app/.server/http/cross-site.server.ts";
import { siteContext } from "#app/context.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { crossSiteRefusal } from "#app/routing/guard.server.ts";

function apiRefusal(status: number, code: string, message: string, headers?: Record<string, string>) {
  return Response.json({ error: { code, message } }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * Refuses state-changing requests sent by another site's pages (decision 019):
 * page actions and resource routes alike, so `/api/*.php` needs no check of its
 * own. OPTIONS never reaches an API action (no route changes state on it, and
 * no cross-origin caller is ever allowed, so there is no CORS preflight to answer).
 */
export const crossSiteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const method = request.method.toUpperCase();
  if (SAFE_METHODS.has(method)) return next();
  const isApi = new URL(request.url).pathname.startsWith("/api/");
  if (method === "OPTIONS") {
    if (isApi) throw apiRefusal(405, "method_not_allowed", "OPTIONS is not supported.", { Allow: "GET, POST, PUT, DELETE" });
    throw data({ message: "OPTIONS is not supported." }, { status: 405 });
  }
  if (crossSiteVerdict(request, context.get(siteContext), siteRegistry) === "cross-site") {
    if (isApi) throw apiRefusal(403, "cross_site_request", "This request came from another site's page and was refused.");
    throw crossSiteRefusal();
  }
  return next();
};
