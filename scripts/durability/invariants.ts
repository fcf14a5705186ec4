import { sql } from "drizzle-orm";
import type { Database } from "#app/.server/db/client.server.ts";

/** What the server answered as done (2xx, or the test checkout's redirect after "paid"): each must be in the database. */
export type Acknowledged = {
  /** E-mails of sign-ups answered 2xx. */
  signups: string[];
  /** Messages answered 201: their id and text. */
  messages: { id: number; text: string }[];
  /** Orders whose test checkout answered "paid" (the redirect to the transaction page). */
  paidOrders: number[];
};

export type InvariantReport = {
  /** Acknowledged writes the database does not hold (or holds otherwise). */
  lost: { signups: string[]; messages: number[]; paidOrders: number[] };
  /** Members whose ledger is below zero: a debit the balance did not cover. */
  negativeBalances: number[];
  /** Orders with more than one purchase or bonus entry of a kind: a credit given twice. */
  doubleCredits: number[];
  /** Paid orders whose entries are not exactly their credits and bonus; orders not paid that have entries. */
  orderLedgerDifferences: number[];
  /** Message debits naming no message of that member, and messages debited more than once. */
  messageLedgerDifferences: string[];
  /** Figures for the report. */
  counts: { users: number; messages: number; paidOrders: number; entries: number; ledgerSum: number };
};

/** The report holds no loss and no ledger difference. */
export function isClean(report: InvariantReport): boolean {
  return (
    report.lost.signups.length +
      report.lost.messages.length +
      report.lost.paidOrders.length +
      report.negativeBalances.length +
      report.doubleCredits.length +
      report.orderLedgerDifferences.length +
      report.messageLedgerDifferences.length ===
    0
  );
}

type Row = Record<string, unknown>;
async function rows(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  // drizzle's execute answers an array on postgres.js and `{ rows }` on PGlite.
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

const ids = (list: Row[], name = "id") => list.map((row) => Number(row[name]));

/**
 * The promises money and messages rest on, checked on a database after a crash (or any time): nothing answered as
 * done is missing, and the credit ledger agrees with the orders and messages it names. A member's balance is the sum
 * of their entries (nothing else stores it), so "the balance equals the ledger" means: every entry is backed by
 * exactly one paid order or one message, none twice, and no sum below zero.
 */
export async function checkInvariants(db: Database, acknowledged: Acknowledged): Promise<InvariantReport> {
  const emails = acknowledged.signups.map((email) => email.toLowerCase());
  const foundEmails = new Set(
    emails.length
      ? (await rows(db, sql`select lower(email) as email from users where lower(email) in ${emails}`)).map((row) => String(row.email))
      : [],
  );
  const messageIds = acknowledged.messages.map((message) => message.id);
  const storedMessages = new Map(
    messageIds.length
      ? (await rows(db, sql`select id, body from messages where id in ${messageIds}`)).map((row) => [Number(row.id), String(row.body)])
      : [],
  );
  const paidFound = new Set(
    acknowledged.paidOrders.length
      ? ids(await rows(db, sql`select id from orders where status = 'paid' and id in ${acknowledged.paidOrders}`))
      : [],
  );

  const negativeBalances = ids(
    await rows(db, sql`select user_id from credit_entries group by user_id having sum(amount) < 0 order by user_id`),
    "user_id",
  );
  const doubleCredits = ids(
    await rows(
      db,
      sql`select distinct order_id from credit_entries where order_id is not null and kind in ('purchase', 'bonus')
          group by order_id, kind having count(*) > 1 order by order_id`,
    ),
    "order_id",
  );
  // Without refunds or chargebacks (which the check leaves to their own tests), a paid order's entries are exactly its
  // credits and bonus, and an order not paid has none.
  const orderLedgerDifferences = ids(
    await rows(
      db,
      sql`select o.id from orders o
          left join credit_entries e on e.order_id = o.id and e.kind in ('purchase', 'bonus')
          where o.kind = 'credits'
          group by o.id, o.status, o.credits, o.bonus_credits
          having coalesce(sum(e.amount), 0) <> case when o.status = 'paid' then o.credits + o.bonus_credits else 0 end
          order by o.id`,
    ),
  );
  const messageLedgerDifferences = [
    ...(
      await rows(
        db,
        sql`select e.id, e.reference from credit_entries e
            left join messages m on e.reference = 'message:' || m.id and m.sender_user_id = e.user_id
            where e.kind = 'message' and m.id is null order by e.id`,
      )
    ).map((row) => `entry ${String(row.id)} (${String(row.reference)}) names no message of its member`),
    ...(
      await rows(
        db,
        sql`select reference, count(*)::int as n from credit_entries where kind = 'message' group by reference having count(*) > 1`,
      )
    ).map((row) => `${String(row.reference)} debited ${String(row.n)} times`),
  ];
  const [figures] = await rows(
    db,
    sql`select (select count(*) from users)::int as users, (select count(*) from messages)::int as messages,
               (select count(*) from orders where status = 'paid')::int as paid_orders,
               (select count(*) from credit_entries)::int as entries,
               (select coalesce(sum(amount), 0) from credit_entries)::bigint as ledger_sum`,
  );
  return {
    lost: {
      signups: emails.filter((email) => !foundEmails.has(email)),
      messages: acknowledged.messages.filter((message) => storedMessages.get(message.id) !== message.text).map((message) => message.id),
      paidOrders: acknowledged.paidOrders.filter((id) => !paidFound.has(id)),
    },
    negativeBalances,
    doubleCredits,
    orderLedgerDifferences,
    messageLedgerDifferences,
    counts: {
      users: Number(figures?.users ?? 0),
      messages: Number(figures?.messages ?? 0),
      paidOrders: Number(figures?.paid_orders ?? 0),
      entries: Number(figures?.entries ?? 0),
      ledgerSum: Number(figures?.ledger_sum ?? 0),
    },
  };
}
