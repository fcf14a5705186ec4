import type { Database } from "./client.server.ts";

/**
 * The database a keyed statement is prepared on (decision 134). On PostgreSQL the app's pool plans every execution of
 * a prepared statement for its values (`plan_cache_mode = force_custom_plan`, decision 122), which a search needs.
 * A statement built once with placeholders (`preparedPerDatabase`, `preparedPerSite`) looks rows up by key: its
 * best plan is the same for any values, and planning it again cost PostgreSQL 0.6–0.8 ms per execution against
 * 0.01–0.1 ms to run it. Those statements run on a second pool whose connections keep PostgreSQL's default
 * (`auto`: after five custom plans, the generic plan when it is estimated no worse). PGlite has one engine: itself.
 */
const twins = new WeakMap<Database, Database>();

export function setPlannedOnceTwin(db: Database, twin: Database) {
  twins.set(db, twin);
}

export function plannedOnceTwinOf(db: Database): Database {
  return twins.get(db) ?? db;
}
