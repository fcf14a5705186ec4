import type { PGlite } from "@electric-sql/pglite";
import { boundedMemo, setKeepingAtMost } from "#app/bounded-memo.ts";
import type { Database } from "./client.server.ts";

/**
 * PGlite is one process per data folder (the CLIs ask for the server to be stopped first): this process makes every
 * write the database ever sees, so it can tell whether data may have changed without asking the database (decision
 * 137). The count moves before and after every statement that may write and every transaction; a value read while the
 * count stood at N is still what the database holds while the count is N. On PostgreSQL other processes write too:
 * there the count also moves when another process announces a write (shared-writes.server.ts, decision 142), a read
 * is kept at most `maxAgeMs`, and the count moves on every look while this process cannot hear the others.
 */
export type WriteCount = {
  readonly value: number;
  readonly maxAgeMs?: number;
  /** What this process signs its notices with (PostgreSQL): a statement that sends its own notice sends it. */
  readonly writer?: string;
  /** Settles once the other processes have been told of this process's writes so far (PostgreSQL). */
  announced?: () => Promise<void> | undefined;
};

const counts = new WeakMap<Database, WriteCount>();

/** The database's write count, when this process can tell writes apart (always, once opened). */
export function writeCountOf(db: Database): WriteCount | undefined {
  return counts.get(db);
}

/** The counts that announce this process's writes to other processes (PostgreSQL). */
const announcers = new Set<WriteCount>();

/**
 * Settles once every write this process made so far has been announced to the other processes (PostgreSQL; nothing
 * to wait for on PGlite, or when nothing was written): a request that wrote answers after it (session middleware).
 * Asks no database, so a request that never opened one does not open it here.
 */
export function writesAnnounced(): Promise<unknown> | undefined {
  let pending: Promise<void>[] | undefined;
  for (const count of announcers) {
    const announced = count.announced?.();
    if (announced) (pending ??= []).push(announced);
  }
  return pending && Promise.all(pending);
}

/** Gives `db` the count `watchWrites` (PGlite) or `watchSharedWrites` (PostgreSQL) keeps for its clients. */
export function registerWriteCount(db: Database, count: WriteCount) {
  counts.set(db, count);
  if (count.announced) announcers.add(count);
}

/**
 * Functions a read calls that write nothing (SQL's keywords that take parentheses among them): a statement that calls
 * anything else counts as a write, so a function added later (as `send_paid_message` was) is a write until listed here.
 */
const READ_ONLY_CALLS = new Set(
  [
    // keywords written before a parenthesis
    "select from where and or not in any all exists as on join lateral using values over filter within array row case",
    "when then else union intersect except by partition limit offset having with is between like ilike similar",
    "distinct interval cast nulls asc desc end",
    // functions that only compute
    "coalesce nullif greatest least count sum min max avg bool_or bool_and every array_agg string_agg json_agg jsonb_agg",
    "json_build_object jsonb_build_object json_build_array jsonb_build_array json_object_agg jsonb_object_agg to_json",
    "to_jsonb row_to_json array_length cardinality unnest generate_series array_position array_remove array_append",
    "array_cat lower upper length char_length trim btrim ltrim rtrim left right substr substring position strpos replace",
    "concat concat_ws format split_part regexp_replace md5 encode decode abs floor ceil ceiling round trunc mod power",
    "sqrt ln exp sign random now clock_timestamp statement_timestamp date_trunc date_part extract age make_interval",
    "make_date to_char to_date to_timestamp timezone row_number rank dense_rank lag lead first_value last_value",
    "percentile_cont percentile_disc to_regclass current_setting earth_distance ll_to_earth radians degrees sin cos",
    "asin acos atan2 pi numeric integer int bigint text varchar timestamptz timestamp date boolean",
  ].flatMap((line) => line.split(" ")),
);

/** Statements that change data or the schema, by their words (a column like `updated_at` is not `update`). */
const WRITING_WORDS =
  /\b(insert|update|delete|merge|truncate|copy|call|do|notify|create|drop|alter|grant|revoke|lock|vacuum|nextval|setval|refresh|import|cluster|reindex|security)\b/i;
