import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { isbot } from "isbot";
import { BROWSER_UA, appRequest } from "#tests/support/app.ts";
import { API_MATRIX, PAGE_MATRIX, createFixtures, sessionFor, type Fixtures, type Role } from "#tests/support/authorization-matrix.ts";
import { configuredRoutes, type ConfiguredRoute } from "#tests/support/route-matrix.ts";

/**
 * Property-based fuzzing of every `/api/*.php` endpoint and every route with a form action (both found in
 * `app/routes.ts`): malformed queries, JSON, form and multipart bodies, wrong content types, odd headers, duplicate
 * cookies and odd methods, as a visitor, a member and another brand's member. No answer may be a 5xx; a refusal is a
 * 4xx with a clear error (the API's `{ error: { code, message } }`, or a page with the error or form message);
 * and a refused request stores nothing (row counts of the main tables before and after).
 *
 * Fixed seed and run count: the same requests every time, a few seconds per database.
 */
const SEED = 20261125;
const RUNS_PER_TARGET = 30;

/** Tables whose rows a refused request must not add or remove. (Rate-limit counters are meant to count refusals.) */
const TABLES = [
  "users",
  "profiles",
  "profile_images",
  "sessions",
  "account_tokens",
  "likes",
  "like_notices",
  "member_search_filters",
  "complaints",
  "contact_requests",
  "signups",
  "push_subscriptions",
  "credit_entries",
  "orders",
  "discount_grants",
  "test_payments",
  "conversations",
  "conversation_reads",
  "messages",
  "notifications",
];

async function rowCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const query = `select ${TABLES.map((table) => `(select count(*) from ${table})::integer as ${table}`).join(", ")}`;
  const result = (await db.execute(sql.raw(query))) as unknown as Record<string, number>[] | { rows: Record<string, number>[] };
  return (Array.isArray(result) ? result : result.rows)[0]!;
}

type Target = { pattern: string; url: string; api: boolean };

let fx: Fixtures;
let apiTargets: Target[] = [];
let actionTargets: Target[] = [];

beforeAll(async () => {
  fx = await createFixtures();
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  const routes = await configuredRoutes();
  const hasAction = (route: ConfiguredRoute) => Boolean(build.routes[route.id]?.module.action);
  // The back office under /admin fuzzes its own forms with its staff sessions.
  const isAdmin = (route: ConfiguredRoute) => route.path === "/admin" || route.path.startsWith("/admin/");
  for (const route of routes) {
    if (isAdmin(route)) continue;
    if (route.path.startsWith("/api/")) {
      apiTargets.push({ pattern: route.path, url: API_MATRIX[route.path]?.path ?? route.path, api: true });
    } else if (hasAction(route)) {
      const sample = PAGE_MATRIX[route.path]?.url;
      if (!sample) throw new Error(`${route.path} has an action but no sample URL in the authorization matrix`);
      actionTargets.push({ pattern: route.path, url: typeof sample === "function" ? sample(fx) : sample, api: false });
    }
  }
  apiTargets = apiTargets.sort((a, b) => a.pattern.localeCompare(b.pattern));
  actionTargets = actionTargets.sort((a, b) => a.pattern.localeCompare(b.pattern));
});

// ---- generators ----

const NUL = "\u0000";
/** Parameter names the app reads somewhere, and some it never does. */
const KEYS = [
  "profile",
  "conversation",
  "before",
  "text",
  "client_id",
  "read",
  "typing",
  "email",
  "password",
  "country",
  "countryregion",
  "city",
  "lat",
  "lon",
  "page",
  "pp",
  "code",
  "for",
  "welcome",
  "flow",
  "redirect",
  "account",
  "gender",
  "min_age",
  "max_age",
  "provider",
  "id",
  "new",
  "push",
  "token",
  "redirectTo",
  "intent",
  "imageId",
  "plan",
  "method",
  "lng",
  "language",
  "category",
  "topic",
  "description",
  "message",
  "name",
  "date_of_birth",
  "subscription",
  "currentPassword",
  "newPassword",
  "__proto__",
  "constructor",
  "",
];

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    NUL,
    `a${NUL}b`,
    "\ud83d",
    "\udc00x",
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "9999999999999999999999",
    "true",
    "null",
  ),
  fc.constantFrom("<script>alert(1)</script>", "' or 1=1 --", "../../etc/passwd", "%00", "%", "\r\nX-Evil: 1", "a".repeat(5000)),
  fc.integer().map(String),
  fc.constantFrom("1", "2", "2147483647", "2147483648", "-2147483649", "1.5", "0x10"),
);

