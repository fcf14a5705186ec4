import { data, type MiddlewareFunction } from "react-router";
import { DEFAULT_BODY_LIMIT, discardBody } from "#app/.server/http/body.server.ts";
import { MAX_UPLOAD_BYTES } from "#app/.server/profiles/images.server.ts";

/** Routes that take more than a form: the photo upload (its own limit plus multipart overhead). */
const BODY_LIMITS: Record<string, number> = {
  "/api/profileimage.php": MAX_UPLOAD_BYTES + 64 * 1024,
};

/** A pool profile's page in the back office takes a photo upload too. */
function limitFor(path: string): number {
  if (/^\/admin\/pool\/\d+$/.test(path)) return MAX_UPLOAD_BYTES + 64 * 1024;
  return BODY_LIMITS[path] ?? DEFAULT_BODY_LIMIT;
}

/**
 * Refuses a declared body larger than the route takes, before any route code
 * runs (413). Bodies without Content-Length are bounded again where they are
 * read (`readForm` / `readJson` stop at the same limits).
 */
export const bodyLimitMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > 0) {
    const path = new URL(request.url).pathname;
    const limit = limitFor(path);
    if (declared > limit) {
      discardBody(request);
      const message = `The request body is larger than ${limit} bytes.`;
      if (path.startsWith("/api/")) {
        throw Response.json({ error: { code: "body_too_large", message } }, { status: 413 });
      }
      throw data({ message }, { status: 413, statusText: "Payload Too Large" });
    }
  }
  return next();
};
