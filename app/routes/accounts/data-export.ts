import { apiError } from "#app/.server/api.server.ts";
import { siteLink } from "#app/.server/accounts/account-mail.server.ts";
import { exportMemberData } from "#app/.server/accounts/data-export.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { crossSiteVerdict } from "#app/.server/http/cross-site.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import type { Route } from "./+types/data-export";

/**
 * `GET /profile/data.json`: the member's own data as a JSON download. Only from this site's own pages or typed in
 * (a page of another site cannot make the browser fetch it), never cached anywhere.
 */
export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  const { request } = args;
  if (crossSiteVerdict(request, site, siteRegistry) === "cross-site") {
    return apiError(403, "cross_site", "Download your data from the site's own profile page.");
  }
  const exported = await exportMemberData(await getDb(), site, user.id, (path) => siteLink(site, request, path));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${site.id}-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
