import { randomUUID } from "node:crypto";
import type { Sql } from "postgres";
import postgres from "postgres";
import { countedAround, mayChangeKeptReads, type WriteCount } from "./single-writer.server.ts";

/**
 * A write count shared by the app processes on one PostgreSQL server (decision 142), so that reads can be kept there
 * as on PGlite (decision 137). Each process counts its own writes, before and after each, as PGlite's only writer
 * does; after a write it tells the others with one `pg_notify` (several writes of one moment share it), and counts
 * theirs when it hears them. A read another process's write made stale stands at most until that notice arrives; a
 * request that wrote answers only once its notices are sent (`writesAnnounced`), so a member's next request, on any
 * process, comes after them. While this process is not listening (at start, after its listening connection dropped,
 * until it listens again) the count moves on every look, so nothing is kept; and no read is kept longer than
 * `KEPT_READ_MAX_AGE_ON_POSTGRES_MS`, for writes that come from elsewhere (`psql`) and send no notice.
 */
export const WRITES_CHANNEL = "app_writes";
/**
 * Begins a statement that sends its own notice in its transaction (`pg_notify(WRITES_CHANNEL, <the count's
 * `writer`>)`, as `send_paid_message` does): it is counted here, but no notice follows it. Its notice leaves on its
 * commit, before its answer.
 */
export const ANNOUNCES_ITS_WRITES = "/* announces its writes */";
export const KEPT_READ_MAX_AGE_ON_POSTGRES_MS = 30_000;
/** How long after a failed `LISTEN` or notice this process tries again. */
const RETRY_MS = 1_000;

type Options = Parameters<typeof postgres>[1];
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- postgres.js types its parameters per client
type Unsafe = (text: string, parameters?: any, options?: any) => any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type Begin = (...args: any[]) => Promise<unknown>;
type Client = { unsafe: Unsafe; begin: Begin };

export type SharedWriteCount = WriteCount & {
  /** What this process signs its notices with: a statement that announces itself sends it (`ANNOUNCES_ITS_WRITES`). */
  readonly writer: string;
  /** Whether this process hears the others' notices now. */
  readonly listening: boolean;
  /** Stops listening and sending notices. */
  close(): Promise<void>;
};

/**
 * Counts the writes made through `clients` (their `unsafe`, which Drizzle calls for every statement outside a
 * transaction, and `begin`, every transaction) and those other processes announce on `url`'s database. Resolves once
 * it listens, or after its first failed try (it keeps trying; nothing is kept meanwhile).
 */
export async function watchSharedWrites(url: string, clients: Client[], options: Options = {}): Promise<SharedWriteCount> {
  const self = randomUUID();
  /** This process's writes and the others' notices heard, moved as `countedAround` moves a count. */
  const count = { value: 0 };
  let listening = false;
  let closed = false;
  let listenRetry: NodeJS.Timeout | undefined;
  let noticeRetry: NodeJS.Timeout | undefined;
  /** Settles once every notice due so far is sent (undefined when none is due). */
  let notices: Promise<void> | undefined;
  /** A notice waits to be sent: writes that finish now share it. */
  let noticeQueued = false;

  // One connection of its own, as postgres.js's `listen` keeps (the same options, `onnotify` among them, which its
  // types leave out): unlike `listen`, it says when the connection closes. The PostgreSQL tests hear notices through it.
  const listener: Sql = postgres(url, {
    ...options,
    max: 1,
    idle_timeout: undefined,
    max_lifetime: null,
    fetch_types: false,
    onnotice: () => {},
    onnotify: (_channel: string, payload: string) => {
      // This process counted its own writes already.
      if (payload !== self) count.value++;
    },
    onclose: () => {
      // Notices sent while nobody listened are lost: whatever was kept may be stale.
      listening = false;
      count.value++;
      if (!closed) listenRetry = later(listen, listenRetry);
    },
  } as Options);
  function later(run: () => unknown, previous: NodeJS.Timeout | undefined) {
    clearTimeout(previous);
    const timer = setTimeout(run, RETRY_MS);
    timer.unref();
    return timer;
  }
  async function listen() {
    try {
      await listener.unsafe(`listen ${WRITES_CHANNEL}`);
      if (closed) return;
      count.value++;
      listening = true;
    } catch {
      if (!closed) listenRetry = later(listen, listenRetry);
    }
  }

  // The first client's own `unsafe`: the notice itself is not a write to count.
  const send = clients[0]!.unsafe.bind(clients[0]);
  function tellOthers() {
    if (closed || noticeQueued) return;
    noticeQueued = true;
    // One notice at a time: a write that finishes while one is on its way gets the next, as that one may have been
    // committed before the write was.
    const sent: Promise<void> = (notices ?? Promise.resolve()).then(async () => {
      noticeQueued = false;
      try {
        await send(`select pg_notify('${WRITES_CHANNEL}', $1)`, [self]);
      } catch {
        noticeRetry = later(tellOthers, noticeRetry);
      }
    });
    notices = sent;
    void sent.then(() => {
      if (notices === sent) notices = undefined;
    });
  }
  const countOwnWrite = () => {
    count.value++;
  };
  const written = () => {
    count.value++;
    tellOthers();
  };

  for (const client of clients) {
    const unsafe = client.unsafe.bind(client);
    client.unsafe = ((text: string, parameters?: unknown, statementOptions?: unknown) => {
      const query = unsafe(text, parameters, statementOptions);
      // A transaction's own `begin` is counted with the transaction (below).
      if (typeof text !== "string" || /^\s*begin\b/i.test(text) || !mayChangeKeptReads(text)) return query;
      // As `countedAround`, but the caller needs postgres.js's query itself (its `.values()` among others), not a
      // promise: it runs on its first `then`, a tick after the call, so the caller's `.values()` still applies.
      count.value++;
      const after = text.startsWith(ANNOUNCES_ITS_WRITES) ? countOwnWrite : written;
      query.then(after, after);
      return query;
    }) as Unsafe;
    const begin = client.begin.bind(client);
    client.begin = ((...args: unknown[]) => countedAround(count, () => begin(...args), tellOthers)) as Begin;
  }

  await listen();
  return {
    writer: self,
    get value() {
      return listening ? count.value : ++count.value;
    },
    maxAgeMs: KEPT_READ_MAX_AGE_ON_POSTGRES_MS,
    get listening() {
      return listening;
    },
    announced: () => notices,
    async close() {
      closed = true;
      clearTimeout(listenRetry);
      clearTimeout(noticeRetry);
      listening = false;
      await listener.end({ timeout: 1 });
    },
  };
}
