import { z } from "zod";
import { getDb } from "#app/.server/db/client.server.ts";
import { AUDIT_PAGE_SIZE, listAudit } from "#app/.server/staff/audit.server.ts";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
import { AuditPage } from "#app/components/admin/audit-page.tsx";
import type { Route } from "./+types/audit";

const QuerySchema = z.object({
  member: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
});

/** The audit log, newest first (admins only): who did what, to which member or site, when. */
export async function loader(args: Route.LoaderArgs) {
  requireStaff(args, ADMINS);
  const query = QuerySchema.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const rows = await listAudit(await getDb(), { userId: query.member, before: query.before });
  return {
    member: query.member ?? null,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    next: rows.length === AUDIT_PAGE_SIZE ? rows.at(-1)!.id : null,
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />;
}
