import { readStoredTracking, trackingKeysIn } from "#app/tracking/browser.ts";
import { TRACKING_KEYS } from "#app/tracking/keys.ts";

/**
 * The visitor's traffic source, as far as the browser knows it: the first tracking key with a value in the current
 * URL, else in the record kept in local storage for 30 days (app/tracking/browser.ts), in the order of docs/product/constants.md#tracking.
 */
export function readTrafficSource(
  search: string,
  stored: Pick<Storage, "getItem" | "removeItem"> | null = null,
  now = Date.now(),
): string | null {
  const record = trackingKeysIn(search) ?? (stored ? readStoredTracking(stored, now) : null);
  if (!record) return null;
  for (const key of TRACKING_KEYS) if (record[key]) return record[key]!;
  return null;
}

/** Sign-up is open when `signups` is all, or with_trafficsource and a traffic source exists (docs/product/signup.md#who-may-sign-up). */
export function isSignupAllowed(signups: string, trafficSource: string | null): boolean {
  return signups === "all" || (signups === "with_trafficsource" && !!trafficSource);
}
