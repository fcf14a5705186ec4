import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { waitUnlessSettling } from "../db/background-work.server.ts";
import { getDb, type Database } from "../db/client.server.ts";
import { postbacks, users } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";

/**
 * Affiliate postbacks (decision 035): when a tracked member activates the account or first pays, the
 * site's URL template for the member's network is filled in and requested server-side. One row per member and event
 * (a unique index) makes each fire at most once, whoever calls twice; failed attempts are retried with backoff, and a
 * sweep picks up what a stopped process left pending.
 */
export type PostbackEvent = "activation" | "first_payment";

/** Attempts per postback, and the waits between them. */
export const POSTBACK_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 300_000];
export const POSTBACK_MAX_ATTEMPTS = POSTBACK_RETRY_DELAYS_MS.length + 1;
/** A partner that does not answer within this is counted as a failed attempt. */
const POSTBACK_TIMEOUT_MS = 10_000;
/** While one process attempts a postback, others leave it alone this long. */
const CLAIM_LEASE_MS = 30_000;

type Options = {
  db?: Database;
  /** Tests: a stand-in for `fetch` and shorter waits. */
  fetch?: typeof fetch;
  retryDelaysMs?: number[];
};

/** The template for a network and event: the network's own, else the site's `*` entry. */
export function postbackTemplateFor(site: Pick<Site, "postbacks">, network: string, event: PostbackEvent): string | null {
  return site.postbacks[network]?.[event] ?? site.postbacks["*"]?.[event] ?? null;
}

/** Fills `{placeholders}` with the tracking record's values (URL-encoded; a missing value becomes empty). */
export function renderPostbackUrl(
  template: string,
  record: Record<string, string>,
  values: { event: PostbackEvent; userId: number },
): string {
  const all: Record<string, string> = { ...record, event: values.event, user_id: String(values.userId) };
  return template.replace(/\{([a-z0-9_]+)\}/g, (_, name: string) => encodeURIComponent(all[name] ?? ""));
}

/**
 * Fires the postback of `event` for a member, if their site has one for the network they signed up through; at most
 * once per member and event. Never throws: a partner's outage must not fail an activation or a payment.
 */
export async function firePostbacks(event: PostbackEvent, userId: number, options: Options = {}): Promise<void> {
  try {
    const db = options.db ?? (await getDb());
    const [user] = await db.select({ siteId: users.siteId, network: users.network }).from(users).where(eq(users.id, userId)).limit(1);
    const network = user?.network?.network;
    if (!user || !network) return;
    const site = siteRegistry.sites.find((candidate) => candidate.id === user.siteId);
    const template = site ? postbackTemplateFor(site, network, event) : null;
    if (!template) return;
    const url = renderPostbackUrl(template, user.network!, { event, userId });
    const [row] = await db
      .insert(postbacks)
      .values({ userId, event, network: network.slice(0, 200), url })
      .onConflictDoNothing()
      .returning({ id: postbacks.id });
    if (!row) return; // already fired (or firing) for this member and event
    await deliverPostback(db, row.id, options);
  } catch (error) {
    logError(`postback ${event} for user ${userId}`, error);
  }
}

/**
 * A time on the database's clock: the row's default is the database's `now()`, and a JS Date compared with it can
 * be read in another time zone by postgres.js, so every time of this table comes from one clock.
 */
function inMilliseconds(ms: number) {
  return sql<Date>`now() + make_interval(secs => ${ms / 1000})`;
}

/** Takes a pending postback for one attempt, so two processes never send it at the same time. */
async function claim(db: Database, id: number) {
  const [row] = await db
    .update(postbacks)
    .set({ nextAttemptAt: inMilliseconds(CLAIM_LEASE_MS) })
    .where(and(eq(postbacks.id, id), eq(postbacks.status, "pending"), lte(postbacks.nextAttemptAt, sql`now()`)))
    .returning({ url: postbacks.url, attempts: postbacks.attempts });
  return row ?? null;
}

/** One attempt; true when the partner answered 2xx/3xx. */
async function attempt(db: Database, id: number, url: string, attempts: number, options: Options): Promise<boolean> {
  const delays = options.retryDelaysMs ?? POSTBACK_RETRY_DELAYS_MS;
  let status: number | null = null;
  let error: string | null = null;
  try {
    const response = await (options.fetch ?? fetch)(url, { redirect: "manual", signal: AbortSignal.timeout(POSTBACK_TIMEOUT_MS) });
    status = response.status;
    await response.body?.cancel();
    if (status >= 200 && status < 400) {
      await db
        .update(postbacks)
        .set({ status: "sent", attempts: attempts + 1, responseStatus: status, sentAt: new Date(), lastError: null })
        .where(eq(postbacks.id, id));
      return true;
    }
    error = `HTTP ${status}`;
  } catch (caught) {
    error = String((caught as Error)?.message ?? caught).slice(0, 500);
  }
  const made = attempts + 1;
  const wait = delays[made - 1];
  await db
    .update(postbacks)
    .set({
      attempts: made,
      responseStatus: status,
      lastError: error,
      ...(wait === undefined ? { status: "failed" as const } : { nextAttemptAt: inMilliseconds(wait) }),
    })
    .where(eq(postbacks.id, id));
  return false;
}

/** Attempts a postback until it is sent or out of attempts, waiting between tries. */
export async function deliverPostback(db: Database, id: number, options: Options = {}): Promise<void> {
  const delays = options.retryDelaysMs ?? POSTBACK_RETRY_DELAYS_MS;
  for (;;) {
    const claimed = await claim(db, id);
    if (!claimed) return;
    if (await attempt(db, id, claimed.url, claimed.attempts, options)) return;
    const wait = delays[claimed.attempts];
    if (wait === undefined) return;
    // A shutdown does not wait minutes for the next try: the row stays due, and the next sweep sends it.
    if (!(await waitUnlessSettling(wait))) return;
  }
}

/** Sends postbacks that are due (left pending by a process that stopped mid-retry); one attempt each. */
export async function deliverDuePostbacks(db: Database, options: Options = {}): Promise<number> {
  const due = await db
    .select({ id: postbacks.id })
    .from(postbacks)
    .where(and(eq(postbacks.status, "pending"), lte(postbacks.nextAttemptAt, sql`now()`)))
    .orderBy(asc(postbacks.nextAttemptAt))
    .limit(50);
  for (const { id } of due) {
    const claimed = await claim(db, id);
    if (claimed) await attempt(db, id, claimed.url, claimed.attempts, options);
  }
  return due.length;
}

export const POSTBACK_SWEEP_INTERVAL_MS = 60_000;

/** Starts this process's sweep of due postbacks; the timer never keeps the process alive. */
export function schedulePostbackSweep(getDatabase: () => Promise<Database>) {
  const timer = setInterval(() => {
    void getDatabase()
      .then((db) => deliverDuePostbacks(db))
      .catch((error) => logError("postback sweep", error));
  }, POSTBACK_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
