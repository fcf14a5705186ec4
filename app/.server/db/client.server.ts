import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { dataDir, env } from "../env.server.ts";
import { queryCounter } from "./query-count.server.ts";
import { prepareRepeatedPgliteStatements } from "./pglite-statements.server.ts";
import { setPlannedOnceTwin } from "./planned-once.server.ts";
import { prepareRepeatedStatements } from "./repeated-statements.server.ts";
import * as schema from "./schema.ts";
import { settleBackgroundWork } from "./background-work.server.ts";
import { watchSharedWrites } from "./shared-writes.server.ts";
import { registerWriteCount, watchWrites } from "./single-writer.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Receives NOTIFY payloads on a channel until the returned function is called. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

/** Rows of one read-only SQL statement without parameters, on either engine. */
type Query = (text: string) => Promise<Record<string, unknown>[]>;

type Connection = { db: Database; close: () => Promise<void>; kind: "pglite" | "postgres"; listen: Listen; query: Query };

const migrationsFolder = join(process.cwd(), "drizzle");
/** The advisory lock (any fixed number of ours) under which one process at a time migrates a PostgreSQL database. */
const MIGRATION_LOCK = 7_310_021;

/** The code's newest migration: its `when` is what Drizzle records as `created_at` once applied. */
export function newestMigrationOfCode(folder = migrationsFolder): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  const newest = journal.entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { tag: newest.tag, when: newest.when };
}

