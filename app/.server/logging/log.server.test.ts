import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "../db/client.server.ts";
import { describeError, logError, redact } from "./log.server.ts";

const EMAIL = "secret.member@example.com";
const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$0123456789abcdefghijABCDEFGHIJ0123456789ab";
const TOKEN = "Qm9uZ2VyLXNlc3Npb24taWQtdGhhdC1tdXN0LW5ldmVyLWxlYWs";

afterEach(() => vi.restoreAllMocks());

describe("server error logs", () => {
  it("mask hashes, e-mail addresses and tokens", () => {
    const masked = redact(`login of ${EMAIL} with ${HASH} and session ${TOKEN}`);
    expect(masked).not.toContain(EMAIL);
    expect(masked).not.toContain("argon2id$v=19");
    expect(masked).not.toContain(TOKEN);
    expect(masked).toContain("[email]");
  });

  it("log a failed query without its parameter values", async () => {
    const db = await getDb();
    const error = await db.execute(sql`select ${EMAIL}::integer as a, ${HASH}::integer as b, ${TOKEN} as c`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    // The raw error does carry the values: this is what used to reach the log.
    expect(String((error as Error).message) + String((error as Error).cause)).toContain(EMAIL);

    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    logError("GET /members failed", error);
    const logged = lines.join("\n");
    expect(logged).toContain("GET /members failed");
    expect(logged).toMatch(/select/i); // the SQL text stays, for debugging
    expect(logged).not.toContain(EMAIL);
    expect(logged).not.toContain("argon2id");
    expect(logged).not.toContain(TOKEN);
  });

  it("keep the name, code and stack of an ordinary error", () => {
    const error = Object.assign(new TypeError("cannot read x"), { code: "ERR_X" });
    const text = describeError(error);
    expect(text).toMatch(/^TypeError \[ERR_X\]: cannot read x\n\s+at /);
  });
});