/** A call: a name, then an opening parenthesis (quoted names too, `"name"(`). */
const CALL = /"?([A-Za-z_][A-Za-z0-9_$]*)"?\s*\(/g;

const classified = boundedMemo<boolean>(2_000);

/**
 * Tables no kept read reads (`keptUntilWritten`): the rate limits' counters, written on every limited request (each
 * message, each login), and the live streams' presence rows, written when a stream opens or closes and every
 * `PRESENCE_TTL_MS` while one is open. A statement that writes only one of them moves no write count, so it neither
 * drops every kept read nor sends a notice to the other processes. A kept read that came to read one of them would have
 * to take it out of this list.
 */
const TABLES_NO_KEPT_READ_READS = new Set(["rate_limits", "live_connections"]);
/** `insert into`, `update` or `delete from` one table, its name, and what follows. */
const ONE_TABLE_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?(?=[\s(])([\s\S]*)$/i;
/** The words of an upsert that are not a write of their own: `on conflict (…) do update set` / `do nothing`. */
const UPSERT_CLAUSE = /\bon\s+conflict\s*(\([^)]*\))?\s*do\s+(update\s+set|nothing)\b/gi;

/**
 * Whether a statement may change data that a kept read holds: anything but a read that starts with `select` (or
 * `with`, `(`), names none of the writing words and calls only `READ_ONLY_CALLS` — except a single-table write to a
 * table no kept read reads. Wrong only one way: a read may count as a write (the count moves for nothing), never a
 * write to a kept read's tables as a read. Kept per text, as the statements that repeat are prepared ones.
 */
export function mayChangeKeptReads(text: string): boolean {
  return classified(text, () => !isPlainRead(text) && !writesOnlyUnkeptTables(text));
}

/** String literals and comments could hold any word: a statement is judged without them. */
function withoutLiterals(text: string): string {
  return text.replace(/'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\//g, "''");
}

/** Calls only functions that compute (a name followed by a parenthesis is a call, unless `allowed` names it). */
function callsOnlyReadOnly(code: string, allowed?: string): boolean {
  for (const [, name] of code.matchAll(CALL)) {
    const lower = name!.toLowerCase();
    if (!READ_ONLY_CALLS.has(lower) && lower !== allowed) return false;
  }
  return true;
}

function isPlainRead(text: string): boolean {
  const code = withoutLiterals(text);
  if (!/^[\s(]*(select|with)\b/i.test(code) || WRITING_WORDS.test(code)) return false;
  return callsOnlyReadOnly(code);
}

/** One statement that writes one table of `TABLES_NO_KEPT_READ_READS`, and calls nothing that could write elsewhere. */
function writesOnlyUnkeptTables(text: string): boolean {
  const code = withoutLiterals(text);
  const write = ONE_TABLE_WRITE.exec(code);
  if (!write || !TABLES_NO_KEPT_READ_READS.has(write[1]!.toLowerCase())) return false;
  const rest = write[2]!.replace(UPSERT_CLAUSE, " ");
  // `insert into "t" ("a", "b")`: the table's name before its column list is not a call.
  return !rest.includes(";") && !WRITING_WORDS.test(rest) && callsOnlyReadOnly(rest, write[1]!.toLowerCase());
}

/**
 * Runs `run` with the count moved before it (a read that starts after this sees the count already moved) and after it
 * (a read that started before it and finishes after it holds a count that is no longer current); `after` runs once it
 * settled (PostgreSQL's notice).
 */
export function countedAround<T>(count: { value: number }, run: () => Promise<T>, after?: () => void): Promise<T> {
  count.value++;
  return run().finally(() => {
    count.value++;
    after?.();
  });
}

/**
 * Wraps the client's statement methods so that every write moves the returned count (`countedAround`). `query` is
 * counted by its text; `exec` (several statements, the simple protocol) and `transaction` always count. Raw protocol
 * calls are the named statements inside `query` itself (pglite-statements.server.ts); the app makes none of its own.
 */
export function watchWrites(client: PGlite): WriteCount {
  const count = { value: 0 };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite["query"]>[2]) =>
    mayChangeKeptReads(text) ? countedAround(count, () => query(text, params, options)) : query(text, params, options)) as PGlite["query"];
  client.exec = ((text: string, options?: Parameters<PGlite["exec"]>[1]) =>
    countedAround(count, () => exec(text, options))) as PGlite["exec"];
  client.transaction = (<T>(callback: Parameters<PGlite["transaction"]>[0]) =>
    countedAround(count, () => transaction(callback as never) as Promise<T>)) as PGlite["transaction"];
  return count;
}

/** Every store of reads kept for a database (`keptUntilWritten`), so tests can forget them together. */
const keptStores = new WeakMap<Database, Set<{ clear(): void }>>();

/** Registers a store of reads kept for `db`, emptied by `forgetKeptReads`. */
function registerKeptStore(db: Database, store: { clear(): void }) {
  let stores = keptStores.get(db);
  if (!stores) keptStores.set(db, (stores = new Set()));
  stores.add(store);
}

/** Forgets every read this process keeps for `db` (tests that count a request's statements from cold). */
export function forgetKeptReads(db: Database) {
  for (const store of keptStores.get(db) ?? []) store.clear();
}

/** Freezes a kept row and everything in it (but dates): requests share it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value) && !(value instanceof Date)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Reads kept between requests until anything is written (decisions 137, 141 and 142): the session read, a member's
 * own lists and a conversation's page. A kept read stands while the database's write count has not moved since it was
 * read and `inForce(row, now, readAt)` holds, for what a statement decides by the clock (a session's lifetimes, an
 * e-mail change that runs out); on PostgreSQL also at most the count's `maxAgeMs`. A database without a count reads
 * every time. At most `max` reads are kept, the oldest forgotten first; rows are frozen, as requests share them. A
 * read that found nothing is not kept: guessed keys (a forged session cookie) would otherwise push out the real ones.
 */
export function keptUntilWritten<Row>({
  max,
  inForce,
}: {
  max: number;
  inForce: (row: NonNullable<Row>, now: number, readAt: number) => boolean;
}) {
  const stores = new WeakMap<Database, Map<string, { row: NonNullable<Row>; writesAt: number; readAt: number }>>();
  return async function read(db: Database, key: string, load: () => Promise<Row>, now = Date.now()): Promise<Row> {
    const writes = writeCountOf(db);
    if (!writes) return load();
    let rows = stores.get(db);
    if (!rows) {
      stores.set(db, (rows = new Map()));
      registerKeptStore(db, rows);
    }
    const kept = rows.get(key);
    if (
      kept &&
      kept.writesAt === writes.value &&
      (writes.maxAgeMs === undefined || now - kept.readAt < writes.maxAgeMs) &&
      inForce(kept.row, now, kept.readAt)
    )
      return kept.row;
    if (kept) rows.delete(key);
    const writesAt = writes.value;
    const row = await load();
    // Written since the read began: the row may already be out of date.
    if (row != null && writesAt === writes.value) setKeepingAtMost(rows, key, { row: deepFreeze(row), writesAt, readAt: now }, max);
    return row;
  };
}
