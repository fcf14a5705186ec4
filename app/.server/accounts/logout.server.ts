import { createHash, timingSafeEqual } from "node:crypto";
import type { Site } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { crossSiteVerdict } from "../http/cross-site.server.ts";

/**
 * `GET /api/logout.php` stays a GET (docs/product/api.md#logout), so an `<img>` on another
 * site could end a member's session. It logs out only a request from one of the
 * site's own pages (Sec-Fetch-Site / Origin), or one that carries the session's
 * logout token (for clients that send neither header; the user object has it).
 */
export function logoutToken(sessionToken: string): string {
  return createHash("sha256").update(`logout\n${sessionToken}`).digest("base64url");
}

export function mayLogOut(request: Request, site: Site, sessionToken: string): boolean {
  const given = new URL(request.url).searchParams.get("token");
  if (given) {
    const expected = Buffer.from(logoutToken(sessionToken));
    const actual = Buffer.from(given);
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return true;
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  // "none": the member typed or bookmarked the address; no other site can cause that.
  if (fetchSite === "same-origin" || fetchSite === "none") return true;
  if (fetchSite) return false;
  return request.headers.get("origin") !== null && crossSiteVerdict(request, site, siteRegistry) === "same-site";
}
