/**
 * How the app reads and writes cookies: one parsing rule, one serializer, and the one cookie the browser itself
 * handles (the language choice). Safe for the browser and the service worker; the cookies only the server sees
 * are declared beside it in `app/.server/http/cookies.server.ts`. No other file builds a `Set-Cookie` value.
 */

export type CookieSpec = {
  name: string;
  /** Which part of the site the browser sends it to. */
  path: "/" | "/admin" | "/login";
  /** Hidden from page scripts. Only a cookie the browser itself must write is not. */
  httpOnly: boolean;
  sameSite: "Lax" | "Strict";
  /**
   * Seconds the browser keeps it. Absent: the lifetime comes with each value as an `Expires` date (a session
   * cookie ends with its database row).
   */
  maxAgeSeconds?: number;
  /** Signed with the server's secret (React Router's `createCookie`), so a visitor cannot forge it. */
  signed?: true;
  /** What it is for, in a few words (the cookie test lists them). */
  purpose: string;
};

/** The visitor's language choice: written by the browser on a first visit, read by the server and the worker. */
export const LANGUAGE_COOKIE_SPEC = {
  name: "i18n_redirected",
  path: "/",
  httpOnly: false,
  sameSite: "Lax",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  purpose: "the visitor's language choice",
} as const satisfies CookieSpec;

/**
 * Every cookie of a `Cookie` header by name. The one decoding rule: the text after the first `=`, trimmed, without
 * surrounding double quotes, percent-decoded; a value that is not valid percent-encoding counts as absent (it was
 * not written by us). When a name repeats, the first wins (browsers send the most specific path first).
 */
export function parseCookies(cookieHeader: string | null | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || values.has(name)) continue;
    let raw = part.slice(eq + 1).trim();
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    try {
      values.set(name, decodeURIComponent(raw));
    } catch {
      // Not percent-encoding we wrote: no value.
    }
  }
  return values;
}

/** One cookie's decoded value from a `Cookie` header, or null. */
export function readCookie(cookieHeader: string | null | undefined, spec: Pick<CookieSpec, "name">): string | null {
  return parseCookies(cookieHeader).get(spec.name) ?? null;
}

/**
 * The names of the cookies a `Cookie` header carries, whatever their values; a part without `=` counts as a name,
 * so a caching decision errs on the side of "this visitor has a cookie".
 */
export function cookieNames(cookieHeader: string | null | undefined): string[] {
  return (cookieHeader ?? "")
    .split(";")
    .map((part) => (part.includes("=") ? part.slice(0, part.indexOf("=")) : part).trim())
    .filter(Boolean);
}

export type CookieWrite = {
  /** `Secure` over HTTPS (never over plain HTTP, where the browser would drop the cookie). */
  secure: boolean;
  /** For a spec without a fixed lifetime: when this value ends. */
  expires?: Date;
};

/** The `Set-Cookie` value that stores `value` under the spec's name with the spec's attributes. */
export function serializeCookie(spec: CookieSpec, value: string, write: CookieWrite): string {
  const lifetime =
    spec.maxAgeSeconds !== undefined ? `Max-Age=${spec.maxAgeSeconds}` : write.expires ? `Expires=${write.expires.toUTCString()}` : null;
  return attributes(spec, encodeURIComponent(value), lifetime, write.secure);
}

/** The `Set-Cookie` value that removes the cookie (same name and path, so it replaces the stored one). */
export function clearCookie(spec: CookieSpec, write: Pick<CookieWrite, "secure">): string {
  return attributes(spec, "", "Max-Age=0", write.secure);
}

function attributes(spec: CookieSpec, encodedValue: string, lifetime: string | null, secure: boolean): string {
  return [
    `${spec.name}=${encodedValue}`,
    ...(lifetime ? [lifetime] : []),
    `Path=${spec.path}`,
    ...(spec.httpOnly ? ["HttpOnly"] : []),
    `SameSite=${spec.sameSite}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Stores a cookie from the page: only one scripts may write (not `httpOnly`). The document is passed in, so this
 * module stays usable in the service worker, which has none.
 */
export function writeBrowserCookie(document: { cookie: string }, spec: CookieSpec & { httpOnly: false }, value: string, secure: boolean) {
  document.cookie = serializeCookie(spec, value, { secure });
}
