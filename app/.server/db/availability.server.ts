import { createContext, type RouterContextProvider } from "react-router";

/**
 * A database that is slow or unreachable is a temporary condition, not a bug:
 * the request answers 503 with Retry-After instead of a 500.
 * `handleError` marks the request; the outermost middleware changes the status.
 */
const UNAVAILABLE_CODES = new Set([
  "57014", // query_canceled: statement_timeout
  "57P01", // admin_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
]);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

export const databaseUnavailableContext = createContext<boolean>(false);

export function markDatabaseUnavailable(context: RouterContextProvider | undefined, error: unknown): void {
  if (context && isDatabaseUnavailable(error)) context.set(databaseUnavailableContext, true);
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;
