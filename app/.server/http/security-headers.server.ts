import { randomBytes } from "node:crypto";
import type { Site } from "#app/site/registry.ts";

/**
 * Security headers of every response (decision 021). Pages get a
 * Content-Security-Policy with a per-render nonce: scripts run only from our
 * origin or when they carry the nonce React Router's inline scripts get. Other
 * responses (JSON, redirects, media) get a policy that allows nothing.
 */

// Random bytes drawn 4 KB at a time: one call into the system's generator per 256 pages instead of one per page.
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** 16 fresh random bytes per page (each nonce is used once), base64 as CSP writes it. */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** Who may frame the site's pages: itself, plus the origins the site file allows (embedded sign-ups). */
export function frameAncestors(site: Pick<Site, "frame_ancestors"> | null): string {
  return ["'self'", ...(site?.frame_ancestors ?? [])].join(" ");
}

/** The policy of an HTML page rendered with `nonce`. */
export function pageContentSecurityPolicy(nonce: string, site: Pick<Site, "frame_ancestors"> | null, secure: boolean): string {
  return [
    "default-src 'self'",
    // No 'unsafe-inline': only our files and the inline scripts React Router renders with the nonce.
    `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes (widths of progress bars, toasts) and the theme's token <style> need inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Webcam previews come from the partners' image hosts (docs/product/api.md#webcam-search).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(site)}`,
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** The policy of anything that is not a page: nothing may load, run or frame it. */
export function resourceContentSecurityPolicy(site: Pick<Site, "frame_ancestors"> | null): string {
  return `default-src 'none'; frame-ancestors ${frameAncestors(site)}; base-uri 'none'; form-action 'none'`;
}

/**
 * Headers every response carries, pages, APIs and static files alike. HSTS only
 * over HTTPS (a demo on http://*.localhost must not pin anything).
 */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Geolocation is asked for in the sign-up (docs/product/signup.md#step-3-location); nothing else the browser offers is used. Only
    // features browsers know: Chromium logs an unknown one (`bluetooth`) as an error on every page.
    "Permissions-Policy":
      "geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(secure ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

/**
 * Sets the base headers, and the resource policy where no page policy was set. A
 * 304 gets no policy: the browser merges its headers into the stored page, whose
 * own nonce policy must stay (a nothing-allowed policy there would block the page).
 */
export function applySecurityHeaders(headers: Headers, site: Pick<Site, "frame_ancestors"> | null, secure: boolean, status = 200): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders(secure))) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (status !== 304 && !headers.has("Content-Security-Policy"))
    headers.set("Content-Security-Policy", resourceContentSecurityPolicy(site));
}
