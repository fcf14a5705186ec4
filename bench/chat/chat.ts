/**
 * Chat delivery at load: 1,000 members hold an open live stream (`GET /api/events.php`) on ONE app process,
 * and members of 500 pairs each send their partner a message through the API (`--rounds` times over, 4 by default, so
 * the run lasts long enough for the streams' periodic work to average out); the bench times each message
 * from the moment its POST is sent to the moment the partner's stream delivers it. Prints p50/p95/p99.
 *
 *   npm run build && npm run bench:chat                      # PGlite in a fresh temp DATA_DIR
 *   BENCH_DATABASE_URL=postgres://… npm run bench:chat        # an existing, EMPTY PostgreSQL database
 *   npm run bench:chat -- --clients 1000 --messages 300 --concurrency 4
 *   npm run bench:chat -- --clients 5000                      # 5,000 open streams on one process
 *   BENCH_DATABASE_URL=postgres://… npm run bench:chat -- --processes 2   # two app processes on one PostgreSQL
 *
 * With `--processes 2` members connect alternately to each process and every pair's partner is on the other one,
 * so each message crosses processes through PostgreSQL's LISTEN/NOTIFY. The bench also prints the app process's
 * memory per open stream (resident set before and after the streams open). `--heap` also takes a heap snapshot of each
 * process at both points (Node's --heapsnapshot-signal; a snapshot collects garbage first) and prints the live
 * JavaScript heap per stream: what the streams keep, without the garbage a resident set still holds. The exit code is 1 when p95 is above
 * 100 ms or a stream costs more than 30 KB.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { createSession, SESSION_COOKIE } from "#app/.server/accounts/session.server.ts";
import { creditCredits } from "#app/.server/credits/ledger.server.ts";
import { openDatabase } from "#app/.server/db/client.server.ts";
import { conversationReads, conversations, profiles, users } from "#app/.server/db/schema.ts";
import { startAppProcess } from "#tests/support/app-process.ts";
import { sseReader } from "#tests/support/sse.ts";
import { arg, loadAverage, percentile, rssKb, totalCpuMs } from "../support/measure.ts";

const TARGET_P95_MS = 100;
const TARGET_STREAM_KB = 30;

/**
 * The live JavaScript heap of a process started with --heapsnapshot-signal=SIGUSR2: asks for a snapshot (which
 * collects garbage first), waits for the file, and sums every node's self size.
 */
async function liveHeapBytes(pid: number, dir: string): Promise<number> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, "SIGUSR2");
  for (let waited = 0; waited < 120_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const file = readdirSync(dir).find((name) => !before.has(name) && name.endsWith(".heapsnapshot"));
    if (!file) continue;
    // Read once it is whole: the process writes it over several seconds.
    let snapshot: { snapshot: { meta: { node_fields: string[] } }; nodes: number[] } | undefined;
    for (let tries = 0; !snapshot; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const text = readFileSync(join(dir, file), "utf8");
      if (text.trimEnd().endsWith("}")) {
        try {
          snapshot = JSON.parse(text) as typeof snapshot;
        } catch {
          if (tries > 120) throw new Error(`the heap snapshot ${file} did not become whole`);
        }
      }
    }
    const fields = snapshot.snapshot.meta.node_fields;
    const selfSize = fields.indexOf("self_size");
    let total = 0;
    for (let i = selfSize; i < snapshot.nodes.length; i += fields.length) total += snapshot.nodes[i]!;
    rmSync(join(dir, file));
    return total;
  }
  throw new Error("no heap snapshot came");
}

