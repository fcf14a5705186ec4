import { redirect } from "react-router";
import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { resellUrl } from "#app/.server/cams/partner.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/resellpartner";

/**
 * GET /api/resellpartner.php?flow=profile-search&redirect=1 → the resell partner's
 * page (opened in a new window); without `redirect=1` it answers `{ url }`.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site } = requireApiUser(args);
  const params = new URL(args.request.url).searchParams;
  const flow = params.get("flow") ?? "";
  if (!/^[a-z0-9-]{1,32}$/.test(flow)) return apiError(400, "invalid_parameter", "flow: must be a flow name such as profile-search");
  const redirectParam = params.get("redirect") ?? "0";
  if (!["0", "1", ""].includes(redirectParam)) return apiError(400, "invalid_parameter", "redirect: must be 1 or 0");
  const target = resellUrl(site, flow);
  if (!target) return apiError(404, "not_configured", "This site has no resell partner.");
  if (redirectParam === "1")
    return redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "origin" } });
  return { url: target };
}

/** Read-only endpoint: other methods get a JSON 405. */
export const action = () => methodNotAllowed(["GET"]);
