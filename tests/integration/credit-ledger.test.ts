import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { debitCredits } from "#app/.server/credits/ledger.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

/** Issue 11 item 5: the user object shows the ledger's balance. */
describe("the user object's balance", () => {
  it("is the sum of the member's ledger entries", async () => {
    const member = await createLoggedInMember({ credits: 40 });
    const read = async () =>
      ((await (await appRequest("/api/user.php", { cookie: member.cookie })).json()) as { user: { credits: number } }).user;
    expect((await read()).credits).toBe(40);
    const db = await getDb();
    await db.transaction((tx) => debitCredits(tx, { userId: member.userId, amount: 3, kind: "message", reference: "message:1" }));
    expect((await read()).credits).toBe(37);
  });
});

/**
 * The migration that replaces `users.credits` turns every existing balance into an opening entry. Run on a
 * database migrated to just before it (PGlite, whatever the test pass: the migration SQL is the same for both).
 */
describe("migrating users.credits to the ledger", () => {
  it("books each positive balance as one opening entry and drops the column", async () => {
    const folder = join(process.cwd(), "drizzle");
    const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const ledgerIndex = journal.entries.findIndex((entry) => entry.tag.endsWith("_credit_ledger"));
    expect(ledgerIndex).toBeGreaterThan(0);
    const before = mkdtempSync(join(tmpdir(), "ledger-migration-"));
    cpSync(folder, before, { recursive: true });
    writeFileSync(join(before, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, ledgerIndex) }));

    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into profiles (name) values ('A'), ('B'), ('C');
        insert into users (site_id, email, password_hash, profile_id, credits) values
          ('classic', 'a@example.com', 'x', 1, 250), ('classic', 'b@example.com', 'x', 2, 0), ('classic', 'c@example.com', 'x', 3, 7);
      `);
      await migrate(db, { migrationsFolder: folder });
      const entries = await client.query<{ user_id: number; amount: number; kind: string }>(
        "select user_id, amount, kind from credit_entries order by user_id",
      );
      expect(entries.rows).toEqual([
        { user_id: 1, amount: 250, kind: "opening" },
        { user_id: 3, amount: 7, kind: "opening" },
      ]);
      const columns = await client.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_name = 'users' and column_name = 'credits'",
      );
      expect(columns.rows).toHaveLength(0);
    } finally {
      await client.close();
    }
  });
});
