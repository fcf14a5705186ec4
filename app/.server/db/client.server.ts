import { mkdirSync } from "node:fs";
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
import * as schema from "./schema.ts";
import { settleBackgroundWork } from "./background-work.server.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Receives NOTIFY payloads on a channel until the returned function is called. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

type Connection = { db: Database; close: () => Promise<void>; kind: "pglite" | "postgres"; listen: Listen };

const migrationsFolder = join(process.cwd(), "drizzle");

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
      connection: { statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_MS },
    });
    const db = drizzlePostgres(client, { schema, logger: queryCounter }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder });
    // postgres.js listens on one dedicated connection per process (reconnecting on its own), apart from the pool.
    const listen: Listen = async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return unlisten;
    };
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }), listen };
  }
  let folder: string | undefined;
  if (url !== "memory://") {
    folder = join(dataDir, "pglite");
    mkdirSync(folder, { recursive: true });
  }
  const client = new PGlite(folder);
  const db = drizzlePglite(client, { schema, logger: queryCounter }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  // PGlite is in-process: NOTIFY from any statement of this process (committed transactions only) arrives here.
  const listen: Listen = (channel, onPayload) => client.listen(channel, onPayload);
  return { db, kind: "pglite", close: () => client.close(), listen };
}

let connection: Promise<Connection> | undefined;

function connect(): Promise<Connection> {
  connection ??= openDatabase().then(async (conn) => {
    closeOnExit(conn);
    if (env.SEED_ON_START === "1" && env.NODE_ENV !== "test") {
      const { seedIfEmpty } = await import("./seed.server.ts");
      await seedIfEmpty(conn.db);
    }
    return conn;
  });
  return connection;
}

/** The process-wide database, opened (migrated, seeded when empty) on first use. */
export async function getDb(): Promise<Database> {
  return (await connect()).db;
}

/** LISTEN on the process-wide database (chat's live events, decision 032). */
export async function listenDb(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  return (await connect()).listen(channel, onPayload);
}

/** Which engine the process-wide database runs on. */
export async function databaseKind(): Promise<"pglite" | "postgres"> {
  return (await connect()).kind;
}

export async function closeDb(): Promise<void> {
  if (!connection) return;
  await settleBackgroundWork();
  const conn = await connection;
  connection = undefined;
  await conn.close();
}

// An open PGlite or postgres handle keeps the server alive on SIGTERM; close it and leave.
function closeOnExit(conn: Connection) {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      settleBackgroundWork()
        .then(() => conn.close())
        .finally(() => process.exit(0));
    });
  }
}
