import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, openDatabase } from "../db/client.server.ts";
import { serverSecrets } from "../db/schema.ts";
import { dataDir } from "../env.server.ts";
import { signingSecret, signStamp, storedSigningSecret, verifyStamp } from "./signing.server.ts";

// Without SESSION_SECRET the secret lives in the database, so several
// processes on one PostgreSQL accept each other's tokens and cookies.
describe("the signing secret without SESSION_SECRET", () => {
  it("is generated once and kept in the database", async () => {
    const db = await getDb();
    const secret = await signingSecret();
    const rows = await db.select().from(serverSecrets).where(eq(serverSecrets.name, "signing"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toBe(secret);
    expect(secret.length).toBeGreaterThanOrEqual(32);
  });

  it("ends with one secret when several processes start at once", async () => {
    const db = await getDb();
    await db.delete(serverSecrets);
    const candidates = ["a".repeat(43), "b".repeat(43), "c".repeat(43), "d".repeat(43)];
    const results = await Promise.all(candidates.map((candidate) => storedSigningSecret(db, candidate)));
    expect(new Set(results).size).toBe(1);
    expect(candidates).toContain(results[0]);
    expect(await db.select().from(serverSecrets)).toHaveLength(1);
  });

  it("adopts the secret an earlier version kept in DATA_DIR, so its tokens stay valid", async () => {
    const db = await getDb();
    await db.delete(serverSecrets);
    const legacy = "legacy-secret-from-the-data-folder-0123456789";
    writeFileSync(join(dataDir, "signing-secret"), `${legacy}\n`);
    expect(await storedSigningSecret(db)).toBe(legacy);
  });

  it.skipIf(!process.env.TEST_POSTGRES_URL)("is the same for a second process on the same PostgreSQL database", async () => {
    const first = await storedSigningSecret(await getDb(), "first-process-candidate-0123456789abcdef");
    const second = await openDatabase(process.env.DATABASE_URL);
    try {
      expect(await storedSigningSecret(second.db, "second-process-candidate-0123456789abcdef")).toBe(first);
    } finally {
      await second.close();
    }
  });

  it("signs stamps that verify, and refuses tampered or expired ones", async () => {
    const stamp = await signStamp("test", "payload", 60_000);
    expect(await verifyStamp("test", "payload", stamp)).toBe(true);
    expect(await verifyStamp("test", "other payload", stamp)).toBe(false);
    expect(await verifyStamp("other purpose", "payload", stamp)).toBe(false);
    expect(await verifyStamp("test", "payload", `${stamp.slice(0, -1)}x`)).toBe(false);
    expect(await verifyStamp("test", "payload", stamp, Date.now() + 120_000)).toBe(false);
  });
});
