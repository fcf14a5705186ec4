import { data, Form } from "react-router";
import { getDb } from "#app/.server/db/client.server.ts";
import { dailyTotals, daysBetween, figures } from "#app/.server/admin/figures.server.ts";
import { FIGURE_COLUMNS } from "#app/admin/figures.ts";
import { ActionResult, AdminPage, Panel, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { FiguresChart } from "#app/components/admin/figures-chart.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { parseFiguresRange, staffFigureSites } from "#app/routing/figures-range.server.ts";
import { ADMINS, requireStaff } from "#app/routing/staff-guard.server.ts";
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

function revenueText(revenue: Record<string, number>) {
  const parts = Object.entries(revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => `${(minor / 100).toFixed(2)} ${currency}`);
  return parts.length ? parts.join(", ") : "—";
}

export default function Figures({ loaderData }: Route.ComponentProps) {
  const { error, form, sites, result } = loaderData;
  return (
    <AdminPage
      title="Figures"
      actions={
        result ? (
          <a className="text-sm underline" href={result.csv} download>
            Download CSV
          </a>
        ) : null
      }
    >
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="figures-from">From</Label>
          <Input id="figures-from" name="from" type="date" defaultValue={form.from} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="figures-to">To</Label>
          <Input id="figures-to" name="to" type="date" defaultValue={form.to} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="figures-site">Site</Label>
          <select
            id="figures-site"
            name="site"
            defaultValue={form.site}
            className="h-10 rounded-md border border-neutral-300 bg-white px-2"
          >
            <option value="">All my sites</option>
            {sites.map((site) => (
              <option key={site} value={site}>
                {site}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Show</Button>
      </Form>
      <ActionResult result={error ? { error } : null} />
      {result ? (
        <>
          <Panel title="By day (all sources)">
            <FiguresChart totals={result.totals} />
          </Panel>
          <Panel title="By day, site and source (UTC days)">
            <ScrollTable>
              <thead>
                <tr>
                  <th>Day</th>
                  <th>Site</th>
                  <th>Source</th>
                  {FIGURE_COLUMNS.map(([key, label]) => (
                    <th key={key}>{label}</th>
                  ))}
                  <th>Revenue kept</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row) => (
                  <tr key={`${row.day}-${row.siteId}-${row.source}`} data-figures-row={`${row.day}|${row.siteId}|${row.source}`}>
                    <td>{row.day}</td>
                    <td>{row.siteId}</td>
                    <td className="break-all">{row.source || "(untracked)"}</td>
                    {FIGURE_COLUMNS.map(([key]) => (
                      <td key={key}>{row[key]}</td>
                    ))}
                    <td>{revenueText(row.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            {result.rows.length === 0 ? <p className="text-sm text-neutral-600">Nothing in these days.</p> : null}
            <p className="mt-2 text-xs text-neutral-600">
              Revenue: paid on the day, less what was refunded or charged back of it since. Lander visits count visitors with a traffic
              source only (untracked landers are cached, shared pages).
            </p>
          </Panel>
        </>
      ) : null}
    </AdminPage>
  );
}