/** Strings as they would arrive once encoded: lone surrogates become U+FFFD, as a browser would send them. */
function percentEncode(value: string) {
  return [...new TextEncoder().encode(value)]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, "0")}`,
    )
    .join("");
}

const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 8 })), text), { maxLength: 6 });
/** Raw junk that is not even valid percent-encoding. */
const RAW_QUERY = fc.constantFrom("", "%", "%zz", "%C0%80", "%FF%FE", "&&&==", "a[]=1&a[]=2", "a=%E0%A4%A", "?", "#frag", "profile[x]=1");

const query = fc
  .tuple(pairs, RAW_QUERY)
  .map(([list, raw]) => [...list.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`), raw].filter(Boolean).join("&"));

/** A value a fixture id stands for, resolved per run: the owner's objects or nobody's. */
const idLike = fc.constantFrom("chat", "image", "order", "partner", "owner", "none", "huge", "negative", "string");
function resolveId(kind: string): unknown {
  switch (kind) {
    case "chat":
      return fx.chatId;
    case "image":
      return fx.imageId;
    case "order":
      return fx.orderId;
    case "partner":
      return fx.partner.profileId;
    case "owner":
      return fx.owner.profileId;
    case "huge":
      return 2 ** 53;
    case "negative":
      return -1;
    case "string":
      return "1";
    default:
      return 987654;
  }
}

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(...KEYS),
    fc.oneof(
      text,
      fc.jsonValue({ maxDepth: 2 }),
      idLike.map((kind) => ({ __id: kind })),
    ),
    {
      maxKeys: 6,
    },
  ),
);

/** `{ __id: kind }` placeholders become fixture ids, so some requests name real objects of the owner's. */
function withIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIds);
  if (value && typeof value === "object") {
    if ("__id" in value && Object.keys(value).length === 1) return resolveId(String((value as { __id: string }).__id));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v)]));
  }
  return value;
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzzb",
  "multipart/form-data; boundary=other",
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/xml",
  "application/octet-stream",
  "*/*",
  "application/json, text/plain",
  "",
];

type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; value: string }
  | { kind: "form"; pairs: [string, string][] }
  | { kind: "multipart"; pairs: [string, string][]; file: Uint8Array | null; cut: number | null }
  | { kind: "formdata"; pairs: [string, string][]; file: Uint8Array | null }
  | { kind: "bytes"; value: Uint8Array };

/** In form values an id is a `__id:kind` token, resolved when the body is built (the fixtures exist only then). */
const formPairs = fc.array(
  fc.tuple(
    fc.constantFrom(...KEYS),
    fc.oneof(
      text,
      idLike.map((kind) => `__id:${kind}`),
    ),
  ),
  { maxLength: 6 },
);
const fileBytes = fc.option(
  fc.oneof(
    fc.uint8Array({ maxLength: 64 }),
    // A JPEG's first bytes and nothing more: looks like an image, is none.
    fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])),
  ),
  { nil: null },
);

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  jsonValue.map((value) => ({ kind: "json" as const, value })),
  fc
    .oneof(
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.constantFrom("{", '{"a":', "[1,2", '{"profile":1', "\ufeff{}", `{"a":"${NUL}"}`, "{}".repeat(1000)),
    )
    .map((value) => ({ kind: "raw" as const, value })),
  formPairs.map((list) => ({ kind: "form" as const, pairs: list })),
  fc
    .record({ pairs: formPairs, file: fileBytes, cut: fc.option(fc.nat({ max: 200 }), { nil: null }) })
    .map((value) => ({ kind: "multipart" as const, ...value })),
  fc.record({ pairs: formPairs, file: fileBytes }).map((value) => ({ kind: "formdata" as const, ...value })),
  fc.uint8Array({ maxLength: 80 }).map((value) => ({ kind: "bytes" as const, value })),
);

const fillIds = (value: string) => (value.startsWith("__id:") ? String(resolveId(value.slice(5))) : value);

