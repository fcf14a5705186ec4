import { resolveSite, type Site, type SiteRegistry } from "#app/site/registry.ts";

/**
 * The cross-site request rule for state-changing calls (decision 019). A browser
 * names the page that sent a request in `Origin` (and, from older code paths,
 * `Referer`); a request is same-site when that page is on a host of the site the
 * request was resolved to, on the port the request came in on. Hosts come from
 * the site registry, never from the request itself.
 */
export const SAFE_METHODS = new Set(["GET", "HEAD"]);

export type CrossSiteVerdict = "same-site" | "no-origin" | "cross-site";

function portOf(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : url.protocol === "http:" ? "80" : "");
}

/** The port of a Host header ("" when it names none, i.e. the scheme's default). */
function hostPort(hostHeader: string | null): string {
  const host = (hostHeader ?? "").trim();
  const match = /:(\d+)$/.exec(host.startsWith("[") ? host.slice(host.indexOf("]") + 1) : host);
  return match ? match[1]! : "";
}

/** Whether `pageUrl` (an Origin or Referer value) is a page of `site`, on the port the request came in on. */
export function isSitePage(pageUrl: string, site: Site, registry: SiteRegistry, requestHost: string | null): boolean {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (resolveSite(registry, url.host) !== site) return false;
  const requestPort = hostPort(requestHost);
  // Without a port in Host the request came in on the scheme's default port, whichever scheme the page used.
  return requestPort === "" ? url.port === "" : portOf(url) === requestPort;
}

/**
 * Who sent this request: a page of this site, a page of another site, or a
 * client that names no page at all (curl, a native app; browsers always send
 * Origin on a cross-site POST, PUT or DELETE, so that is no CSRF path).
 */
export function crossSiteVerdict(request: Request, site: Site, registry: SiteRegistry): CrossSiteVerdict {
  const host = request.headers.get("host");
  const origin = request.headers.get("origin");
  if (origin) return isSitePage(origin, site, registry, host) ? "same-site" : "cross-site";
  const referer = request.headers.get("referer");
  if (referer) return isSitePage(referer, site, registry, host) ? "same-site" : "cross-site";
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return "cross-site";
  return fetchSite === "same-origin" ? "same-site" : "no-origin";
}

/**
 * For the few GETs that create something (opening a conversation): another site's page can make a browser send
 * them with the member's cookies (a link, an image), so they are refused when another site sent them. Browsers
 * name the sender of every request in `Sec-Fetch-Site` (and usually `Referer`); a typed address or a bookmark
 * sends `none` and passes.
 */
export function isCrossSiteGet(request: Request, site: Site, registry: SiteRegistry): boolean {
  return crossSiteVerdict(request, site, registry) === "cross-site";
}
