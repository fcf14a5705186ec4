import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { likedAmong } from "../profiles/pool.server.ts";
import { getDb } from "./client.server.ts";
import { plannedOnceTwinOf } from "./planned-once.server.ts";

const onPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;

// Decision 134: keyed statements built once run where PostgreSQL keeps their plans; searches stay planned per values.
describe("the planned-once twin", () => {
  it.runIf(!onPostgres)("is the database itself on PGlite", async () => {
    const db = await getDb();
    expect(plannedOnceTwinOf(db)).toBe(db);
  });

  it.runIf(onPostgres)("on PostgreSQL: its own pool keeps plans, the app's pool plans per values", async () => {
    const db = await getDb();
    const twin = plannedOnceTwinOf(db);
    expect(twin).not.toBe(db);
    const mode = async (on: typeof db) =>
      ((await on.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as { mode: string }[])[0]!.mode;
    expect(await mode(db)).toBe("force_custom_plan");
    expect(await mode(twin)).toBe("auto");
  });

  it.runIf(onPostgres)("on PostgreSQL: a statement built once runs a generic plan after its first executions", async () => {
    const db = await getDb();
    // Run one after another, the statements keep to one connection of the twin's pool, which the view below reads.
    for (let run = 0; run < 8; run++) await likedAmong(db, 1, [1, 2, 3 + run]);
    const [row] = (await plannedOnceTwinOf(db).execute(
      sql`select coalesce(sum(generic_plans), 0)::integer as generic, coalesce(sum(custom_plans), 0)::integer as custom from pg_prepared_statements where statement like '%= any(%::integer[])%'`,
    )) as unknown as { generic: number; custom: number }[];
    expect(row!.generic).toBeGreaterThan(0);
    expect(row!.custom).toBeLessThanOrEqual(5);
  });
});
