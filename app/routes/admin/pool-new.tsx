import { redirect } from "react-router";
import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { createPoolProfile } from "#app/.server/admin/pool-profiles.server.ts";
import { canAccessSite } from "#app/.server/staff/staff-accounts.server.ts";
import { parseAdminForm, readAdminForm } from "#app/routing/admin-form.server.ts";
import { parsePoolProfile, siteChoices } from "#app/routing/pool-form.server.ts";
import { MODERATION_STAFF, requireSiteAccess, requireStaff } from "#app/routing/staff-guard.server.ts";
import { PoolNewPage } from "#app/components/admin/pool-pages.tsx";
import type { Route } from "./+types/pool-new";

export function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const sites = siteChoices((id) => canAccessSite(staff, id));
  return { sites, countries: [...new Set(sites.flatMap((site) => site.countries))] };
}

export async function action(args: Route.ActionArgs) {
  const staff = requireStaff(args, MODERATION_STAFF);
  const form = await readAdminForm(args.request);
  const { siteId } = parseAdminForm(form, z.object({ intent: z.literal("create"), siteId: z.string().min(1).max(64) }));
  requireSiteAccess(staff, siteId);
  const input = parsePoolProfile(form, siteId);
  const id = await createPoolProfile(await getDb(), staff, siteId, input);
  return redirect(`/admin/pool/${id}`);
}

export default function PoolNew({ loaderData, actionData }: Route.ComponentProps) {
  return <PoolNewPage {...loaderData} result={actionData} />;
}
