import { getDb } from "#app/.server/db/client.server.ts";
import { figures, figuresCsv } from "#app/.server/admin/figures.server.ts";
import { parseFiguresRange } from "#app/routing/figures-range.server.ts";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
import type { Route } from "./+types/figures-csv";

/** The figures page's table as a CSV download (decision 091), for the same range and sites. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, ADMINS);
  const parsed = parseFiguresRange(new URL(args.request.url), staff);
  if (!parsed.ok) {
    return new Response(`${parsed.message}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const { range } = parsed;
  const csv = figuresCsv(await figures(await getDb(), range));
  const name = `figures-${range.site || "all"}-${range.from}-${range.to}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
