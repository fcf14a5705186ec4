import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "./client.server.ts";
import { plannedOnceTwinOf } from "./planned-once.server.ts";

/**
 * A statement (or a set of them) built once per database object (decision 119): Drizzle builds a statement's SQL text
 * on every execution otherwise, and on PostgreSQL an unprepared statement with parameters costs two round trips
 * (postgres.js asks the server for the parameters' types first), a prepared one a single one. Keyed by the database
 * object, so a test's database gets its own; a transaction's cannot use them (Drizzle ties a prepared query to the
 * session that made it). Only for statements whose text is the same every time: their values are placeholders, and
 * keyed lookups whose best plan does not depend on them (they keep a generic plan on PostgreSQL, decision 134).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statements = built.get(db);
    // Built on the database's planned-once twin (decision 134): keyed statements keep their plans on PostgreSQL.
    if (!statements) built.set(db, (statements = build(plannedOnceTwinOf(db))));
    return statements;
  };
}

/**
 * A statement whose text depends on the site (its countries, its scope): built once per database and site, as
 * `preparedPerDatabase` builds one per database.
 */
export function preparedPerSite<T>(build: (db: Database, site: Site) => T): (db: Database) => (site: Site) => T {
  return preparedPerDatabase((db) => {
    const bySite = new WeakMap<Site, T>();
    return (site: Site) => {
      let statement = bySite.get(site);
      if (!statement) bySite.set(site, (statement = build(db, site)));
      return statement;
    };
  });
}

const dialect = new PgDialect();

/** A prepared statement of hand-written SQL: its values are `sql.placeholder`s, filled by `execute({ … })`. */
export type PreparedSql = { execute: (values: Record<string, unknown>) => Promise<unknown> };

/**
 * Hand-written SQL prepared as the query builder's `.prepare()` does it (`db.execute` has no prepared form): the
 * session's own `prepareQuery`, the call `db.execute` makes, given a name. Rows come back as the driver answers them
 * (postgres.js an array, PGlite `{ rows }`).
 */
export function prepareSql(db: Database, name: string, query: SQL): PreparedSql {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}
