/**
 * Whether a visitor came through a traffic source (spec sections 6 and 9): a
 * tracking query key on this request, or the tracking cookie a landing page
 * stored. The one reader of the tracking cookies until the tracking area grows
 * its own store (docs/decisions: logged-out search and traffic sources).
 */

/** Query keys that mark paid or partner traffic (spec section 9), plus the API's own `trafficsource`. */
export const TRACKING_QUERY_KEYS = [
  "trafficsource",
  "network",
  "ref",
  "sub",
  "sub1",
  "sub2",
  "sub3",
  "aff_sub",
  "aff_sub1",
  "aff_sub2",
  "aff_sub3",
  "cpc",
] as const;

/** Cookies a landing page leaves: the tracking record (stored under `network`) or a plain traffic source. */
export const TRACKING_COOKIES = ["network", "trafficsource"] as const;

function cookieValues(cookieHeader: string | null): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    values.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return values;
}

/** The traffic source of a request, or null: the first non-empty tracking key in the query, else a tracking cookie. */
export function trafficSourceOf(request: Request): string | null {
  const url = new URL(request.url);
  for (const key of TRACKING_QUERY_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) return value.slice(0, 255);
  }
  const cookies = cookieValues(request.headers.get("cookie"));
  for (const name of TRACKING_COOKIES) {
    const value = cookies.get(name);
    if (value) {
      try {
        return decodeURIComponent(value).slice(0, 255);
      } catch {
        return value.slice(0, 255);
      }
    }
  }
  return null;
}