/** The newest migration the database has applied (Drizzle's `created_at`), or null for a database never migrated. */
export async function newestAppliedMigration(query: Query): Promise<number | null> {
  const [table] = await query("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!table?.present) return null;
  const [row] = await query("select max(created_at)::text as newest from drizzle.__drizzle_migrations");
  return row?.newest == null ? null : Number(row.newest);
}

export class DatabaseNewerThanCodeError extends Error {
  override name = "DatabaseNewerThanCodeError";
}

/**
 * A database migrated by a newer version of the app (a rollback of the code, or an old process started beside new
 * ones) has tables this code does not know: refused before anything is read or written, instead of failing in odd
 * ways later. Migrations are only ever added, so "newer" is a later `created_at` than the code's newest migration.
 */
async function refuseNewerDatabase(query: Query): Promise<void> {
  const applied = await newestAppliedMigration(query);
  const code = newestMigrationOfCode();
  if (applied !== null && applied > code.when) {
    throw new DatabaseNewerThanCodeError(
      `the database has migrations newer than this code (applied up to ${new Date(applied).toISOString()}, code up to ${code.tag} of ${new Date(code.when).toISOString()}): run the version that migrated it, or a newer one`,
    );
  }
}

/**
 * Opens the database and applies pending migrations. PGlite (embedded, one
 * process per folder) unless DATABASE_URL names a PostgreSQL server.
 */
export async function openDatabase(url = env.DATABASE_URL): Promise<Connection> {
  if (url?.startsWith("postgres://") || url?.startsWith("postgresql://")) {
    // A slow or unreachable database fails a request within seconds (answered 503) instead of hanging it.
    const client = postgres(url, {
      max: 10,
      onnotice: () => {},
      connect_timeout: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      connection: {
        statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS,
        // Prepared statements (decision 122) are planned for their values on every execution, as unprepared ones
        // are: a generic plan could suit one member's search and not the next one's.
        plan_cache_mode: "force_custom_plan",
      },
    });
    // Statements that repeat are prepared: one round trip each instead of two (decision 122).
    prepareRepeatedStatements(client);
    const db = drizzlePostgres(client, { schema, logger: queryCounter }) as unknown as Database;
    // The keyed statements built once (`preparedPerDatabase`) run on a pool that keeps their plans (decision 134).
    const plannedOnceClient = postgres(url, {
      max: 10,
      onnotice: () => {},
      connect_timeout: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      connection: { statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS, plan_cache_mode: "auto" },
    });
    setPlannedOnceTwin(db, drizzlePostgres(plannedOnceClient, { schema, logger: queryCounter }) as unknown as Database);
    // Reads are kept until any process writes (decision 142): each write is counted here and announced to the others.
    const writes = await watchSharedWrites(url, [client, plannedOnceClient], { connect_timeout: env.DATABASE_CONNECT_TIMEOUT_SECONDS });
    registerWriteCount(db, writes);
    const closeClients = async (timeout: number) => {
      await Promise.all([client.end({ timeout }), plannedOnceClient.end({ timeout }), writes.close()]);
    };
    const query: Query = async (text) => [...(await client.unsafe(text))] as Record<string, unknown>[];
    try {
      await refuseNewerDatabase(query);
    } catch (error) {
      await closeClients(1);
      throw error;
    }
    // Several app processes may start at once on a database still to migrate (a scale-out's first deploy): one
    // migrates while the others wait on this lock, then find nothing left to apply.
    const locked = await client.reserve();
    try {
      await locked`select pg_advisory_lock(${MIGRATION_LOCK})`;
      await migratePostgres(db as never, { migrationsFolder });
    } finally {
      await locked`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
      locked.release();
    }
    // postgres.js listens on one dedicated connection per process (reconnecting on its own), apart from the pool.
    const listen: Listen = async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    };
    return { db, kind: "postgres", close: () => closeClients(5), listen, query };
  }
  let folder: string | undefined;
  if (url !== "memory://") {
    folder = join(dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
  }
  // Statements that repeat run as named statements, one call into the engine each (decision 123).
  const client = prepareRepeatedPgliteStatements(new PGlite(folder));
  // This process is the database's only writer: it counts its writes, so reads can be kept until one (decision 137).
  const writes = watchWrites(client);
  const db = drizzlePglite(client, { schema, logger: queryCounter }) as unknown as Database;
  registerWriteCount(db, writes);
  const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
  try {
    await refuseNewerDatabase(query);
  } catch (error) {
    await client.close();
    throw error;
  }
  await migratePglite(db as never, { migrationsFolder });
  // PGlite is in-process: NOTIFY from any statement of this process (committed transactions only) arrives here.
  const listen: Listen = (channel, onPayload) => client.listen(channel, onPayload);
  return { db, kind: "pglite", close: () => client.close(), listen, query };
}

let connection: Promise<Connection> | undefined;
/** The same connection once migrated, before the seeding at start (which stores media through it) has finished. */
let opened: Promise<Connection> | undefined;
let onOpen: ((db: Database) => Promise<void>) | undefined;

/**
 * Work that must be done before anyone gets the opened database: the server's entry registers the demo seeding here,
 * so the client never imports the seed (which imports the ledger, which uses this client). Register before first use.
 */
export function whenDatabaseOpens(hook: (db: Database) => Promise<void>) {
  onOpen = hook;
}

function connect(): Promise<Connection> {
  connection ??= (opened = openDatabase()).then(async (conn) => {
    closeOnExit(conn);
    await onOpen?.(conn.db);
    return conn;
  });
  return connection;
}

/** The process-wide database, opened (migrated, seeded when empty) on first use. */
export async function getDb(): Promise<Database> {
  return (await connect()).db;
}

/** The process-wide database as soon as it is migrated: for writes the seeding at start itself makes (media). */
export async function getMigratedDb(): Promise<Database> {
  void connect();
  return (await opened!).db;
}

/** LISTEN on the process-wide database (chat's live events, decision 032). */
export async function listenDb(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  return (await connect()).listen(channel, onPayload);
}

/** Which engine the process-wide database runs on. */
export async function databaseKind(): Promise<"pglite" | "postgres"> {
  return (await connect()).kind;
}

/**
 * `/readyz`: the database answers and has every migration of this code applied. Answers within `timeoutMs` even when
 * the database hangs.
 */
export async function databaseReadiness(timeoutMs = 3000): Promise<{ ready: boolean; reason: string }> {
  const check = (async () => {
    const conn = await connect();
    const applied = await newestAppliedMigration(conn.query);
    const code = newestMigrationOfCode();
    if (applied === null || applied < code.when) return { ready: false, reason: `migrations not applied (code has ${code.tag})` };
    return { ready: true, reason: "ready" };
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ ready: boolean; reason: string }>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: `database did not answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    return await Promise.race([check.catch(() => ({ ready: false, reason: "database unreachable" })), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * server.js shuts down in order (requests in flight, then the database) and calls `closeDb` itself: the process then
 * does not close the database and leave on its own at SIGTERM.
 */
let exitOnSignal = true;
export function leaveShutdownToServer(): void {
  exitOnSignal = false;
}

export async function closeDb(): Promise<void> {
  if (!connection) return;
  await settleBackgroundWork();
  const conn = await connection;
  connection = undefined;
  opened = undefined;
  await conn.close();
}

// An open PGlite or postgres handle keeps the server alive on SIGTERM; close it and leave.
function closeOnExit(conn: Connection) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      if (!exitOnSignal) return;
      settleBackgroundWork()
        .then(() => conn.close())
        .finally(() => process.exit(0));
    });
  }
}
