/** Whether the visitor reached us over HTTPS (directly or through a TLS-terminating proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

// C0 and C1 control characters (tab, CR, LF, NUL, DEL, …): browsers drop tabs and newlines from
// URLs (so `/\t/x` reads as `//x`), and a CR/LF makes `Headers.set` throw.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

// Any origin works as the base: the check is only whether the target leaves it. `.invalid` never resolves.
const BASE = new URL("http://same-site.invalid/");

/**
 * A same-site relative path to return to (after login, a language change), or the fallback.
 * The target is parsed with the WHATWG URL parser, as a browser would read a Location header:
 * only what stays on the origin passes, returned in its normalised form (percent-encoded, so
 * no raw control character or space reaches a header).
 */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string") return fallback;
  const cleaned = target.replace(CONTROL_CHARACTERS, "");
  // A path, not a scheme-relative (`//x`, `/\x`) or absolute URL.
  if (!cleaned.startsWith("/") || cleaned.startsWith("//") || cleaned.startsWith("/\\")) return fallback;
  let url: URL;
  try {
    url = new URL(cleaned, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a scheme-relative path: `/.//x` normalises to `//x`.
  return path.startsWith("//") || path.startsWith("/\\") ? fallback : path;
}
