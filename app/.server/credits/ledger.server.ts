import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.server.ts";
import { creditEntries, users, type CreditEntryKind } from "../db/schema.ts";

/**
 * The credit ledger (docs/decisions/030-credit-ledger-and-payments.md): an append-only table of signed entries.
 * A member's balance is the sum of their entries; nothing else stores it. Every write locks the member's `users`
 * row first (`select … for update`), so writes for one member queue and a debit sees every earlier entry: the
 * balance can never go below zero, on PGlite (one connection) and on PostgreSQL (many processes) alike.
 */

/** A database handle or an open transaction (both are Drizzle `PgDatabase`s). */
export type LedgerDb = Database;

export class InsufficientCreditsError extends Error {
  readonly balance: number;
  readonly required: number;
  constructor(balance: number, required: number) {
    super(`Insufficient credits: balance ${balance}, required ${required}`);
    this.name = "InsufficientCreditsError";
    this.balance = balance;
    this.required = required;
  }
}

/** The balance of the member whose id is in `userId` (a column or a value), as SQL: for reads that join users. */
export function balanceSql(userId: AnyPgColumn | number): SQL<number> {
  return sql<number>`(select coalesce(sum(${creditEntries.amount}), 0)::integer from ${creditEntries} where ${creditEntries.userId} = ${userId})`.mapWith(
    Number,
  );
}

/** A member's balance: the sum of their ledger entries. */
export async function balanceOf(db: LedgerDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditEntries.amount}), 0)::integer`.mapWith(Number) })
    .from(creditEntries)
    .where(eq(creditEntries.userId, userId));
  return row?.balance ?? 0;
}

function assertPositiveWhole(amount: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`A ledger amount must be a positive whole number, got ${amount}`);
}

/**
 * Locks the member's row until the transaction ends: the one place ledger writes for a member queue up. A chat message
 * takes the same row in the database function `send_paid_message` (`FOR NO KEY UPDATE`, which this lock excludes;
 * decision 121): a change to this rule changes that function too, in a new migration.
 */
export async function lockMember(tx: LedgerDb, userId: number) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw new Error(`No member ${userId}`);
}

async function entryByKey(tx: LedgerDb, idempotencyKey: string) {
  const [row] = await tx.select().from(creditEntries).where(eq(creditEntries.idempotencyKey, idempotencyKey)).limit(1);
  return row;
}

export type DebitInput = {
  userId: number;
  /** Credits to take, a positive whole number. */
  amount: number;
  kind: "message";
  /** What the credits paid for, e.g. `message:123`. */
  reference: string;
  /** When set, a second debit with the same key is a no-op (a retried request). */
  idempotencyKey?: string;
};

/**
 * Takes credits from a member inside the caller's transaction (so the debit commits or rolls back with what it
 * paid for, e.g. the message insert) and answers the balance left, which the caller can show without reading it
 * again. Throws `InsufficientCreditsError` when the balance is below `amount`; the caller's transaction should
 * then roll back (throwing out of it does).
 */
export async function debitCredits(tx: LedgerDb, input: DebitInput): Promise<number> {
  assertPositiveWhole(input.amount);
  await lockMember(tx, input.userId);
  if (input.idempotencyKey && (await entryByKey(tx, input.idempotencyKey))) return balanceOf(tx, input.userId);
  const balance = await balanceOf(tx, input.userId);
  if (balance < input.amount) throw new InsufficientCreditsError(balance, input.amount);
  await tx.insert(creditEntries).values({
    userId: input.userId,
    amount: -input.amount,
    kind: input.kind,
    reference: input.reference,
    idempotencyKey: input.idempotencyKey ?? null,
  });
  // The member's row is locked: no other entry of theirs can land before this transaction ends.
  return balance - input.amount;
}

export type CreditInput = {
  userId: number;
  amount: number;
  kind: Extract<CreditEntryKind, "purchase" | "bonus" | "opening">;
  reference: string;
  /** Required: a purchase is credited once however often its notification arrives. */
  idempotencyKey: string;
  orderId?: number | null;
};

/**
 * Adds credits once per idempotency key. Runs in its own transaction, or as a savepoint of the caller's (so an
 * order's status change and its credit commit together). `applied` is false when the key was already booked.
 */
export async function creditCredits(db: LedgerDb, input: CreditInput): Promise<{ applied: boolean }> {
  assertPositiveWhole(input.amount);
  return db.transaction(async (tx) => {
    await lockMember(tx, input.userId);
    const inserted = await tx
      .insert(creditEntries)
      .values({
        userId: input.userId,
        amount: input.amount,
        kind: input.kind,
        reference: input.reference,
        idempotencyKey: input.idempotencyKey,
        orderId: input.orderId ?? null,
      })
      .onConflictDoNothing({ target: creditEntries.idempotencyKey, where: sql`${creditEntries.idempotencyKey} is not null` })
      .returning({ id: creditEntries.id });
    return { applied: inserted.length > 0 };
  });
}

export type ReverseInput = {
  userId: number;
  /** The credits the refund or chargeback takes back (what the order added). */
  amount: number;
  kind: Extract<CreditEntryKind, "refund" | "chargeback">;
  reference: string;
  idempotencyKey: string;
  orderId?: number | null;
};

export type Reversal = { applied: boolean; reversed: number; shortfall: number };

/**
 * Takes back credits of a refunded or charged-back purchase. A balance never goes below zero: when the member has
 * already spent some of them, the entry takes what is there and records the rest as `shortfall` (for staff and
 * bookkeeping). Once per idempotency key; a repeat answers the first reversal.
 */
export async function reverseCredits(db: LedgerDb, input: ReverseInput): Promise<Reversal> {
  assertPositiveWhole(input.amount);
  return db.transaction(async (tx) => {
    await lockMember(tx, input.userId);
    const earlier = await entryByKey(tx, input.idempotencyKey);
    if (earlier) return { applied: false, reversed: -earlier.amount, shortfall: earlier.shortfall };
    const balance = await balanceOf(tx, input.userId);
    const reversed = Math.min(balance, input.amount);
    const shortfall = input.amount - reversed;
    await tx.insert(creditEntries).values({
      userId: input.userId,
      amount: -reversed,
      shortfall,
      kind: input.kind,
      reference: input.reference,
      idempotencyKey: input.idempotencyKey,
      orderId: input.orderId ?? null,
    });
    return { applied: true, reversed, shortfall };
  });
}

export type LedgerEntry = typeof creditEntries.$inferSelect;

/** A member's entries, newest first. */
export async function entriesOf(db: LedgerDb, userId: number, { limit = 50 }: { limit?: number } = {}): Promise<LedgerEntry[]> {
  return db.select().from(creditEntries).where(eq(creditEntries.userId, userId)).orderBy(desc(creditEntries.id)).limit(limit);
}

/** Entries booked against one order, oldest first. */
export async function entriesOfOrder(db: LedgerDb, orderId: number): Promise<LedgerEntry[]> {
  return db
    .select()
    .from(creditEntries)
    .where(and(eq(creditEntries.orderId, orderId)))
    .orderBy(asc(creditEntries.id));
}
