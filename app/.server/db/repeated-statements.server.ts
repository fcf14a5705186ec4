/**
 * Which statements postgres.js prepares (decision 122). Drizzle asks it to prepare only queries built with
 * `.prepare()`; every other statement with parameters then costs two round trips (postgres.js first asks the server
 * for the parameters' types, then binds and executes), each a socket write. A statement whose text comes again is
 * prepared from its second execution, so each later one is a single round trip. Texts seen once (an id list of an
 * unusual length, a rare filter combination) are never prepared, and at most `MAX_PREPARED_TEXTS` texts are, so the
 * statements each connection keeps on the server stay bounded.
 */
export const MAX_PREPARED_TEXTS = 500;
/** How many texts seen once are remembered while waiting for a second execution. */
export const MAX_WATCHED_TEXTS = 5_000;

export type StatementOptions = { prepare?: boolean } & Record<string, unknown>;

export type RepeatedStatements = {
  /** The options to run `text` with: `prepare: true` once the text has been seen before. */
  optionsFor(text: string, parameterCount: number, options: StatementOptions | undefined): StatementOptions | undefined;
  /** How many texts are prepared now (for tests and figures). */
  readonly preparedCount: number;
};

export function repeatedStatements({ maxPrepared = MAX_PREPARED_TEXTS, maxWatched = MAX_WATCHED_TEXTS } = {}): RepeatedStatements {
  const prepared = new Set<string>();
  const seenOnce = new Set<string>();
  return {
    optionsFor(text, parameterCount, options) {
      // Without parameters postgres.js sends the simple protocol in one round trip already; an explicit choice stands.
      if (parameterCount === 0 || options?.prepare === true) return options;
      if (prepared.has(text)) return { ...options, prepare: true };
      if (seenOnce.has(text)) {
        if (prepared.size >= maxPrepared) return options;
        seenOnce.delete(text);
        prepared.add(text);
        return { ...options, prepare: true };
      }
      // Forget the oldest texts seen once, so one-off texts cannot crowd out the ones that repeat.
      if (seenOnce.size >= maxWatched) seenOnce.delete(seenOnce.values().next().value!);
      seenOnce.add(text);
      return options;
    },
    get preparedCount() {
      return prepared.size;
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- postgres.js types its parameters per client
type Unsafe = (text: string, parameters?: any[], options?: any) => unknown;

/**
 * Makes a postgres.js client's `unsafe` (what Drizzle calls for every statement outside a transaction) prepare the
 * texts that repeat. Inside a transaction Drizzle uses the transaction's own `unsafe`, which stays as it is.
 */
export function prepareRepeatedStatements<Client extends { unsafe: Unsafe }>(client: Client, statements = repeatedStatements()): Client {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((text: string, parameters?: unknown, options?: StatementOptions) =>
    // (postgres.js also takes the options second, without parameters: that form passes as it is.)
    Array.isArray(parameters)
      ? unsafe(text, parameters, statements.optionsFor(text, parameters.length, options))
      : unsafe(text, parameters as unknown[], options)) as Client["unsafe"];
  return client;
}
