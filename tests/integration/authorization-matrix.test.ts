import { beforeAll, describe, expect, it } from "vitest";
import { appRequest } from "#tests/support/app.ts";
import {
  API_MATRIX,
  API_METHODS,
  PAGE_MATRIX,
  ROLES,
  createFixtures,
  expectedFor,
  sessionFor,
  type Fixtures,
  type Outcome,
  type Role,
} from "#tests/support/authorization-matrix.ts";
import { configuredRoutes, type ConfiguredRoute } from "#tests/support/route-matrix.ts";

/**
 * Every route of `app/routes.ts` × every role, with the status each must get: the table is in
 * tests/support/authorization-matrix.ts, and a route without a row there fails here by name.
 */

// The back office under /admin has its own matrix with the staff roles, kept beside its routes.
const isAdmin = (route: ConfiguredRoute) => route.path === "/admin" || route.path.startsWith("/admin/");

let routes: ConfiguredRoute[] = [];
let fx: Fixtures;
beforeAll(async () => {
  routes = (await configuredRoutes()).filter((route) => !isAdmin(route));
  fx = await createFixtures();
});

const isApi = (path: string) => path.startsWith("/api/");

/** What is wrong with the table for these routes: each route without a row, and each row without a route, by name. */
function coverageProblems(list: ConfiguredRoute[]) {
  const missing = list
    .filter((route) => !(isApi(route.path) ? API_MATRIX : PAGE_MATRIX)[route.path])
    .map((route) => `${route.path} (${route.file}) has no row in tests/support/authorization-matrix.ts`);
  const known = new Set(list.map((route) => route.path));
  const stale = [...Object.keys(PAGE_MATRIX), ...Object.keys(API_MATRIX)]
    .filter((path) => !known.has(path))
    .map((path) => `${path} has a row but no route in app/routes.ts`);
  return [...missing, ...stale];
}

describe("the authorization matrix covers app/routes.ts", () => {
  it("has a row for every route, and no row for a route that is gone", () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(coverageProblems(routes)).toEqual([]);
  });

  it("names a route that was added without a row", () => {
    const added = { path: "/wallet/:walletId", file: "routes/billing/wallet.tsx", id: "wallet" };
    expect(coverageProblems([...routes, added])).toEqual([
      "/wallet/:walletId (routes/billing/wallet.tsx) has no row in tests/support/authorization-matrix.ts",
    ]);
  });
});

async function send(role: Role, url: string, init: { method?: string; body?: string } = {}) {
  const { host, cookie } = await sessionFor(role, fx);
  const abort = new AbortController();
  const response = await appRequest(url, {
    host,
    cookie,
    method: init.method,
    signal: abort.signal,
    ...(init.body === undefined ? {} : { body: init.body, headers: { "Content-Type": "application/json" } }),
  });
  const status = response.status;
  const location = response.headers.get("location");
  // Event streams stay open: read the status, then hang up.
  if (response.headers.get("content-type")?.includes("text/event-stream")) abort.abort();
  else await response.body?.cancel();
  return { status, location };
}

function check(actual: { status: number; location: string | null }, expected: Outcome, url: string) {
  if (expected === "login") {
    return actual.status === 302 && actual.location === `/login?redirectTo=${encodeURIComponent(url)}`
      ? null
      : `${actual.status} ${actual.location}`;
  }
  return actual.status === expected ? null : `${actual.status}${actual.location ? ` → ${actual.location}` : ""}`;
}

// Owner last, so that what the owner deletes was still there for the others' attempts.
const ORDER: Role[] = [...ROLES.filter((role) => role !== "member"), "member"];
const record = process.env.MATRIX_RECORD === "1";

describe("pages and resources by role", () => {
  it("answers each role with the status of its row", async () => {
    const failures: string[] = [];
    for (const [pattern, row] of Object.entries(PAGE_MATRIX)) {
      const url = typeof row.url === "function" ? row.url(fx) : row.url;
      for (const role of ORDER) {
        const expected = expectedFor(row.expect, role);
        const actual = await send(role, url);
        const problem = check(actual, expected, url);
        if (record) console.log(`REC ${pattern} ${role} ${actual.status} ${actual.location ?? ""}`);
        if (problem) failures.push(`GET ${url} (${pattern}) as ${role}: expected ${expected}, got ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe("/api/*.php by method and role", () => {
  it("answers each method and role with the status of its row", async () => {
    const failures: string[] = [];
    for (const [pattern, row] of Object.entries(API_MATRIX)) {
      const query = typeof row.query === "function" ? row.query(fx) : (row.query ?? "");
      const url = `${row.path ?? pattern}${query}`;
      for (const method of API_METHODS) {
        const body = method === "GET" ? undefined : JSON.stringify(row.body?.(fx) ?? {});
        for (const role of ORDER) {
          const expected = expectedFor(row.methods[method], role);
          const actual = await send(role, url, { method, body });
          const problem = check(actual, expected, url);
          if (record) console.log(`REC ${method} ${pattern} ${role} ${actual.status} ${actual.location ?? ""}`);
          if (problem) failures.push(`${method} ${url} as ${role}: expected ${expected}, got ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
