/**
 * Durability under crashes: drives sign-ups, purchases through the test provider and chat messages concurrently
 * against the built server (`server.js`), kills it with SIGKILL mid-traffic several times, opens the database after
 * each kill and restarts the server, and checks that nothing answered as done is missing and that the credit ledger
 * agrees with the orders and messages (scripts/durability/invariants.ts). Prints the figures; exit code 1 on any
 * loss or difference.
 *
 *   npm run build && npm run check:durability                                   # PGlite in a fresh temp DATA_DIR
 *   npm run check:durability -- --postgres postgres://postgres@127.0.0.1:55433/postgres   # a fresh database there
 *   npm run check:durability -- --rounds 10 --seconds 8 --workers 12            # the long version
 *
 * Defaults (the short version, about 40 s): 3 kills, each 1.5–6 s into the traffic, 8 concurrent clients, port 4642.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase } from "#app/.server/db/client.server.ts";
import { startAppProcess } from "#tests/support/app-process.ts";
import { BROWSER_UA, buyCreditsOverHttp, seedTrafficMembers, signUpOverHttp, type TrafficMember } from "#tests/support/traffic.ts";
import { type Acknowledged, checkInvariants, type InvariantReport, isClean } from "./invariants.ts";

function option(argv: string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Member = TrafficMember;

export async function main(argv: string[]) {
  const postgresServer = option(argv, "postgres");
  // The app's modules read DATA_DIR and DATABASE_URL once, when imported: the check runs again in a child process
  // with a fresh folder (and, on PostgreSQL, a fresh database) set, and both are removed after it.
  if (!process.env.DURABILITY_DATA_DIR) {
    const dataDir = mkdtempSync(join(tmpdir(), "durability-"));
    let databaseUrl = "";
    let databaseName: string | undefined;
    if (postgresServer) {
      databaseName = `durability_${randomUUID().replaceAll("-", "")}`;
      const admin = postgres(postgresServer, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${databaseName}`);
      await admin.end();
      const url = new URL(postgresServer);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
    try {
      const child = spawnSync(process.execPath, ["scripts/run-ts.mjs", "scripts/durability/durability.ts", ...argv], {
        stdio: "inherit",
        // The built-in test provider on the demo site, as on a staging deployment.
        env: { ...process.env, DURABILITY_DATA_DIR: dataDir, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, TEST_PAYMENTS: "1" },
      });
      return child.status ?? 1;
    } finally {
      if (databaseName && postgresServer) {
        const admin = postgres(postgresServer, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return run(argv, process.env.DURABILITY_DATA_DIR, process.env.DATABASE_URL || undefined);
}

async function run(argv: string[], dataDir: string, databaseUrl: string | undefined) {
  const rounds = Number(option(argv, "rounds") ?? 3);
  const seconds = Number(option(argv, "seconds") ?? 6);
  const workers = Number(option(argv, "workers") ?? 8);
  const port = Number(option(argv, "port") ?? 4642);

  // Activated members with credits and a conversation each (pairs), written before the server opens the database.
  const members: Member[] = await seedTrafficMembers(databaseUrl, 40, 500, "Durable");

  const acknowledged: Acknowledged = { signups: [], messages: [], paidOrders: [] };
  const attempts = { signups: 0, purchases: 0, messages: 0 };
  const unanswered = { count: 0 };
  /** Answers that were not a success, by request and status: a refusal is fine (not acknowledged), a 5xx is not. */
  const refusals = new Map<string, number>();
  const refused = (what: string, response: Response) => {
    const key = `${what} ${response.status}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
  };
  let ip = 0;
  const freshIp = () => `10.77.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

  /** One client's requests until the server goes away. */
  async function client(origin: string, alive: () => boolean) {
    const headers = (extra: Record<string, string> = {}) => ({ "User-Agent": BROWSER_UA, Origin: origin, ...extra });
    while (alive()) {
      const member = members[Math.floor(Math.random() * members.length)]!;
      const pick = Math.random();
      try {
        if (pick < 0.25) {
          attempts.signups++;
          // Each sign-up from its own address, so the per-address limit stays out of the way.
          const { email, response } = await signUpOverHttp(origin, freshIp());
          if (response.ok) acknowledged.signups.push(email);
          else refused("sign-up", response);
        } else if (pick < 0.45) {
          attempts.purchases++;
          const bought = await buyCreditsOverHttp(origin, member.cookie);
          if ("orderId" in bought) acknowledged.paidOrders.push(bought.orderId);
          else refused(bought.refused, bought.response);
        } else {
          attempts.messages++;
          const text = `durable ${randomBytes(8).toString("hex")}`;
          const response = await fetch(`${origin}/api/messages.php`, {
            method: "POST",
            headers: headers({ Cookie: member.cookie, "Content-Type": "application/json" }),
            body: JSON.stringify({ conversation: member.conversation, text }),
          });
          const body = (await response.json()) as { message?: { id: number } };
          if (response.status === 201 && body.message) acknowledged.messages.push({ id: body.message.id, text });
          else refused("message", response);
        }
      } catch {
        // The server went away with this request in flight: not acknowledged, so it may or may not be stored.
        unanswered.count++;
      }
    }
  }

  /** Opens the database as the next start will, checks it, and notes what a provider would notify again. */
  async function inspect() {
    const opening = performance.now();
    const conn = await openDatabase(databaseUrl);
    const openMs = performance.now() - opening;
    try {
      const report = await checkInvariants(conn.db, acknowledged);
      const result = (await conn.db.execute(
        sql`select o.provider_payment_id as id from orders o join test_payments p on p.id = o.provider_payment_id
            where o.status = 'pending' and p.status = 'paid'`,
      )) as unknown as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
      const pendingPaid = (Array.isArray(result) ? result : result.rows).map((row) => String(row.id));
      const balances = new Map<string, number>();
      for (const member of members.slice(0, 6)) {
        const sum = (await conn.db.execute(
          sql`select coalesce(sum(amount), 0)::int as sum from credit_entries where user_id = ${member.userId}`,
        )) as unknown as Record<string, unknown>[] | { rows: Record<string, unknown>[] };
        balances.set(member.cookie, Number((Array.isArray(sum) ? sum : sum.rows)[0]!.sum));
      }
      return { report, openMs, pendingPaid, balances };
    } finally {
      await conn.close();
    }
  }

  const failures: string[] = [];
  const describe = (label: string, report: InvariantReport, openMs: number) => {
    const { lost } = report;
    console.info(
      `${label}: database opened in ${openMs.toFixed(0)} ms; ${report.counts.users} users, ${report.counts.messages} messages, ` +
        `${report.counts.paidOrders} paid orders, ${report.counts.entries} ledger entries (sum ${report.counts.ledgerSum}); ` +
        `lost: ${lost.signups.length} sign-ups, ${lost.messages.length} messages, ${lost.paidOrders.length} payments; ` +
        `ledger differences: ${report.orderLedgerDifferences.length + report.messageLedgerDifferences.length}, ` +
        `double credits: ${report.doubleCredits.length}, negative balances: ${report.negativeBalances.length}`,
    );
    if (!isClean(report)) failures.push(`${label}: ${JSON.stringify({ ...report, counts: undefined })}`);
  };

  /** After a restart: the app's own balance equals the ledger's sum, and payments a crash left unapplied are settled by the provider's retry. */
  async function afterRestart(origin: string, state: Awaited<ReturnType<typeof inspect>>) {
    for (const [cookie, sum] of state.balances) {
      const user = (await (await fetch(`${origin}/api/user.php`, { headers: { Cookie: cookie, "User-Agent": BROWSER_UA } })).json()) as {
        user: { credits: number };
      };
      if (user.user.credits !== sum) failures.push(`balance answered ${user.user.credits}, ledger sum ${sum}`);
    }
    let settled = 0;
    for (const id of state.pendingPaid) {
      const response = await fetch(`${origin}/api/payments/webhook.php?provider=test`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER_UA },
        body: `id=${id}`,
      });
      await response.arrayBuffer();
      if (response.ok) settled++;
    }
    return settled;
  }

  const started = Date.now();
  /** The check of the database after the latest kill, which the next start reads. */
  let lastState: ReturnType<typeof inspect> | undefined;
  let settledByRetry = 0;
  let leftByCrash = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      const app = await startAppProcess({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      const before = {
        ...attempts,
        acknowledged: acknowledged.signups.length + acknowledged.messages.length + acknowledged.paidOrders.length,
      };
      if (round > 1) {
        const state = await lastState!;
        leftByCrash += state.pendingPaid.length;
        settledByRetry += await afterRestart(app.origin, state);
      }
      let alive = true;
      const clients = Array.from({ length: workers }, () => client(app.origin, () => alive));
      // Killed at a random moment of the traffic, so the kill lands inside transactions, not between them.
      // (Not in the first 1.5 s: a fresh process spends them loading its routes, and little would be in flight.)
      const killAfter = 1500 + Math.random() * Math.max(0, seconds * 1000 - 1500);
      await sleep(killAfter);
      process.kill(-app.pid, "SIGKILL");
      alive = false;
      await app.exited;
      await Promise.all(clients);
      const done = acknowledged.signups.length + acknowledged.messages.length + acknowledged.paidOrders.length - before.acknowledged;
      console.info(
        `round ${round}: SIGKILL after ${(killAfter / 1000).toFixed(1)} s, ${done} writes acknowledged ` +
          `(${attempts.signups - before.signups} sign-ups, ${attempts.purchases - before.purchases} purchases, ${attempts.messages - before.messages} messages tried)`,
      );
      lastState = inspect();
      const state = await lastState;
      describe(`  after kill ${round}`, state.report, state.openMs);
    }
    // A last start after the last kill: settle what the crash left, check balances, stop cleanly and check once more.
    const app = await startAppProcess({ PORT: port, DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const state = await lastState!;
    leftByCrash += state.pendingPaid.length;
    settledByRetry += await afterRestart(app.origin, state);
    await app.stop();
    const final = await inspect();
    describe("final", final.report, final.openMs);
    if (final.pendingPaid.length)
      failures.push(`${final.pendingPaid.length} payments the provider reports paid are still pending after its retry`);
  } catch (error) {
    failures.push(`the check stopped: ${error instanceof Error ? error.message : String(error)}`);
  }

  console.info(
    `\n${databaseUrl ? "PostgreSQL" : "PGlite"}: ${rounds} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(0)} s; acknowledged ` +
      `${acknowledged.signups.length} sign-ups, ${acknowledged.paidOrders.length} payments, ${acknowledged.messages.length} messages; ` +
      `${unanswered.count} requests cut off by the kills; ${leftByCrash} payments the provider had paid but a kill left unapplied, ` +
      `${settledByRetry} settled by the provider's retry after the restart`,
  );
  if (refusals.size) console.info(`answers other than success: ${[...refusals].map(([key, n]) => `${key} ×${n}`).join(", ")}`);
  if ([...refusals.keys()].some((key) => / 5\d\d$/.test(key))) failures.push("the server answered 5xx");
  if (failures.length) {
    console.error(`FAILED:\n${failures.join("\n")}`);
    return 1;
  }
  console.info("no acknowledged write lost, no ledger difference");
  return 0;
}
