import { sql, type SQL } from "drizzle-orm";

/**
 * A subquery of a select field, as a nested chunk so its columns keep their table names: in a select from one table,
 * Drizzle writes the field's own columns bare, and inside a subquery a bare `"id"` names the subquery's table.
 */
export function nested(subquery: SQL): SQL {
  return sql`${subquery}`;
}
