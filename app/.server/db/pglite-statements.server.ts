import { parse, type PGlite, protocol } from "@electric-sql/pglite";
import { repeatedStatements, type RepeatedStatements } from "./repeated-statements.server.ts";

/**
 * Named statements on PGlite (decision 123). PGlite's `query` runs a statement with parameters as six calls into the
 * engine (parse, describe, bind, describe, execute, sync), parsing and planning it every time. A text that repeats
 * (the rule of decision 122: from its second execution, at most 500 texts) is parsed once under a name, and each
 * execution is then one call: bind, describe, execute and sync together. This bypasses `query`'s own path with
 * PGlite's public protocol (`protocol.serialize`, `parse.parseResults`, `execProtocolStream`) and three of its
 * internal methods (`_checkReady`, `_runExclusiveTransaction`, `_runExclusiveQuery`): `pglite-statements.server.test.ts`
 * holds the contract against the pinned version (same answers, errors, listeners, locking, a changed table).
 *
 * Only `query` outside a transaction: Drizzle's transactions run on PGlite's transaction object, which stays as it is.
 */

type QueryOptions = Parameters<PGlite["query"]>[2];
type Results = Awaited<ReturnType<PGlite["query"]>>;
/** A parsed message of PGlite's protocol parser (what `execProtocol` answers). */
type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
/**
 * A named statement: its parameters' types and the description of the rows it answers (null when it answers none),
 * both as the statement's own describe answered them once.
 */
type Statement = { name: string; types: number[]; rows: BackendMessage | null };
type ParserOptions = PGlite["parsers"];

/** PostgreSQL's answer when a named statement's result changed shape under it (a table altered since it was parsed). */
function changedUnderIt(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "0A000" && /cached plan must not change result type/.test(message ?? "");
}

/** Execute (the unnamed portal, every row) and Sync, as `serialize.execute({})` and `serialize.sync()` write them. */
const EXECUTE_SYNC = Buffer.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

/**
 * Bind, Execute and Sync of one execution in one buffer: the bytes PGlite's `serialize.bind({ statement, values })`,
 * `serialize.execute({})` and `serialize.sync()` make (the contract test compares them), written directly. PGlite's
 * writer allocates a fresh buffer per message and reaches its state through private fields: about 50 µs a statement.
 * A value is text (format 0), bytes (format 1) or null (length -1); results are asked for as text (no result formats).
 */
export function bindExecuteSync(statement: string, values: readonly unknown[]): Buffer {
  const encoded = values.map((value) =>
    value === null || value === undefined
      ? null
      : ArrayBuffer.isView(value)
        ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
        : value instanceof ArrayBuffer
          ? Buffer.from(value)
          : Buffer.from(String(value), "utf8"),
  );
  const name = Buffer.from(statement, "utf8");
  let length = 4 + 1 + name.byteLength + 1 + 2 + 2 * encoded.length + 2 + 2;
  for (const bytes of encoded) length += 4 + (bytes?.byteLength ?? 0);
  const out = Buffer.allocUnsafe(1 + length + EXECUTE_SYNC.byteLength);
  let at = out.writeUInt8(0x42, 0);
  at = out.writeInt32BE(length, at);
  at = out.writeUInt8(0, at); // the unnamed portal
  at += name.copy(out, at);
  at = out.writeUInt8(0, at);
  at = out.writeUInt16BE(encoded.length, at);
  for (let i = 0; i < encoded.length; i++) at = out.writeInt16BE(isBinary(values[i]) ? 1 : 0, at);
  at = out.writeUInt16BE(encoded.length, at);
  for (const bytes of encoded) {
    if (bytes === null) at = out.writeInt32BE(-1, at);
    else {
      at = out.writeInt32BE(bytes.byteLength, at);
      at += bytes.copy(out, at);
    }
  }
  at = out.writeInt16BE(0, at);
  EXECUTE_SYNC.copy(out, at);
  return out;
}

function isBinary(value: unknown): boolean {
  return value !== null && value !== undefined && (ArrayBuffer.isView(value) || value instanceof ArrayBuffer);
}

/** The answer of an execution with the statement's row description where a describe would have put it: before the rows. */
function withRowDescription(messages: BackendMessage[], rows: BackendMessage): BackendMessage[] {
  const at = messages.findIndex((message) => message.name === "dataRow" || message.name === "commandComplete");
  return at === -1 ? messages : [...messages.slice(0, at), rows, ...messages.slice(at)];
}

export function prepareRepeatedPgliteStatements(client: PGlite, repeated: RepeatedStatements = repeatedStatements()): PGlite {
  const query = client.query.bind(client);
  const statements = new Map<string, Statement>();
  const serialize = protocol.serialize;
  let namedCount = 0;

  const named = async (text: string): Promise<Statement> => {
    let statement = statements.get(text);
    if (!statement) {
      // Never a name used before: a statement parsed again after a table changed gets a new one.
      const name = `repeated_${++namedCount}`;
      const described = await client.execProtocol(
        Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
      );
      statement = {
        name,
        types: parse.parseDescribeStatementResults(described.messages),
        rows: described.messages.find((message) => message.name === "rowDescription") ?? null,
      };
      statements.set(text, statement);
    }
    return statement;
  };

  const run = async (text: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    const statement = await named(text);
    // As PGlite's own `query` serializes: the query's serializer for the type, else the instance's, else text.
    const values = params.map((value, i) => {
      if (value == null) return null;
      const type = statement.types[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // No describe per execution: a named statement's rows keep the description its own describe gave (a table changed
    // under it is PostgreSQL's 0A000, and the statement is parsed again). Parsing the description's column names was
    // most of the protocol parser's work on a wide row (decision 123's amendment).
    const answered = await client.execProtocolStream(bindExecuteSync(statement.name, values), { syncToFs: false });
    const messages = statement.rows ? withRowDescription(answered, statement.rows) : answered;
    await client.syncToFs();
    // The query's own parsers over the instance's, as `parseResults` would merge them, but without its copy of the
    // instance's table (over 300 entries: about 0.1 ms a statement, on every statement Drizzle runs).
    if (!options?.parsers) return parse.parseResults(messages, client.parsers, options)[0]!;
    const parsers = Object.assign(Object.create(client.parsers) as ParserOptions, options.parsers);
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0]!;
  };

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob || options?.paramTypes || !repeated.optionsFor(text, params.length, undefined)?.prepare) {
      return query<T>(text, params, options);
    }
    await client._checkReady();
    // Both of PGlite's locks, as `query` takes them: never inside another caller's open transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(text, params, options).catch((error: unknown) => {
            if (!changedUnderIt(error)) throw error;
            // Parsed before the table changed: parse it again.
            statements.delete(text);
            return run(text, params, options);
          });
        } catch (error) {
          // As PGlite's `query` reports a failed statement: the database's error, with the query and its values.
          throw Object.assign(error as object, { query: text, params });
        }
      }),
    ) as Promise<Results & { rows: T[] }>;
  }) as PGlite["query"];
  return client;
}
