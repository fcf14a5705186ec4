import { Form } from "react-router";
import { FIGURE_COLUMNS } from "#app/admin/figures.ts";
import { ActionResult, AdminPage, Panel, ScrollTable } from "#app/components/admin/admin-ui.tsx";
import { FiguresChart, type DayTotals } from "#app/components/admin/figures-chart.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";

type FiguresRow = { day: string; siteId: string; source: string; revenue: Record<string, number> } & Record<
  (typeof FIGURE_COLUMNS)[number][0],
  number
>;

export type FiguresPageProps = {
  /** Why the range was refused, if it was. */
  error: string | null;
  /** The range as asked (a refused one as typed). */
  form: { from?: string; to?: string; site?: string };
  /** The sites the staff member may pick. */
  sites: readonly string[];
  result: { rows: FiguresRow[]; totals: DayTotals[]; csv: string } | null;
};

function revenueText(revenue: Record<string, number>) {
  const parts = Object.entries(revenue)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, minor]) => `${(minor / 100).toFixed(2)} ${currency}`);
  return parts.length ? parts.join(", ") : "—";
}

/** Figures per day, site and traffic source over a range of days, with a chart of the daily totals. */
export function FiguresPage({ error, form, sites, result }: FiguresPageProps) {
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
            <ScrollTable label="Figures by day, site and source">
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
