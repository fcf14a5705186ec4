import { bodyError, methodNotAllowed } from "#app/.server/api.server.ts";
import { readBodyLimited } from "#app/.server/http/body.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/page-hidden";

/** The beacon's body is an empty JSON object; anything much larger is not one. */
const MAX_BEACON_BYTES = 1024;

/**
 * POST /api/page-hidden.php: the beacon a page sends with an empty JSON body when it becomes hidden (docs/product/landers-and-tracking.md#page-hidden-beacon
 * and 7; the answer is not used). Answers 204 with no body. Same-site beacons pass the cross-site rule (decision 019)
 * like any other call; a beacon from another site's page is refused there.
 */
export async function action(args: Route.ActionArgs) {
  if (args.request.method !== "POST") return methodNotAllowed(["POST"]);
  guard(args, { access: "public" });
  const body = await readBodyLimited(args.request, MAX_BEACON_BYTES);
  if (body === null) {
    return bodyError({ status: 413, code: "body_too_large", message: `The request body is larger than ${MAX_BEACON_BYTES} bytes.` });
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export const loader = () => methodNotAllowed(["POST"]);
