import type { Logger } from "drizzle-orm/logger";

/**
 * Counts the SQL statements the app sends through Drizzle, so tests can pin how many
 * queries a page costs: a page that adds a query shows up in review.
 */
let count = 0;

export const queryCounter: Logger = {
  logQuery() {
    count += 1;
  },
};

/** Statements sent since the process started; take the difference around a request. */
export function queriesSoFar(): number {
  return count;
}
