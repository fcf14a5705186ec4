import { COOKIES, readCookie, serializeCookie } from "../http/cookies.server.ts";
import { signStamp, verifyStamp } from "./signing.server.ts";

/**
 * A browser that has logged in to an account (or reset its password) is a known device of that account: it passes
 * the account-wide login limit, so strangers guessing from many addresses can exhaust that limit without locking the
 * owner out (decision 012). The cookie holds one signed stamp per account (site and address), the newest few.
 */
const PURPOSE = "known-device";
const TTL_MS = COOKIES.knownDevice.maxAgeSeconds * 1000;
/** Accounts remembered per browser: a shared computer's few members. */
const MAX_ACCOUNTS = 5;
const STAMP = /^[0-9a-z]{1,12}\.[\w-]{43}$/;

/** The account a known-device stamp is for: the site and the address as typed at login, lower case. */
export function loginAccountKey(siteId: string, email: string): string {
  return `${siteId}:${email.trim().toLowerCase()}`;
}

function stampsIn(cookieHeader: string | null): string[] {
  return (readCookie(cookieHeader, COOKIES.knownDevice) ?? "")
    .split("~")
    .filter((stamp) => STAMP.test(stamp))
    .slice(0, MAX_ACCOUNTS);
}

/** Whether this browser holds a valid known-device stamp for the account. */
export async function isKnownDevice(cookieHeader: string | null, accountKey: string): Promise<boolean> {
  for (const stamp of stampsIn(cookieHeader)) {
    if (await verifyStamp(PURPOSE, accountKey, stamp)) return true;
  }
  return false;
}

/** The Set-Cookie that makes this browser a known device of the account, keeping the stamps it had for others. */
export async function knownDeviceCookie(cookieHeader: string | null, accountKey: string, secure: boolean): Promise<string> {
  const stamps = [await signStamp(PURPOSE, accountKey, TTL_MS), ...stampsIn(cookieHeader)].slice(0, MAX_ACCOUNTS);
  return serializeCookie(COOKIES.knownDevice, stamps.join("~"), { secure });
}
