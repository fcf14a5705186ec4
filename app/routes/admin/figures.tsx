import { data } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { dailyTotals, daysBetween, figures } from "#app/.server/admin/figures.server.ts";
import { parseFiguresRange, staffFigureSites } from "#app/routing/figures-range.server.ts";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
import { FiguresPage } from "#app/components/admin/figures-page.tsx";
import type { Route } from "./+types/figures";

/** Figures per day, site and traffic source (decision 091): admins, over their own sites. */
export async function loader(args: Route.LoaderArgs) {
  const staff = requireStaff(args, ADMINS);
  const url = new URL(args.request.url);
  const sites = staffFigureSites(staff);
  const parsed = parseFiguresRange(url, staff);
  if (!parsed.ok) return data({ error: parsed.message, form: parsed.form, sites, result: null }, { status: 400 });
  const { range } = parsed;
  const rows = await figures(await getDb(), range);
  const days = daysBetween(range.from, range.to);
  return {
    error: null,
    form: { from: range.from, to: range.to, site: range.site },
    sites,
    result: {
      rows,
      totals: dailyTotals(rows, days),
      csv: `/admin/figures.csv?${new URLSearchParams({ from: range.from, to: range.to, site: range.site })}`,
    },
  };
}

export default function Figures({ loaderData }: Route.ComponentProps) {
  return <FiguresPage {...loaderData} />;
}
