import { data, type MiddlewareFunction } from "react-router";
import { siteContext } from "#app/context.ts";
import { normalizeHost, resolveSite } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";

export type UnknownHostError = { unknownHost: string; message: string };

/** The only reader of the Host header: resolves the site or answers 404 naming the host. */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const site = resolveSite(siteRegistry, request.headers.get("host"));
  if (!site) {
    const host = normalizeHost(request.headers.get("host")) || "(none)";
    throw data<UnknownHostError>(
      { unknownHost: host, message: `No site is configured for the host "${host}".` },
      { status: 404, statusText: "Unknown site" },
    );
  }
  context.set(siteContext, site);
  return next();
};
