import type { MiddlewareFunction } from "react-router";
import { storedTrackingRecord, trackingCookieHeader, trackingRecordFromQuery } from "#app/.server/tracking/traffic-source.server.ts";
import { isSecureRequest } from "#app/routing/request.server.ts";

/** Pages and their data requests (`.data`), which render what the tracking record decides; not assets or API answers. */
function isPageResponse(request: Request, response: Response) {
  return new URL(request.url).pathname.endsWith(".data") || (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * Stores the tracking keys of any URL that carries them in the `tracking` cookie
 * (docs/product/constants.md#tracking, decision 023), so every later page knows the traffic source.
 * A response that writes the cookie, and a page rendered for a visitor who has
 * one, is per visitor: `private, no-store`, never a shared cache's copy.
 */
export const trackingMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const fromQuery = trackingRecordFromQuery(new URL(request.url).searchParams);
  const response = await next();
  if (!fromQuery && !(isPageResponse(request, response) && storedTrackingRecord(request))) return response;
  // Redirects and some errors come with immutable headers: copy before changing them.
  let out = response;
  try {
    out.headers.set("Cache-Control", "private, no-store");
  } catch {
    out = new Response(response.body, response);
    out.headers.set("Cache-Control", "private, no-store");
  }
  if (fromQuery) out.headers.append("Set-Cookie", trackingCookieHeader(fromQuery, isSecureRequest(request)));
  return out;
};
