import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { getDb, type Database } from "../db/client.server.ts";
import { serverSecrets } from "../db/schema.ts";
import { dataDir, env } from "../env.server.ts";

const SIGNING_SECRET = "signing";

let secret: Promise<string> | undefined;

/**
 * The server's signing secret: SESSION_SECRET, or one generated once and kept in
 * the database, so every process on one PostgreSQL signs and verifies alike.
 */
export function signingSecret(): Promise<string> {
  secret ??= env.SESSION_SECRET
    ? Promise.resolve(env.SESSION_SECRET)
    : getDb()
        .then((db) => storedSigningSecret(db))
        .catch((error: unknown) => {
          // A database that is down now may be up on the next request.
          secret = undefined;
          throw error;
        });
  return secret;
}

/**
 * Reads the stored secret, creating it when there is none. Concurrent first calls
 * (several processes starting at once) all end with the one row that won the insert.
 * A secret an earlier version kept in DATA_DIR is adopted, so its tokens stay valid.
 */
export async function storedSigningSecret(db: Database, candidate = initialSecret()): Promise<string> {
  await db.insert(serverSecrets).values({ name: SIGNING_SECRET, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SIGNING_SECRET));
  if (!row) throw new Error("signing secret missing after insert");
  return row.value;
}

function initialSecret(): string {
  try {
    const legacy = readFileSync(join(dataDir, "signing-secret"), "utf8").trim();
    if (legacy.length >= 32) return legacy;
  } catch {
    // No secret from an earlier version: make one.
  }
  return randomBytes(32).toString("base64url");
}

async function mac(purpose: string, payload: string) {
  return createHmac("sha256", await signingSecret())
    .update(`${purpose}\n${payload}`)
    .digest("base64url");
}

/** A tamper-proof, expiring stamp over `payload` for one `purpose` (no server state). */
export async function signStamp(purpose: string, payload: string, ttlMs: number, now = Date.now()): Promise<string> {
  const expires = (now + ttlMs).toString(36);
  return `${expires}.${await mac(purpose, `${expires}\n${payload}`)}`;
}

export async function verifyStamp(purpose: string, payload: string, stamp: unknown, now = Date.now()): Promise<boolean> {
  if (typeof stamp !== "string") return false;
  const [expires, signature] = stamp.split(".", 2);
  if (!expires || !signature || !/^[0-9a-z]{1,12}$/.test(expires)) return false;
  if (parseInt(expires, 36) < now) return false;
  const expected = Buffer.from(await mac(purpose, `${expires}\n${payload}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
