import { and, count, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { FIGURE_COLUMNS } from "#app/admin/figures.ts";
import { TRACKING_KEYS } from "#app/tracking/keys.ts";
import type { Database } from "../db/client.server.ts";
import { landerVisits, messages, orders, signups, users } from "../db/schema.ts";

/** One row of the figures: a UTC day, a site and a traffic source ('' = untracked). Revenue per currency, minor units. */
export type FiguresRow = {
  day: string;
  siteId: string;
  source: string;
  landerVisits: number;
  signups: number;
  activations: number;
  firstPayments: number;
  messages: number;
  revenue: Record<string, number>;
};

export type FiguresQuery = { from: string; to: string; sites: readonly string[] };

/**
 * A member's traffic source, as SQL: the source the sign-up sent, else the first tracking key of the record the
 * account keeps (network before ref before the sub ids), as a lander visit names it; '' when untracked.
 */
const memberSource = sql<string>`left(coalesce(nullif(trim(${users.trafficsource}), ''), ${sql.join(
  TRACKING_KEYS.map((key) => sql`nullif(${users.network} ->> ${sql.raw(`'${key}'`)}, '')`),
  sql`, `,
)}, ''), 200)`;

/** The UTC day of a timestamp, as `YYYY-MM-DD`. */
const dayOf = (column: AnyPgColumn | SQL | SQL.Aliased) => sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/** `column` within the UTC days `from`..`to` (both included); written so an index on the column can serve it. */
function withinDays(column: AnyPgColumn, { from, to }: Pick<FiguresQuery, "from" | "to">): SQL {
  return and(
    gte(column, sql`(${from}::date)::timestamp at time zone 'UTC'`),
    lt(column, sql`(${to}::date + 1)::timestamp at time zone 'UTC'`),
  )!;
}

const GROUPED = [sql`1`, sql`2`, sql`3`];

/**
 * The figures of decision 091 for the given sites and days: every count is an aggregate query grouped by day, site
 * and source (the database sums; only the grouped rows come back), then the six answers are joined by key.
 */
export async function figures(db: Database, query: FiguresQuery): Promise<FiguresRow[]> {
  if (query.sites.length === 0) return [];
  const sites = [...query.sites];
  const firstPaid = db
    .select({ userId: orders.userId, paidAt: sql<Date>`min(${orders.paidAt})`.as("first_paid_at") })
    .from(orders)
    .where(isNotNull(orders.paidAt))
    .groupBy(orders.userId)
    .as("first_paid");

  const [visits, signed, activated, firstPayments, revenue, sent] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${landerVisits.day}, 'YYYY-MM-DD')`,
        siteId: landerVisits.siteId,
        source: landerVisits.source,
        n: sql<number>`sum(${landerVisits.visits})::integer`.mapWith(Number),
      })
      .from(landerVisits)
      .where(and(inArray(landerVisits.siteId, sites), sql`${landerVisits.day} between ${query.from}::date and ${query.to}::date`))
      .groupBy(...GROUPED),
    db
      .select({ day: dayOf(users.signupDate), siteId: users.siteId, source: memberSource, n: count() })
      .from(users)
      .where(and(eq(users.role, "member"), inArray(users.siteId, sites), withinDays(users.signupDate, query)))
      .groupBy(...GROUPED),
    db
      .select({ day: dayOf(signups.activatedAt), siteId: users.siteId, source: memberSource, n: count() })
      .from(signups)
      .innerJoin(users, eq(users.id, signups.userId))
      .where(and(inArray(users.siteId, sites), withinDays(signups.activatedAt, query)))
      .groupBy(...GROUPED),
    db
      .select({ day: dayOf(firstPaid.paidAt), siteId: users.siteId, source: memberSource, n: count() })
      .from(firstPaid)
      .innerJoin(users, eq(users.id, firstPaid.userId))
      .where(
        and(
          inArray(users.siteId, sites),
          sql`${firstPaid.paidAt} >= (${query.from}::date)::timestamp at time zone 'UTC'`,
          sql`${firstPaid.paidAt} < (${query.to}::date + 1)::timestamp at time zone 'UTC'`,
        ),
      )
      .groupBy(...GROUPED),
    // Revenue kept: what was paid on the day, less what has been refunded or charged back of it since.
    db
      .select({
        day: dayOf(orders.paidAt),
        siteId: orders.siteId,
        source: memberSource,
        currency: orders.currency,
        n: sql<number>`sum(${orders.amount} - ${orders.refundedAmount} - ${orders.chargedBackAmount})::bigint`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(inArray(orders.siteId, sites), withinDays(orders.paidAt, query)))
      .groupBy(...GROUPED, sql`4`),
    // Messages members sent (a staff answer as a pool profile has no sending account).
    db
      .select({ day: dayOf(messages.createdAt), siteId: users.siteId, source: memberSource, n: count() })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.senderUserId))
      .where(and(inArray(users.siteId, sites), withinDays(messages.createdAt, query)))
      .groupBy(...GROUPED),
  ]);

  const rows = new Map<string, FiguresRow>();
  const rowOf = (key: { day: string; siteId: string; source: string }) => {
    const id = `${key.day}\n${key.siteId}\n${key.source}`;
    let row = rows.get(id);
    if (!row) {
      row = {
        day: key.day,
        siteId: key.siteId,
        source: key.source,
        landerVisits: 0,
        signups: 0,
        activations: 0,
        firstPayments: 0,
        messages: 0,
        revenue: {},
      };
      rows.set(id, row);
    }
    return row;
  };
  for (const r of visits) rowOf(r).landerVisits += r.n;
  for (const r of signed) rowOf(r).signups += r.n;
  for (const r of activated) rowOf(r).activations += r.n;
  for (const r of firstPayments) rowOf(r).firstPayments += r.n;
  for (const r of sent) rowOf(r).messages += r.n;
  for (const r of revenue) {
    const row = rowOf(r);
    row.revenue[r.currency] = (row.revenue[r.currency] ?? 0) + r.n;
  }
  return [...rows.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.siteId.localeCompare(b.siteId) || a.source.localeCompare(b.source),
  );
}

/** Every day from..to (UTC), for the chart's axis: days without figures still take their place. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Per-day totals over sites and sources, for the chart. */
export function dailyTotals(rows: FiguresRow[], days: string[]) {
  const totals = new Map(days.map((day) => [day, { landerVisits: 0, signups: 0, activations: 0, firstPayments: 0, messages: 0 }]));
  for (const row of rows) {
    const total = totals.get(row.day);
    if (!total) continue;
    for (const [key] of FIGURE_COLUMNS) total[key] += row[key];
  }
  return days.map((day) => ({ day, ...totals.get(day)! }));
}

/** Characters that make a spreadsheet read a cell as a formula: such a cell gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted when it holds a comma, quote or line break (quotes doubled); formula-safe. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The figures as CSV (RFC 4180, CRLF): one revenue column per currency that occurs, in minor units. */
export function figuresCsv(rows: FiguresRow[]): string {
  const currencies = [...new Set(rows.flatMap((row) => Object.keys(row.revenue)))].sort();
  const header = ["day", "site", "source", ...FIGURE_COLUMNS.map(([key]) => key), ...currencies.map((c) => `revenue_${c}_minor`)];
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) {
    lines.push(
      [row.day, row.siteId, row.source, ...FIGURE_COLUMNS.map(([key]) => row[key]), ...currencies.map((c) => row.revenue[c] ?? 0)]
        .map(csvCell)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
