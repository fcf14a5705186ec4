import { createRequestHandler, type ServerBuild } from "react-router";

/**
 * The whole app in-process: each call runs the real middleware chain (site,
 * i18n, session), guards, loaders and actions, as the server would.
 */
let handler: ((request: Request) => Promise<Response>) | undefined;

async function getHandler() {
  if (!handler) {
    const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
    handler = createRequestHandler(build, "test");
  }
  return handler;
}

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

export type AppRequestInit = RequestInit & {
  host?: string;
  cookie?: string;
  /**
   * The host of the request URL when it differs from the Host header: what `@react-router/express`
   * builds from X-Forwarded-Host behind a trusted proxy.
   */
  urlHost?: string;
};

/** Sends a request for `path` on `host` (default the classic demo site) through the app. */
export async function appRequest(
  path: string,
  { host = "classic.localhost", cookie, headers, urlHost = host, ...init }: AppRequestInit = {},
) {
  const h = new Headers(headers);
  h.set("Host", host);
  if (!h.has("User-Agent")) h.set("User-Agent", BROWSER_UA);
  if (cookie) h.set("Cookie", cookie);
  // Browsers name the sending page on every POST; `Origin: ""` asks for a request without one (curl, a script).
  if (h.get("Origin") === "") h.delete("Origin");
  else if (init.method && init.method !== "GET" && !h.has("Origin")) h.set("Origin", `http://${host}`);
  return (await getHandler())(new Request(`http://${urlHost}${path}`, { ...init, headers: h, redirect: "manual" }));
}

/** `name=value` pairs from a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c!.endsWith("="))
    .join("; ");
}
