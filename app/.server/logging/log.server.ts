/**
 * Server error logging that never writes what a member entrusted to us. A failed
 * query's error carries its parameters (e-mail addresses, password hashes,
 * tokens) in its message, in `params`/`parameters` and in PostgreSQL's `detail`;
 * logs end up in places with weaker access rules than the database. So the
 * server logs errors only through `logError`, which keeps the error's name,
 * code, SQL text and stack frames and drops or masks the values.
 */

const MASKS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s,'"]+/g, "[hash]"],
  [/[^\s@,'"<>()[\]]+@[^\s@,'"<>()[\]]+\.[a-z]{2,}/gi, "[email]"],
  // Session ids, reset and activation tokens, signatures: long runs of base64url or hex.
  [/\b[A-Za-z0-9_-]{32,}\b/g, "[token]"],
];

/** Masks hashes, addresses and tokens in any text headed for a log. */
export function redact(text: string): string {
  return MASKS.reduce((result, [pattern, mask]) => result.replace(pattern, mask), text);
}

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown; query?: unknown };

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null && ("message" in value || "stack" in value);
}

/** A PostgreSQL message may quote the offending value (`invalid input syntax for type integer: "…"`). */
function safeMessage(error: ErrorLike): string {
  let message = typeof error.message === "string" ? error.message : "";
  // Drizzle: "Failed query: <sql>\nparams: <values>".
  const params = message.indexOf("\nparams:");
  if (params >= 0) message = message.slice(0, params);
  if (typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code)) message = message.replace(/"[^"]*"/g, '"…"');
  return redact(message);
}

function frames(error: ErrorLike): string {
  if (typeof error.stack !== "string") return "";
  return error.stack
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

/** One line per error in the cause chain: name, SQLSTATE code, message without values, then the stack frames. */
export function describeError(error: unknown, depth = 0): string {
  if (!isErrorLike(error)) return redact(String(error));
  const name = typeof error.name === "string" ? error.name : "Error";
  const code = typeof error.code === "string" ? ` [${error.code}]` : "";
  const stack = frames(error);
  let text = `${name}${code}: ${safeMessage(error)}${stack ? `\n${stack}` : ""}`;
  if (error.cause !== undefined && depth < 3) text += `\nCaused by: ${describeError(error.cause, depth + 1)}`;
  return text;
}

/** Logs a server-side failure without the values it carried. */
export function logError(context: string, error: unknown): void {
  console.error(`${context}: ${describeError(error)}`);
}
