import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { securityHeadersMiddleware } from "#app/middleware/security-headers.server.ts";
import { openDatabase } from "./client.server.ts";
import { databaseUnavailableContext, isDatabaseUnavailable, markDatabaseUnavailable } from "./availability.server.ts";

describe("a slow or unreachable database", () => {
  it("is recognised by the driver's codes, also as the cause of a query error", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error("Failed query", { cause: Object.assign(new Error("timeout"), { code: "CONNECT_TIMEOUT" }) })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });

  it("turns the request's 500 into a 503 with Retry-After", async () => {
    const context = new RouterContextProvider();
    markDatabaseUnavailable(context, Object.assign(new Error("timeout"), { code: "57014" }));
    expect(context.get(databaseUnavailableContext)).toBe(true);
    const request = new Request("http://classic.localhost/members");
    const response = (await securityHeadersMiddleware(
      { request, context, params: {}, url: new URL(request.url), pattern: "/" } as never,
      async () => new Response("error page", { status: 500 }),
    )) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const ordinary = new RouterContextProvider();
    markDatabaseUnavailable(ordinary, new TypeError("a bug"));
    const bug = (await securityHeadersMiddleware(
      { request, context: ordinary, params: {}, url: new URL(request.url), pattern: "/" } as never,
      async () => new Response("error page", { status: 500 }),
    )) as Response;
    expect(bug.status).toBe(500);
  });

  it.runIf(process.env.TEST_POSTGRES_URL)("on PostgreSQL, a statement past the timeout fails quickly and is recognised", async () => {
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = "200";
    const { env } = await import("../env.server.ts");
    const previous = env.DATABASE_STATEMENT_TIMEOUT_MS;
    (env as { DATABASE_STATEMENT_TIMEOUT_MS: number }).DATABASE_STATEMENT_TIMEOUT_MS = 200;
    const connection = await openDatabase(process.env.DATABASE_URL);
    try {
      const started = Date.now();
      const error = await connection.db.execute("select pg_sleep(3)" as never).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(Date.now() - started).toBeLessThan(2500);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      (env as { DATABASE_STATEMENT_TIMEOUT_MS: number }).DATABASE_STATEMENT_TIMEOUT_MS = previous;
      await connection.close();
    }
  });
});
