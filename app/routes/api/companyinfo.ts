import { methodNotAllowed } from "#app/.server/api.server.ts";
import { companyInfo } from "#app/.server/content/company.server.ts";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/companyinfo";

/** GET /api/companyinfo.php → the operating company of this site (docs/product/api.md#company-info). */
export async function loader(args: Route.LoaderArgs) {
  const { site } = guard(args, { access: "public" });
  return Response.json(companyInfo(site), { headers: { "Cache-Control": "public, max-age=300" } });
}

export async function action() {
  return methodNotAllowed(["GET"]);
}
