import { isIP } from "node:net";
import { env } from "../env.server.ts";

/**
 * The browsers' push services (decision 055). A subscription's endpoint comes from the member's browser, so the server
 * would POST wherever a member says (blind SSRF into our own network): it only ever contacts these hosts or their
 * subdomains, over https on the default port.
 */
export const PUSH_SERVICE_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet, Brave (FCM); android.… is the older GCM address.
  "fcm.googleapis.com",
  "android.googleapis.com",
  // Firefox (Mozilla autopush).
  "updates.push.services.mozilla.com",
  "push.services.mozilla.com",
  // Edge on Windows (WNS: wns2-….notify.windows.com).
  "notify.windows.com",
  // Safari on macOS and iOS (web.push.apple.com).
  "push.apple.com",
] as const;

/** The tests' local receiver, exactly this origin, read once; unset everywhere else. */
const testOrigin = env.TEST_PUSH_SERVICE_ORIGIN ? new URL(env.TEST_PUSH_SERVICE_ORIGIN).origin : null;

/** Whether the server may send a push to this endpoint: checked when a subscription is saved and again before each send. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  // No push service's endpoint carries credentials; one that does was made up.
  if (url.username || url.password) return false;
  if (testOrigin && url.origin === testOrigin) return true;
  // URL drops a default port, so any port left is not 443.
  if (url.protocol !== "https:" || url.port !== "") return false;
  // Lower-cased and IP forms normalized (2130706433 → 127.0.0.1) by URL; no push service is an address.
  const host = url.hostname;
  if (isIP(host) || host.startsWith("[")) return false;
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The host alone, for logs: the rest of an endpoint is a capability URL (whoever knows it may push to the browser). */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "(not a URL)";
  }
}