function multipart(list: [string, string][], file: Uint8Array | null, cut: number | null) {
  const parts = list.map(([k, v]) => `--fuzzb\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${fillIds(v)}\r\n`);
  let head = parts.join("");
  if (file) head += `--fuzzb\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `${file ? "\r\n" : ""}--fuzzb--\r\n`;
  const bytes = new Uint8Array([...new TextEncoder().encode(head), ...(file ?? []), ...new TextEncoder().encode(tail)]);
  return cut === null ? bytes : bytes.slice(0, cut);
}

function encodeBody(b: Body): { body?: BodyInit; type?: string } {
  switch (b.kind) {
    case "none":
      return {};
    case "json":
      return { body: JSON.stringify(withIds(b.value)) ?? "null", type: "application/json" };
    case "raw":
      return { body: b.value };
    case "bytes":
      return { body: new Uint8Array(b.value) };
    case "form":
      return {
        body: new URLSearchParams(b.pairs.map(([k, v]) => [k, fillIds(v)])).toString(),
        type: "application/x-www-form-urlencoded",
      };
    case "multipart":
      return { body: multipart(b.pairs, b.file, b.cut), type: "multipart/form-data; boundary=fuzzb" };
    case "formdata": {
      const form = new FormData();
      for (const [k, v] of b.pairs) form.append(k, fillIds(v));
      if (b.file) form.append("file", new Blob([new Uint8Array(b.file)], { type: "image/jpeg" }), "a.jpg");
      return { body: form };
    }
  }
}

/** Header values must be ISO-8859-1 without CR, LF or NUL (Node refuses those before the app); NUL goes in as `%00`. */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 40 });

type Odd = { name: string; value: string | ((session: string | undefined) => string) };
const oddHeader: fc.Arbitrary<Odd> = fc.oneof(
  fc.nat({ max: 32 * 1024 }).map((size) => ({ name: "X-Padding", value: "x".repeat(size) })),
  fc
    .nat({ max: 16 * 1024 })
    .map((size) => ({ name: "Cookie", value: (s: string | undefined) => `${s ?? "a=b"}; big=${"y".repeat(size)}` })),
  fc.constant({ name: "Cookie", value: (s: string | undefined) => `session=garbage; ${s ?? ""}` }),
  fc.constant({ name: "Cookie", value: (s: string | undefined) => `${s ?? ""}; session=garbage; ${s ?? ""}` }),
  fc.constant({ name: "Cookie", value: (s: string | undefined) => `${s ?? ""}; session=%00%00; =; ;;` }),
  fc.constant({ name: "Cookie", value: () => `session=${"%00".repeat(40)}` }),
  headerText.map((value) => ({ name: "Accept-Language", value })),
  headerText.map((value) => ({ name: "User-Agent", value })),
  headerText.map((value) => ({ name: "X-Client-Ip", value })),
  headerText.map((value) => ({ name: "X-Forwarded-For", value })),
  fc.constantFrom("null", "https://evil.example", "http://classic.localhost", "not a url").map((value) => ({ name: "Origin", value })),
  fc.constantFrom("same-origin", "cross-site", "none", "garbage").map((value) => ({ name: "Sec-Fetch-Site", value })),
  headerText.map((value) => ({ name: "Referer", value })),
  fc.constantFrom("text/event-stream", "*/*", "application/json", "", "text/html;q=x").map((value) => ({ name: "Accept", value })),
  headerText.map((value) => ({ name: "If-None-Match", value })),
);

const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "PROPFIND"] as const;

const request = fc.record({
  role: fc.constantFrom<Role>("anonymous", "member", "otherBrand"),
  method: fc.constantFrom(...METHODS),
  query,
  body,
  contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
  headers: fc.array(oddHeader, { maxLength: 3 }),
  data: fc.boolean(),
});
type FuzzRequest = typeof request extends fc.Arbitrary<infer T> ? T : never;

// ---- the property ----

function describeRequest(target: Target, r: FuzzRequest, url: string, body: { body?: BodyInit; type?: string }) {
  const preview = typeof body.body === "string" ? body.body.slice(0, 120) : body.body ? `<${body.body.constructor.name}>` : "";
  const headers = r.headers.map((h) => `${h.name}: ${typeof h.value === "string" ? h.value.slice(0, 40) : "(cookie)"}`);
  return `${r.role} ${r.method} ${url} [${target.pattern}] type=${r.contentType ?? body.type ?? "-"} body=${JSON.stringify(preview)} ${headers.join(" | ")}`;
}

const ROUTED_METHODS = new Set(["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"]);
/** The site's error page, or the bare one a request refused before the site's layout renders gets. */
const ERROR_PAGE = /data-slot="error-status"|<h1>\d{3} [A-Za-z ]+<\/h1>/;
/** What a page shows for a refused form: a form or field message. */
const FORM_MESSAGE = /data-slot="(form-message|field-error|form-error)"|role="alert"|aria-invalid="true"/;

async function check(target: Target, r: FuzzRequest) {
  const { host, cookie } = await sessionFor(r.role, fx);
  const url = `${target.url}${r.data && !target.api ? ".data" : ""}${r.query ? `${target.url.includes("?") ? "&" : "?"}${r.query}` : ""}`;
  const encoded = r.method === "GET" || r.method === "HEAD" ? {} : encodeBody(r.body);
  const headers = new Headers();
  const type = r.contentType ?? encoded.type;
  if (type !== undefined && !(encoded.body instanceof FormData)) headers.set("Content-Type", type);
  let cookieHeader = cookie;
  for (const odd of r.headers) {
    const value = typeof odd.value === "function" ? odd.value(cookie) : odd.value;
    if (odd.name === "Cookie") cookieHeader = value;
    else headers.set(odd.name, value);
  }
  const seen = describeRequest(target, r, url, encoded);
  const before = await rowCounts();
  const abort = new AbortController();
  const response = await appRequest(url, {
    host,
    cookie: cookieHeader,
    method: r.method,
    headers,
    body: encoded.body,
    signal: abort.signal,
  });
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.includes("text/event-stream")) abort.abort();
  const payload = contentType.includes("text/event-stream") || r.method === "HEAD" ? "" : await response.text();

  expect(response.status, `5xx for ${seen}: ${payload.slice(0, 300)}`).toBeLessThan(500);
  if (response.status < 400) return;

  // React Router itself refuses a method it has no handler for (PROPFIND …) with a 405 before any middleware runs,
  // in its own shape ({ message } for a resource route); only the server in front could word it otherwise.
  if (!ROUTED_METHODS.has(r.method)) {
    expect(response.status, seen).toBe(405);
    expect(await rowCounts(), `a refused request changed row counts: ${seen}`).toEqual(before);
    return;
  }
  // React Router refuses a form post whose Origin is no URL or another host before the app sees it: a bare 400.
  const origin = headers.get("Origin");
  const foreignOrigin = origin !== null && origin !== "null" && URL.parse(origin)?.origin !== `http://${host}`;
  if (!target.api && foreignOrigin && r.method !== "GET" && r.method !== "HEAD" && r.method !== "OPTIONS") {
    expect([400, 403], seen).toContain(response.status);
    expect(await rowCounts(), `a refused request changed row counts: ${seen}`).toEqual(before);
    return;
  }
  // A refusal says what was wrong.
  if (r.method !== "HEAD") {
    if (target.api) {
      expect(contentType, `not JSON: ${seen}`).toContain("application/json");
      const error = (JSON.parse(payload) as { error?: { code?: unknown; message?: unknown } }).error;
      expect(typeof error?.code, `no error.code: ${seen} → ${payload.slice(0, 200)}`).toBe("string");
      expect(typeof error?.message === "string" && error.message.length > 0, `no error.message: ${seen} → ${payload.slice(0, 200)}`).toBe(
        true,
      );
    } else if (isbot(headers.get("User-Agent") ?? BROWSER_UA) && contentType.includes("text/plain")) {
      // Bots get the plain status of an error page, not the page.
      expect(payload, seen).toBe(String(response.status));
    } else if (contentType.includes("text/html")) {
      expect(ERROR_PAGE.test(payload) || FORM_MESSAGE.test(payload), `no error or form message: ${seen} → ${response.status}`).toBe(true);
    } else if (!url.includes(".data")) {
      // A resource route's refusal (the language switch, the activation resend) is JSON with a message.
      expect(contentType, `refusal of ${seen}`).toContain("application/json");
      const json = JSON.parse(payload) as { message?: unknown; error?: { message?: unknown } };
      expect(json.error?.message ?? json.message, `no message: ${seen} → ${payload.slice(0, 200)}`).toBeTypeOf("string");
    }
  }
  // And stores nothing.
  expect(await rowCounts(), `a refused request changed row counts: ${seen}`).toEqual(before);
}

async function fuzz(target: Target, index: number) {
  await fc.assert(
    fc.asyncProperty(request, (r) => check(target, r)),
    { seed: SEED + index, numRuns: RUNS_PER_TARGET, endOnFailure: true },
  );
}

describe("fuzzing the API and the form actions", () => {
  it("finds the targets in app/routes.ts", () => {
    expect(apiTargets.map((t) => t.pattern)).toContain("/api/messages.php");
    expect(actionTargets.map((t) => t.pattern)).toEqual(expect.arrayContaining(["/login", "/profile", "/signup", "/complaints"]));
  });

  it("never answers an /api/*.php endpoint with a 5xx; refusals are JSON errors that store nothing", async () => {
    for (const [index, target] of apiTargets.entries()) await fuzz(target, index);
  }, 120_000);

  it("never answers a form action with a 5xx; refusals show a message and store nothing", async () => {
    for (const [index, target] of actionTargets.entries()) await fuzz(target, 1000 + index);
  }, 120_000);
});