export async function main(argv: string[]) {
  const clients = arg(argv, "clients", 1000);
  const messages = Math.min(arg(argv, "messages", 300), clients / 2);
  const rounds = Math.max(1, arg(argv, "rounds", 4));
  // The streams' periodic work (keep-alives every 20 s, session checks every 30 s, presence every 25 s) comes in
  // bursts: the idle window spans a cycle of each, so the background is an average and not a lucky or unlucky sample.
  const idleSeconds = arg(argv, "idle-seconds", 30);
  const concurrency = arg(argv, "concurrency", 1);
  const port = arg(argv, "port", 3230);
  const processes = Math.max(1, arg(argv, "processes", 1));
  const heap = argv.includes("--heap");
  const heapDir = heap ? mkdtempSync(join(tmpdir(), "bench-chat-heap-")) : "";
  if (heap)
    process.env.APP_PROCESS_NODE_ARGS = `${process.env.APP_PROCESS_NODE_ARGS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`;
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (processes > 1 && !databaseUrl) {
    console.error("--processes 2 needs BENCH_DATABASE_URL: processes share one PostgreSQL (PGlite is one process per folder)");
    return 2;
  }
  // The app's modules read DATA_DIR once, when imported: run again with a fresh one set.
  if (!process.env.BENCH_CHAT_DATA_DIR) {
    const dir = mkdtempSync(join(tmpdir(), "bench-chat-"));
    const child = spawnSync(process.execPath, ["scripts/run-ts.mjs", "bench/chat/chat.ts", ...argv], {
      stdio: "inherit",
      env: { ...process.env, BENCH_CHAT_DATA_DIR: dir, DATA_DIR: dir },
    });
    if (!databaseUrl) rmSync(dir, { recursive: true, force: true });
    return child.status ?? 1;
  }
  const dataDir = process.env.BENCH_CHAT_DATA_DIR;

  // Members, sessions, credits and one conversation per pair, written before the server opens the database
  // (PGlite is one process per folder).
  const started = Date.now();
  const conn = await openDatabase(databaseUrl);
  const members: { userId: number; profileId: number; cookie: string }[] = [];
  const batch = 250;
  for (let i = 0; i < clients; i += batch) {
    const count = Math.min(batch, clients - i);
    const rows = await conn.db
      .insert(profiles)
      .values(
        Array.from({ length: count }, (_, k) => ({
          name: `Bench ${i + k}`,
          country: "GB",
          gender: "female" as const,
          dateOfBirth: "1990-01-01",
        })),
      )
      .returning({ id: profiles.id });
    const accounts = await conn.db
      .insert(users)
      .values(
        rows.map((row, k) => ({
          siteId: "classic",
          email: `bench-${Date.now()}-${i + k}@example.com`,
          passwordHash: "x",
          status: "active" as const,
          profileId: row.id,
        })),
      )
      .returning({ id: users.id, profileId: users.profileId });
    for (const account of accounts) {
      const { token } = await createSession(conn.db, account.id, "classic", null);
      members.push({ userId: account.id, profileId: account.profileId, cookie: `${SESSION_COOKIE}=${token}` });
    }
  }
  const pairs: { from: (typeof members)[number]; to: (typeof members)[number]; conversation: number }[] = [];
  for (let i = 0; i < messages; i++) {
    const from = members[2 * i]!;
    const to = members[2 * i + 1]!;
    await creditCredits(conn.db, {
      userId: from.userId,
      amount: 50 * (rounds + 1), // a round's message at any demo price (decision 057), and the warm-up's
      kind: "bonus",
      reference: "bench",
      idempotencyKey: `bench-${from.userId}`,
    });
    const [low, high] = from.profileId < to.profileId ? [from.profileId, to.profileId] : [to.profileId, from.profileId];
    const [conversation] = await conn.db
      .insert(conversations)
      .values({ lowProfileId: low, highProfileId: high, startedByProfileId: from.profileId })
      .returning({ id: conversations.id });
    await conn.db.insert(conversationReads).values([
      { conversationId: conversation!.id, profileId: from.profileId, listed: true },
      { conversationId: conversation!.id, profileId: to.profileId },
    ]);
    pairs.push({ from, to, conversation: conversation!.id });
  }
  await conn.close();
  console.info(`data: ${clients} members, ${messages} conversations in ${Date.now() - started} ms (${conn.kind})`);

  // One process, or several on one PostgreSQL, each with its own DATA_DIR as on separate machines.
  const apps: Awaited<ReturnType<typeof startAppProcess>>[] = [];
  for (let i = 0; i < processes; i++) {
    const dir = i === 0 ? dataDir : mkdtempSync(join(tmpdir(), "bench-chat-"));
    apps.push(await startAppProcess({ PORT: port + i, DATA_DIR: dir, DATABASE_URL: databaseUrl }));
  }
  /** Member i connects to (and sends through) process i mod n: a pair's partner is on the next process. */
  const originOf = (member: (typeof members)[number]) => apps[members.indexOf(member) % processes]!.origin;
  const controller = new AbortController();
  try {
    // Every member connects its live stream (to its process).
    const connectStart = Date.now();
    const streams = new Map<number, ReturnType<typeof sseReader>>();
    const connect = async (list: typeof members) => {
      for (let i = 0; i < list.length; i += 50) {
        await Promise.all(
          list.slice(i, i + 50).map(async (member) => {
            const response = await fetch(`${originOf(member)}/api/events.php`, {
              headers: { Cookie: member.cookie },
              signal: controller.signal,
            });
            if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
            const events = sseReader(response.body!);
            await events.next("ready", 30_000);
            streams.set(member.profileId, events);
          }),
        );
      }
    };
    // Memory per stream is the slope between a tenth of the streams and all of them, each read after the process has
    // settled: the first requests' one-time costs (routes loaded, JIT, caches) stay out of it.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));
    const firstTenth = members.slice(0, Math.ceil(members.length / 10));
    await connect(firstTenth);
    await settle();
    const rssBefore = apps.map((one) => rssKb(one.pid));
    const heapBefore = heap ? await Promise.all(apps.map((one) => liveHeapBytes(one.pid, heapDir))) : [];
    await connect(members.slice(firstTenth.length));
    console.info(`streams: ${streams.size} open in ${Date.now() - connectStart} ms on ${processes} process${processes > 1 ? "es" : ""}`);
    await settle();
    const added = (members.length - firstTenth.length) / processes;
    let heapPerStream: number[] = [];
    if (heap) {
      const heapAfter = await Promise.all(apps.map((one) => liveHeapBytes(one.pid, heapDir)));
      heapPerStream = heapAfter.map((after, i) => (after - heapBefore[i]!) / 1024 / added);
      console.info(
        `  live JavaScript heap per open stream (heap snapshots, per process): ${heapPerStream.map((kb) => `${kb.toFixed(1)} KB`).join(", ")}  (target ≤ ${TARGET_STREAM_KB} KB)`,
      );
    }
    const perStream = apps.map((one, i) => {
      const after = rssKb(one.pid);
      const before = rssBefore[i];
      return after === null || before === null || before === undefined ? null : (after - before) / added;
    });
    // The resident set also holds garbage not yet collected (and, with --heap, the snapshots' own work): the live
    // heap is the figure the target is held to when it was measured.
    let memoryOk = heapPerStream.every((kb) => kb <= TARGET_STREAM_KB);
    if (perStream.every((kb) => kb !== null)) {
      if (!heap) memoryOk = Math.max(...(perStream as number[])) <= TARGET_STREAM_KB;
      console.info(
        `  resident set growth per open stream (per process${heap ? "; inflated by the snapshots" : ", garbage included"}): ${perStream.map((kb) => `${kb!.toFixed(1)} KB`).join(", ")}${heap ? "" : `  (target ≤ ${TARGET_STREAM_KB} KB)`}`,
      );
    }

    // Warm-up: a few messages not counted.
    const latencies: number[] = [];
    const answers: number[] = [];
    let eventFirst = 0;
    const fanout: number[] = [];
    let next = 0;
    let sent = 0;
    const send = async (pair: (typeof pairs)[number], counted: boolean) => {
      // Timed when the stream delivers it, not when this loop gets round to it (after the POST's answer).
      const receiving = streams
        .get(pair.to.profileId)!
        .next("message", 30_000)
        .then((event) => ({ event, at: performance.now() }));
      const t0 = performance.now();
      const response = await fetch(`${originOf(pair.from)}/api/messages.php`, {
        method: "POST",
        headers: { Cookie: pair.from.cookie, "Content-Type": "application/json" },
        // With a client id, as the composer sends every message (its outbox retries with it).
        body: JSON.stringify({
          conversation: pair.conversation,
          text: `bench ${counted ? "" : "warm-up "}message`,
          client_id: `bench-message-${++sent}`,
        }),
      });
      if (response.status !== 201) throw new Error(`send answered ${response.status}: ${await response.text()}`);
      const answered = performance.now();
      const { event, at } = await receiving;
      if (counted) {
        latencies.push(at - t0);
        answers.push(answered - t0);
        if (at < answered) eventFirst++;
        // From the message's insert (its created_at, the database clock of this machine) to the partner's stream.
        fanout.push(Date.now() - Date.parse((event.data as { message: { created_at: string } }).message.created_at));
      }
    };
    for (const pair of pairs.slice(0, 10)) await send(pair, false);
    // What the open streams cost with nobody writing (heartbeats, session checks, timers), per second: without it the
    // figure per message charges each message with the background of every idle stream during the run.
    const idleStart = totalCpuMs(apps.map((one) => one.pid));
    const idleAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idleEnd = totalCpuMs(apps.map((one) => one.pid));
    const idleCpuPerMs = idleStart !== null && idleEnd !== null ? (idleEnd - idleStart) / (Date.now() - idleAt) : null;
    const runStart = Date.now();
    const cpuStart = totalCpuMs(apps.map((one) => one.pid));
    const queue = Array.from({ length: rounds }, () => pairs).flat();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < queue.length) {
          const pair = queue[next++]!;
          await send(pair, true);
        }
      }),
    );
    const cpuEnd = totalCpuMs(apps.map((one) => one.pid));
    const runMs = Date.now() - runStart;
    latencies.sort((a, b) => a - b);
    fanout.sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    const line = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${values.at(-1)!.toFixed(1)} ms`;
    console.info(
      `${latencies.length} messages, ${concurrency} senders at a time, ${clients} streams open on ${processes} process${processes > 1 ? "es" : ""} (${conn.kind}), ${runMs} ms in all; load average ${loadAverage()}`,
    );
    console.info(
      `  send → delivered (POST sent until the partner's stream has it): ${line(latencies)}  (target p95 ≤ ${TARGET_P95_MS} ms)`,
    );
    if (cpuStart !== null && cpuEnd !== null) {
      // Load-independent: what one message costs the app process, all its work included (the figures above wait
      // for a core on a shared machine; this does not).
      console.info(
        `  app process${processes > 1 ? "es'" : "'s"} CPU per message (user + system${processes > 1 ? ", all processes" : ""}): ${((cpuEnd - cpuStart) / latencies.length).toFixed(2)} ms`,
      );
      if (idleCpuPerMs !== null) {
        const background = idleCpuPerMs * runMs;
        console.info(
          `  of which the open streams' background (${(idleCpuPerMs * 1000).toFixed(0)} ms of CPU a second with nobody writing): ${(background / latencies.length).toFixed(2)} ms; the message itself: ${((cpuEnd - cpuStart - background) / latencies.length).toFixed(2)} ms  (target ≤ ${conn.kind === "postgres" ? 3 : 6} ms)`,
        );
      }
    }
    console.info(`  insert → delivered (the message's created_at until the partner's stream has it): ${line(fanout)}`);
    answers.sort((a, b) => a - b);
    console.info(`  send → answered (the POST's 201): ${line(answers)}; the event came first for ${eventFirst} of ${answers.length}`);
    controller.abort();
    await Promise.all([...streams.values()].map((s) => s.close()));
    return p95 <= TARGET_P95_MS && memoryOk ? 0 : 1;
  } finally {
    controller.abort();
    await Promise.all(apps.map((one) => one.stop()));
  }
}
