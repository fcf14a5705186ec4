import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "../db/client.server.ts";
import { preparedPerDatabase } from "../db/prepared.server.ts";
import { rateLimits } from "../db/schema.ts";

/**
 * Named limits: `points` attempts per `duration` seconds per key. Counters live
 * in the database, so every app process shares them.
 */
export const RATE_LIMITS = {
  /** Failed logins per address (an IPv6 /64), on any account: the address is refused past this. */
  login: { points: 10, duration: 15 * 60 },
  /** Failed logins per account and address: that address is refused for that account past this. */
  loginAccountIp: { points: 5, duration: 15 * 60 },
  /**
   * Failed logins per account from anywhere: past this, the account refuses every browser but its known devices
   * (decision 012), so guesses from many addresses are bounded and strangers still cannot lock the owner out.
   */
  loginAccount: { points: 20, duration: 60 * 60 },
  // Per IP: carrier-grade NAT and offices put many real visitors behind one address.
  signup: { points: 20, duration: 60 * 60 },
  emailCheck: { points: 60, duration: 10 * 60 },
  passwordReset: { points: 5, duration: 60 * 60 },
  activationResend: { points: 5, duration: 60 * 60 },
  /** Current-password checks on /profile (e-mail change, password change, deletion). */
  accountChange: { points: 10, duration: 15 * 60 },
  complaint: { points: 5, duration: 60 * 60 },
  contact: { points: 5, duration: 60 * 60 },
  /** Reports of other members per account: a real member reports now and then; a campaign against someone does not pass. */
  report: { points: 10, duration: 60 * 60 },
  /** Back office: failed staff logins (password or TOTP code) per e-mail and IP, and per IP on any account. */
  staffLogin: { points: 5, duration: 15 * 60 },
  staffLoginIp: { points: 20, duration: 15 * 60 },
  /** Chat messages per member: quick typists stay well below; a script flooding a partner does not. */
  message: { points: 60, duration: 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The counter's write of every consume and reward (a chat message makes one), prepared once per database (decision 121). */
const countStatementOf = preparedPerDatabase((db) => {
  const now = sql`${sql.placeholder("now")}::timestamptz`;
  const expire = sql`${sql.placeholder("expire")}::timestamptz`;
  const points = sql`${sql.placeholder("points")}::integer`;
  const expired = sql`${rateLimits.expire} <= ${now}`;
  return db
    .insert(rateLimits)
    .values({ key: sql`${sql.placeholder("key")}::text`, points, expire })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        points: sql`case when ${expired} then ${points} else ${rateLimits.points} + ${points} end`,
        expire: sql`case when ${expired} then ${expire} else ${rateLimits.expire} end`,
      },
    })
    .returning()
    .prepare("rate_limit_count");
});

type Upsert = (key: string, points: number, msDuration: number, forceExpire?: boolean, options?: object) => Promise<unknown>;

/**
 * rate-limiter-flexible's Drizzle store with its counting write prepared: the library builds the same upsert's SQL
 * text on every call (its `_upsert`, which `consume`, `reward` and `penalty` call). This one runs the same statement
 * (same table, same window rule: a key past its expiry starts again at `points`) from the prepared form; setting a
 * key outright (`set`, `block`) and keys that never expire stay the library's. `rate-limit.server.test.ts` holds
 * the contract against the pinned version: `consume` goes through `_upsert`, and both forms answer the same.
 */
