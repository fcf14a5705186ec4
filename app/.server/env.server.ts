import { resolve } from "node:path";
import { z } from "zod";

/**
 * The one reader of process.env. Everything is optional: a fresh clone runs on
 * these defaults with no .env file.
 */
const EnvSchema = z.object({
  /**
   * Unset means production, as in server.js: `react-router dev` and Vitest always set it, so only the built
   * server started by hand (`node server.js`) reaches the default, and it must not open the developer outbox.
   */
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().positive().default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  /** postgres://… for a PostgreSQL server; `memory://` for a throw-away PGlite; unset for PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /**
   * Where uploaded photos and generated media are kept (decision 101): `database` (the default on PostgreSQL: every
   * app process, on any machine, serves what another stored) or `disk` (the default on PGlite: files under MEDIA_DIR).
   */
  MEDIA_STORAGE: z.enum(["database", "disk"]).optional(),
  /** The folder of `disk` media storage; default DATA_DIR/media. A volume every app process mounts serves them all. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Signs the session and flash cookies; generated and kept in DATA_DIR when unset. */
  SESSION_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.string().optional(),
  /** Deployment-wide language used when a site names none. */
  DEFAULT_LANGUAGE: z.string().optional(),
  /** Skip seeding an empty database at start (production deployments). */
  SEED_ON_START: z.enum(["0", "1"]).default("1"),
  /**
   * Demo mode (decision 063): unset, on while `sites/` holds only demo sites (every host under `.localhost` or
   * loopback); `1` on (demo sites served, demo members with the known password seeded on every site); `0` off.
   */
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  /**
   * Seconds the app keeps an anonymous page in its in-process micro-cache (decision 026).
   * Unset: 5 in production, off otherwise; `0` turns it off (e.g. behind nginx's proxy_cache).
   */
  MICRO_CACHE_SECONDS: z.coerce.number().min(0).max(60).optional(),
  /**
   * A folder of site files (and their brand assets folders) read at start instead of the `sites/` bundled by the
   * build, so a brand added there is served after a restart without a rebuild. It must lie inside the app's folder:
   * site files import `#app/…`.
   */
  SITES_DIR: z.string().min(1).optional(),
  /** `1` also serves the test fixture sites of `tests/sites/` (the e2e server does). */
  TEST_SITES: z.enum(["0", "1"]).optional(),
  /** Where the test fixture site `tests/sites/tracked.ts` sends its postbacks (the tests' local receiver). */
  TEST_POSTBACK_ORIGIN: z.url().optional(),
  /**
   * Tests only: the one origin (`http://127.0.0.1:port`) of their local push receiver, allowed beside the browsers' push
   * services; every other endpoint stays refused (decision 055).
   */
  TEST_PUSH_SERVICE_ORIGIN: z.url().optional(),
  /**
   * Web push private keys of the sites whose file sets `push_pub`: `siteId=key` pairs separated by
   * commas (base64url VAPID private keys). Sites without `push_pub` use keys generated once and kept
   * in the database (decisions 033, 078).
   */
  VAPID_PRIVATE_KEYS: z.string().optional(),
  /** PostgreSQL: seconds to wait for a connection before the request fails with 503. */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(5),
  /** PostgreSQL: longest a statement may run (ms) before it is cancelled and the request answers 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * `1` lets every site use the built-in test provider (a staging deployment). Without it only demo sites in demo
   * mode may: on a live site anyone could mark their own payment paid (decisions 030, 063). It also shows the test
   * checkout's operator tools (refund, chargeback) in production; `0` hides them in development too.
   */
  TEST_PAYMENTS: z.enum(["0", "1"]).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

/** The settings a process environment gives (exported for tests). */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env = readEnv();
export const dataDir = resolve(env.DATA_DIR);

/** Mollie's API root when not Mollie's own: tests point it at a local imitation of the payments API. */
export function mollieApiEndpoint(): string | undefined {
  const value = process.env.MOLLIE_API_ENDPOINT?.trim();
  return value ? value : undefined;
}

/** A site's Mollie API key: `MOLLIE_API_KEY_<SITE ID>` (upper case, `-` as `_`), e.g. MOLLIE_API_KEY_CLASSIC. */
export function mollieApiKey(siteId: string): string | null {
  const value = process.env[`MOLLIE_API_KEY_${siteId.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`]?.trim();
  return value && /^(test|live)_\w+$/.test(value) ? value : null;
}
