/**
 * The visitor's traffic source, as far as the browser knows it: tracking keys in
 * the current URL (network, ref) or the tracking record a lander stored
 * (localStorage `tracking`, spec section 3: network, ref, sub1–sub3).
 */
export const TRACKING_STORAGE_KEY = "tracking";

export function readTrafficSource(search: string, stored: Pick<Storage, "getItem"> | null = null): string | null {
  const query = new URLSearchParams(search);
  const fromUrl = query.get("network") ?? query.get("ref");
  if (fromUrl) return fromUrl.slice(0, 200);
  if (!stored) return null;
  try {
    const record = JSON.parse(stored.getItem(TRACKING_STORAGE_KEY) ?? "null") as { network?: unknown; ref?: unknown } | null;
    const value = record?.network ?? record?.ref;
    return typeof value === "string" && value ? value.slice(0, 200) : null;
  } catch {
    return null;
  }
}

/** Sign-up is open when `signups` is all, or with_trafficsource and a traffic source exists (spec section 6). */
export function isSignupAllowed(signups: string, trafficSource: string | null): boolean {
  return signups === "all" || (signups === "with_trafficsource" && !!trafficSource);
}
