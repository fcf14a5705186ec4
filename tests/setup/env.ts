import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll } from "vitest";

/**
 * Each test file gets its own DATA_DIR and its own database: an in-memory PGlite
 * by default or, when TEST_POSTGRES_URL names a PostgreSQL server (CI), a fresh
 * database there. Either way the app applies the same migrations on first use.
 */
const dataDir = mkdtempSync(join(tmpdir(), "dating-test-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_ON_START = "0";

const serverUrl = process.env.TEST_POSTGRES_URL;
let databaseName: string | undefined;
if (serverUrl) {
  databaseName = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = "memory://";
}

afterAll(async () => {
  const { closeDb } = await import("#app/.server/db/client.server.ts");
  await closeDb();
  // A file's outbox, uploads and keys go with it (thousands of runs filled /tmp otherwise).
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl && databaseName) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});
