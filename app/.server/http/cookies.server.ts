/**
 * Every cookie the app sets, with its attributes (decision 094). Domain modules say what goes in a cookie; this
 * module says how it is stored: they call `serializeCookie`/`clearCookie`/`readCookie` with a spec from here, and
 * no other file writes a `Set-Cookie` value by hand (a test greps for it). Parsing and serializing live in
 * `app/http/cookies.ts`, which the browser shares for the one cookie it writes itself.
 */
import { createCookie, type Cookie } from "react-router";
import { LANGUAGE_COOKIE_SPEC, type CookieSpec } from "#app/http/cookies.ts";
import { TRACKING_MAX_AGE_SECONDS } from "#app/tracking/keys.ts";
import { signingSecret } from "../accounts/signing.server.ts";

export { clearCookie, cookieNames, parseCookies, readCookie, serializeCookie, type CookieSpec } from "#app/http/cookies.ts";

const DAY = 24 * 60 * 60;

/** The member's login: a random token whose hash is a `sessions` row; it ends with the row (an `Expires` date). */
const session = {
  name: "__session",
  path: "/",
  httpOnly: true,
  sameSite: "Lax",
  purpose: "the member's login session",
} as const satisfies CookieSpec;

/**
 * The back office's login (decision 070): its own name and path, so it never travels with member pages and a
 * member session never stands in for it. SameSite=Strict: no other site can make a staff member's browser act.
 */
const staff = {
  name: "__staff",
  path: "/admin",
  httpOnly: true,
  sameSite: "Strict",
  purpose: "a staff member's back-office session",
} as const satisfies CookieSpec;

/** Signed stamps of the accounts that logged in from this browser; only the login form reads it. */
const knownDevice = {
  name: "known_device",
  path: "/login",
  httpOnly: true,
  sameSite: "Lax",
  maxAgeSeconds: 365 * DAY,
  purpose: "accounts that logged in from this browser (login limit)",
} as const satisfies CookieSpec;

/** The referral record (decision 023): 30 days, whole site, the server hands pages what they need of it. */
const tracking = {
  name: "tracking",
  path: "/",
  httpOnly: true,
  sameSite: "Lax",
  // The same 30 days the page keeps the record in local storage.
  maxAgeSeconds: TRACKING_MAX_AGE_SECONDS,
  purpose: "the traffic source the visitor came from",
} as const satisfies CookieSpec;

/** Plain traffic-source cookies older landing pages leave: read after the tracking record, never written. */
export const LEGACY_TRACKING_COOKIE_NAMES = ["network", "trafficsource"] as const;

/** The match finder's finished answers, kept until the sign-up: two hours. */
const matchFinder = {
  name: "match_finder",
  path: "/",
  httpOnly: true,
  sameSite: "Lax",
  maxAgeSeconds: 2 * 60 * 60,
  purpose: "the match finder's answers until the sign-up",
} as const satisfies CookieSpec;

/** A flash message across one redirect, signed so no other site or script can plant a message in our UI. */
const toast = {
  name: "toast",
  path: "/",
  httpOnly: true,
  sameSite: "Lax",
  maxAgeSeconds: 60,
  signed: true,
  purpose: "a one-time message shown after a redirect",
} as const satisfies CookieSpec;

/** Every cookie the app writes (the browser writes the language one). */
export const COOKIES = {
  session,
  staff,
  knownDevice,
  tracking,
  matchFinder,
  toast,
  language: LANGUAGE_COOKIE_SPEC,
} as const satisfies Record<string, CookieSpec>;

/** React Router's signed cookie for a signed spec, keyed with the server's signing secret (created once). */
const jars = new Map<string, Promise<Cookie>>();
export function signedCookieJar(spec: CookieSpec & { signed: true; maxAgeSeconds: number }): Promise<Cookie> {
  let jar = jars.get(spec.name);
  if (!jar) {
    jar = signingSecret().then((secret) =>
      createCookie(spec.name, {
        path: spec.path,
        httpOnly: spec.httpOnly,
        sameSite: spec.sameSite === "Strict" ? "strict" : "lax",
        maxAge: spec.maxAgeSeconds,
        secrets: [secret],
      }),
    );
    jars.set(spec.name, jar);
    jar.catch(() => jars.delete(spec.name));
  }
  return jar;
}
