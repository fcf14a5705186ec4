import { PGlite, protocol } from "@electric-sql/pglite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bindExecuteSync, prepareRepeatedPgliteStatements } from "./pglite-statements.server.ts";

/**
 * The contract of the named-statement path with the pinned PGlite (decision 123): it replaces `query`'s own protocol
 * calls, so whatever PGlite's `query` answers, it must answer the same, from the second execution of a text on.
 */
describe("an execution's bind, execute and sync", () => {
  it("are the bytes PGlite's own serializer writes, for text, null, empty, non-ASCII and binary values", () => {
    const { serialize } = protocol;
    for (const [statement, values] of [
      ["repeated_1", []],
      ["repeated_2", ["42", null, "", "Zoë 💬 \u0000 end", "2026-11-29T10:00:00.000Z"]],
      ["repeated_123", [new Uint8Array([0, 1, 2, 255]), "x", null]],
      ["a_much_longer_statement_name_than_usual", Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? null : `value ${i}`))],
    ] as const) {
      const theirs = Buffer.concat([serialize.bind({ statement, values: [...values] }), serialize.execute({}), serialize.sync()]);
      expect(bindExecuteSync(statement, values), statement).toEqual(theirs);
    }
  });
});

describe("PGlite statements that repeat, run as named statements", () => {
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  async function open() {
    client = prepareRepeatedPgliteStatements(new PGlite());
    await client.exec(`create table t (id serial primary key, name text not null unique, born date, seen timestamptz,
      data jsonb, tags integer[], ok boolean, amount numeric(10,2));
      insert into t (name, born, seen, data, tags, ok, amount) values
        ('Ann', '1990-05-01', '2026-11-29T07:00:00.123Z', '{"a":[1,"x"]}', '{1,2,3}', true, 12.50),
        ('Bo', null, null, null, null, null, null);`);
    return client;
  }

  it("answers as PGlite's own query does, with the default parsers and with Drizzle's (raw dates, rows as arrays)", async () => {
    const db = await open();
    const drizzleLike = { rowMode: "array" as const, parsers: { 1082: (value: string) => value, 1184: (value: string) => value } };
    for (const [i, options] of [undefined, drizzleLike].entries()) {
      // A text of its own per options: its first execution takes PGlite's own path.
      const text = `select * from t where id = $1 or name = $2 order by id -- ${i}`;
      const own = await db.query(text, [1, "Bo"], options); // the first execution: PGlite's own path
      const calls = vi.spyOn(db, "execProtocolStream");
      const named = await db.query(text, [1, "Bo"], options);
      const again = await db.query(text, [2, "Ann"], options);
      expect(named.rows).toEqual(own.rows);
      expect(named.fields).toEqual(own.fields);
      expect(again.rows).toEqual(own.rows);
      // One call into the engine per execution (PGlite's own path makes six).
      expect(calls).toHaveBeenCalledTimes(2);
      calls.mockRestore();
    }
    const rows = (await db.query<{ born: Date; data: unknown; tags: number[]; amount: string }>("select * from t where id = $1", [1])).rows;
    const named = (await db.query<{ born: Date; data: unknown; tags: number[]; amount: string }>("select * from t where id = $1", [1]))
      .rows;
    expect(named).toEqual(rows);
    expect(named[0]).toMatchObject({ data: { a: [1, "x"] }, tags: [1, 2, 3], ok: true, amount: "12.50" });
    expect(named[0]!.born).toBeInstanceOf(Date);
  });

  it("names the columns from the statement's own describe: no rows, no columns, and affected rows as PGlite answers", async () => {
    const db = await open();
    for (const [text, params] of [
      ["select id, name as who from t where id = $1", [999]],
      ["update t set ok = $1 where id = $2", [false, 2]],
      ["update t set ok = $1 where id = $2 returning id, ok", [true, 2]],
      ["select count(*) as n, $1::text as label from t", ["x"]],
    ] as const) {
      const own = await db.query(text, [...params]);
      const named = await db.query(text, [...params]);
      expect(named.fields, text).toEqual(own.fields);
      expect(named.rows, text).toEqual(own.rows);
      expect(named.affectedRows, text).toEqual(own.affectedRows);
    }
    // The first one's columns, without rows to carry them: named all the same.
    expect((await db.query("select id, name as who from t where id = $1", [999])).fields.map((field) => field.name)).toEqual(["id", "who"]);
  });

  it("serializes values as PGlite does: dates, JSON, arrays, null", async () => {
    const db = await open();
    const text = "insert into t (name, born, seen, data, tags) values ($1, $2, $3, $4, $5) returning born, seen, data, tags";
    const seen = new Date("2026-11-29T08:00:00.000Z");
    const own = await db.query(text, ["C1", "2000-01-02", seen, { b: 2 }, [4, 5]]);
    const named = await db.query(text, ["C2", "2000-01-02", seen, { b: 2 }, [4, 5]]);
    const nulls = await db.query(text, ["C3", null, null, null, null]);
    expect(named.rows).toEqual(own.rows);
    expect(nulls.rows).toEqual([{ born: null, seen: null, data: null, tags: null }]);
  });

  it("throws the database's error (code, message, the query) and stays usable", async () => {
    const db = await open();
    const text = "insert into t (name) values ($1)";
    await db.query(text, ["D1"]);
    const failure = await db.query(text, ["Ann"]).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "23505", query: text, params: ["Ann"] });
    expect((failure as Error).message).toMatch(/duplicate key value violates unique constraint/);
    expect((await db.query(text, ["D2"])).affectedRows).toBe(1);
    expect((await db.query("select count(*)::integer as n from t where name like $1", ["D%"])).rows).toEqual([{ n: 2 }]);
  });

  it("parses a statement again when its table changed shape since", async () => {
    const db = await open();
    const text = "select * from t where id = $1";
    await db.query(text, [1]);
    await db.query(text, [1]);
    await db.exec("alter table t add column extra text default 'new'");
    expect((await db.query<{ extra: string }>(text, [1])).rows[0]!.extra).toBe("new");
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    const db = await open();
    const count = "select count(*)::integer as n from t where name <> $1";
    await db.query(count, ["-"]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.query("insert into t (name) values ('inside')");
      await held;
      await tx.rollback();
      order.push("rolled back");
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = db.query<{ n: number }>(count, ["-"]).then((result) => {
      order.push("counted");
      return result.rows[0]!.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    // Run inside the open transaction it would have counted the uncommitted row (3).
    expect(await counted).toBe(2);
    expect(order).toEqual(["rolled back", "counted"]);
  });

  it("delivers NOTIFY to listeners, as the send's function needs", async () => {
    const db = await open();
    const heard: string[] = [];
    await db.listen("events", (payload) => heard.push(payload));
    for (const payload of ["one", "two", "three"]) await db.query("select pg_notify($1, $2)", ["events", payload]);
    await vi.waitFor(() => expect(heard).toEqual(["one", "two", "three"]));
  });
});