export class PreparedRateLimiter extends RateLimiterDrizzle {
  readonly #db: Database;
  constructor(options: ConstructorParameters<typeof RateLimiterDrizzle>[0] & { storeClient: Database }) {
    super(options);
    this.#db = options.storeClient;
  }
  _upsert(key: string, points: number, msDuration: number, forceExpire = false, options = {}): Promise<unknown> {
    const library = (RateLimiterDrizzle.prototype as unknown as { _upsert: Upsert })._upsert;
    if (forceExpire || msDuration <= 0) return library.call(this, key, points, msDuration, forceExpire, options);
    const now = new Date();
    return countStatementOf(this.#db)
      .execute({ key, points, now: now.toISOString(), expire: new Date(now.getTime() + msDuration).toISOString() })
      .then(([row]) => row);
  }
}

const limiters = new Map<RateLimitName, Promise<RateLimiterDrizzle>>();

function limiter(name: RateLimitName) {
  let entry = limiters.get(name);
  if (!entry) {
    entry = getDb().then(
      (db) =>
        new PreparedRateLimiter({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: name,
          points: RATE_LIMITS[name].points,
          duration: RATE_LIMITS[name].duration,
          clearExpiredByTimeout: true,
        }),
    );
    limiters.set(name, entry);
  }
  return entry;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One attempt of a limit, for a statement of another domain that counts it in its own call (a chat message's send,
 * decision 143): the row the limiter keeps (its key is rate-limiter-flexible's `prefix:key`), the limit, and the window
 * an attempt now opens. The statement runs the limiter's window rule (`countStatementOf`): a key past its expiry starts
 * again at one.
 */
export type RateLimitAttempt = { key: string; max: number; now: string; expire: string };

export function rateLimitAttempt(name: RateLimitName, key: string, now = new Date()): RateLimitAttempt {
  const { points, duration } = RATE_LIMITS[name];
  return {
    key: `${name}:${key.toLowerCase()}`,
    max: points,
    now: now.toISOString(),
    expire: new Date(now.getTime() + duration * 1000).toISOString(),
  };
}

/** A limit counted in another statement refused the attempt until `until`. */
export class RateLimitedError extends Error {
  readonly retryAfterSeconds: number;
  constructor(until: Date, now = Date.now()) {
    super(`Rate limited until ${until.toISOString()}`);
    this.retryAfterSeconds = Math.max(1, Math.ceil((until.getTime() - now) / 1000));
  }
}

/** Counts one attempt for each key (e.g. the IP and the account); refused when any is over its limit. */
export async function consumeRateLimit(name: RateLimitName, ...keys: (string | null | undefined)[]): Promise<RateLimitResult> {
  const rl = await limiter(name);
  let retryAfterMs = 0;
  for (const key of keys) {
    if (!key) continue;
    try {
      await rl.consume(key.toLowerCase());
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
    }
  }
  return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true };
}

/**
 * Gives back one attempt a key counted: a limit of failures (login) counts every attempt before the slow check,
 * so that requests in flight together cannot all pass it, and gives the point back when the attempt succeeded.
 */
export async function rewardRateLimit(name: RateLimitName, key: string) {
  await (await limiter(name)).reward(key.toLowerCase(), 1);
}

/** The result that refuses longest, or allowed when none refuses. */
export function mostRestrictive(...results: RateLimitResult[]): RateLimitResult {
  const refused = results.filter((result): result is Extract<RateLimitResult, { allowed: false }> => !result.allowed);
  if (!refused.length) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) };
}

/** How many attempts a key has used in its current window. */
export async function attemptsOf(name: RateLimitName, key: string): Promise<number> {
  const res = await (await limiter(name)).get(key.toLowerCase());
  return res?.consumedPoints ?? 0;
}

/** Forgets the attempts of a key (e.g. after a successful login). */
export async function resetRateLimit(name: RateLimitName, key: string) {
  await (await limiter(name)).delete(key.toLowerCase());
}

/** The visitor's address as server.js determined it (honouring TRUST_PROXY). */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") || "unknown";
}

/**
 * The key a client address is limited under: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network: a home or phone gets a whole /64, so counting single addresses lets one client use billions of them).
 */
export function addressKey(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  // An IPv4 client seen through an IPv6 socket (::ffff:192.0.2.1) is that IPv4 address.
  const mapped = /^(?:::|(?:0{1,4}:){5})ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail] = address.split("::", 2);
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  // An embedded IPv4 tail takes two groups.
  const tailGroups = tailParts.reduce((sum, part) => sum + (part.includes(".") ? 2 : 1), 0);
  const groups =
    tail === undefined
      ? headParts
      : [...headParts, ...Array<string>(Math.max(0, 8 - headParts.length - tailGroups)).fill("0"), ...tailParts];
  if (groups.length < 4 || groups.slice(0, 4).some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The visitor's address as rate limits count it (see addressKey). */
export function clientAddressKey(request: Request): string {
  return addressKey(clientIp(request));
}
