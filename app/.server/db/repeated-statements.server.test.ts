import { describe, expect, it } from "vitest";
import { prepareRepeatedStatements, repeatedStatements } from "./repeated-statements.server.ts";

describe("statements prepared once they repeat (decision 122)", () => {
  it("runs a text unprepared the first time and prepared from the second", () => {
    const statements = repeatedStatements();
    expect(statements.optionsFor("select $1", 1, undefined)?.prepare).toBeUndefined();
    expect(statements.optionsFor("select $1", 1, { prepare: false })).toEqual({ prepare: true });
    expect(statements.optionsFor("select $1", 1, undefined)).toEqual({ prepare: true });
    expect(statements.preparedCount).toBe(1);
  });

  it("leaves statements without parameters, and an explicit prepare, as they are", () => {
    const statements = repeatedStatements();
    for (let i = 0; i < 3; i++) expect(statements.optionsFor("select 1", 0, undefined)).toBeUndefined();
    const explicit = { prepare: true };
    expect(statements.optionsFor("select $1", 1, explicit)).toBe(explicit);
    expect(statements.preparedCount).toBe(0);
  });

  it("prepares at most its limit of texts; the others keep running unprepared", () => {
    const statements = repeatedStatements({ maxPrepared: 2 });
    for (const text of ["a $1", "b $1", "c $1"]) {
      statements.optionsFor(text, 1, undefined);
      statements.optionsFor(text, 1, undefined);
    }
    expect(statements.preparedCount).toBe(2);
    expect(statements.optionsFor("c $1", 1, undefined)?.prepare).toBeUndefined();
    expect(statements.optionsFor("a $1", 1, undefined)?.prepare).toBe(true);
  });

  it("forgets the oldest texts seen once when too many wait for a second execution", () => {
    const statements = repeatedStatements({ maxWatched: 2 });
    statements.optionsFor("old $1", 1, undefined);
    statements.optionsFor("newer $1", 1, undefined);
    statements.optionsFor("newest $1", 1, undefined);
    // "old" was forgotten, so its second execution counts as a first.
    expect(statements.optionsFor("old $1", 1, undefined)?.prepare).toBeUndefined();
    expect(statements.optionsFor("newest $1", 1, undefined)?.prepare).toBe(true);
  });

  it("passes what the client's unsafe is given, with prepare once the text repeats", () => {
    const calls: unknown[][] = [];
    const client = prepareRepeatedStatements({ unsafe: (...args: unknown[]) => calls.push(args) });
    client.unsafe("select $1", [1]);
    client.unsafe("select $1", [2], { prepare: false });
    client.unsafe("select 1");
    // postgres.js's own form with the options second passes untouched.
    client.unsafe("select 2", { prepare: false } as never);
    expect(calls).toEqual([
      ["select $1", [1], undefined],
      ["select $1", [2], { prepare: true }],
      ["select 1", undefined, undefined],
      ["select 2", { prepare: false }, undefined],
    ]);
  });
});

// The contract with the pinned Drizzle and postgres.js: Drizzle runs a statement through the client's `unsafe`, and
// postgres.js keeps the statement prepared on its connection. PostgreSQL pass only (PGlite has no postgres.js).
describe.runIf(process.env.DATABASE_URL?.startsWith("postgres"))("on a PostgreSQL server", () => {
  it("prepares a statement Drizzle runs a second time, on its connection, planned for its values", async () => {
    const { default: postgres } = await import("postgres");
    const { drizzle } = await import("drizzle-orm/postgres-js");
    const { eq } = await import("drizzle-orm");
    const { users } = await import("./schema.ts");
    const { getDb } = await import("./client.server.ts");
    await getDb(); // migrated
    const client = prepareRepeatedStatements(
      postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {}, connection: { plan_cache_mode: "force_custom_plan" } }),
    );
    try {
      const db = drizzle(client);
      const read = (id: number) => db.select({ id: users.id }).from(users).where(eq(users.id, id));
      const text = read(1).toSQL().sql;
      const preparedNow = async () =>
        (await client`select count(*)::integer as n from pg_prepared_statements where statement = ${text}`)[0]!.n as number;
      await read(1);
      expect(await preparedNow()).toBe(0);
      await read(2);
      await read(3);
      expect(await preparedNow()).toBe(1);
      expect((await client`select current_setting('plan_cache_mode') as mode`)[0]!.mode).toBe("force_custom_plan");
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
