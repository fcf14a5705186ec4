/**
 * The visitor's traffic source (docs/product/sites-and-themes.md#settings-by-area and docs/product/screens-and-access.md#access-levels and docs/product/constants.md), kept on the server in
 * one first-party cookie, `tracking`, for 30 days. The one reader and writer of
 * that cookie (decision 023): pages learn whether a visitor was referred here,
 * and the landers and tracking work (roadmap 3) stores the same record on the
 * account and removes the keys from the URL.
 */

import { COOKIES, LEGACY_TRACKING_COOKIE_NAMES, parseCookies, readCookie, serializeCookie } from "../http/cookies.server.ts";
import { cleanTrackingValue, TRACKING_KEYS, TRACKING_MAX_AGE_SECONDS, TRACKING_VALUE_MAX, type TrackingKey } from "#app/tracking/keys.ts";

export { TRACKING_KEYS, TRACKING_MAX_AGE_SECONDS, TRACKING_VALUE_MAX, type TrackingKey };

/** What `GET /api/search.php` also accepts: the client's own `trafficsource` parameter, then the tracking keys. */
export const TRACKING_QUERY_KEYS = ["trafficsource", ...TRACKING_KEYS] as const;

/**
 * The tracking record (docs/product/landers-and-tracking.md#tracking-keys: network, ref, sub1, sub2, sub3, and the
 * other keys of section 9 when a link carries them) with the time it was stored.
 */
export type TrackingRecord = { v: 1; at: string } & Partial<Record<TrackingKey, string>>;

export const TRACKING_COOKIE = COOKIES.tracking.name;

/** The tracking record a URL carries, or null when it has no tracking key with a value. */
export function trackingRecordFromQuery(query: URLSearchParams, now?: Date): TrackingRecord | null {
  let record: TrackingRecord | null = null;
  for (const key of TRACKING_KEYS) {
    const value = cleanTrackingValue(query.get(key));
    // Built on the first key found: most requests carry none, and make no record (nor read the clock).
    if (value) (record ??= { v: 1, at: (now ?? new Date()).toISOString() })[key] = value;
  }
  return record;
}

export function encodeTrackingRecord(record: TrackingRecord): string {
  return Buffer.from(JSON.stringify(record), "utf8").toString("base64url");
}

/** The record in a cookie value; null for anything that is not one (tampered, truncated, another format). */
export function decodeTrackingRecord(value: string | undefined): TrackingRecord | null {
  if (!value || value.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Record<string, unknown>;
    if (!parsed || typeof parsed !== "object" || parsed.v !== 1) return null;
    const at = typeof parsed.at === "string" && !Number.isNaN(Date.parse(parsed.at)) ? parsed.at : null;
    if (!at) return null;
    const record: TrackingRecord = { v: 1, at };
    let any = false;
    for (const key of TRACKING_KEYS) {
      const v = cleanTrackingValue(parsed[key]);
      if (v) {
        record[key] = v;
        any = true;
      }
    }
    return any ? record : null;
  } catch {
    return null;
  }
}

/** `Set-Cookie` for the record: 30 days, whole site, not readable by scripts (the server hands pages what they need). */
export function trackingCookieHeader(record: TrackingRecord, secure: boolean): string {
  return serializeCookie(COOKIES.tracking, encodeTrackingRecord(record), { secure });
}

/** The stored record of a request (its tracking cookie), or null. */
export function storedTrackingRecord(request: Request): TrackingRecord | null {
  return decodeTrackingRecord(readCookie(request.headers.get("cookie"), COOKIES.tracking) ?? undefined);
}

/** The record in force for a request: the keys on this URL win over the stored one (the latest referral counts). */
export function trackingRecordOf(request: Request): TrackingRecord | null {
  return trackingRecordFromQuery(new URL(request.url).searchParams) ?? storedTrackingRecord(request);
}

/** The traffic source a record names: its first key with a value, network before ref before the sub ids. */
export function trafficSourceOfRecord(record: TrackingRecord | null): string | null {
  if (!record) return null;
  for (const key of TRACKING_KEYS) if (record[key]) return record[key]!;
  return null;
}

/**
 * The traffic source of a request, or null: the API's own `trafficsource`
 * parameter or tracking keys in this URL, else the tracking cookie, else a
 * cookie an older landing page left.
 */
export function trafficSourceOf(request: Request): string | null {
  // Asked several times per request (middleware, root loader, screens): read once.
  if (trafficSources.has(request)) return trafficSources.get(request)!;
  const source = readTrafficSource(request);
  trafficSources.set(request, source);
  return source;
}

const trafficSources = new WeakMap<Request, string | null>();

function readTrafficSource(request: Request): string | null {
  const explicit = cleanTrackingValue(new URL(request.url).searchParams.get("trafficsource"));
  if (explicit) return explicit;
  const fromRecord = trafficSourceOfRecord(trackingRecordOf(request));
  if (fromRecord) return fromRecord;
  const cookies = parseCookies(request.headers.get("cookie"));
  for (const name of LEGACY_TRACKING_COOKIE_NAMES) {
    const value = cookies.get(name);
    if (value) return cleanTrackingValue(value) ?? null;
  }
  return null;
}

/** The record as an account keeps it (docs/product/landers-and-tracking.md#tracking-keys, "stored under network"): the keys and when they were stored. */
export function accountTrackingRecord(record: TrackingRecord | null): Record<string, string> | null {
  if (!record) return null;
  const { v: _version, ...rest } = record;
  return rest as Record<string, string>;
}

/** The tracking record as the user object shows it (docs/product/api.md#user: under `network`: network, ref, sub1, sub2, sub3). */
export function networkRecordOf(stored: Record<string, string> | null) {
  if (!stored) return null;
  const pick = (key: string) => stored[key] ?? null;
  return { network: pick("network"), ref: pick("ref"), sub1: pick("sub1"), sub2: pick("sub2"), sub3: pick("sub3") };
}
