import { redirect } from "react-router";
import { apiError, methodNotAllowed } from "#app/.server/api.server.ts";
import { camRedirectUrl } from "#app/.server/cams/partner.server.ts";
import { requireApiUser } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/redirect";

/** GET /api/xcams/redirect.php?account= → the webcam partner's page for that performer (opened in a new window). */
export async function loader(args: Route.LoaderArgs) {
  const { site } = requireApiUser(args);
  const account = new URL(args.request.url).searchParams.get("account") ?? "";
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(account)) return apiError(400, "invalid_parameter", "account: must be a webcam account name");
  const target = camRedirectUrl(site, account);
  if (!target) return apiError(404, "not_configured", "This site has no webcam partner.");
  return redirect(target, { status: 302, headers: { "Cache-Control": "no-store", "Referrer-Policy": "origin" } });
}

/** Read-only endpoint: other methods get a JSON 405. */
export const action = () => methodNotAllowed(["GET"]);
