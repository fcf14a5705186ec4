import type { Logger } from "drizzle-orm/logger";

/**
 * Counts the SQL statements the app sends through Drizzle, so tests can pin how many
 * queries a page costs: a page that adds a query shows up in review.
 */
let count = 0;
/** The statements' text while a test records them (recordStatements), so a failing pin can say which ones ran. */
let recorded: string[] | null = null;

export const queryCounter: Logger = {
  logQuery(query) {
    count += 1;
    recorded?.push(query);
  },
};

/** Statements sent since the process started; take the difference around a request. */
export function queriesSoFar(): number {
  return count;
}

/** Starts keeping the text of every statement sent; the returned function stops and gives them. */
export function recordStatements(): () => string[] {
  const mine: string[] = [];
  recorded = mine;
  return () => {
    if (recorded === mine) recorded = null;
    return mine;
  };
}
