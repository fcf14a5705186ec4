import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { accountTokens } from "../db/schema.ts";

export type TokenPurpose = "activation" | "password_reset" | "email_change";

/** How long a mailed link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  activation: 7 * 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Issues a token for a mailed link; earlier unused tokens of the same purpose stop working. */
export async function issueToken(db: Database, userId: number, purpose: TokenPurpose, payload: Record<string, string> = {}) {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
    await tx.insert(accountTokens).values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      payload,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** The row of a token that can still be used for this purpose. */
function usable(token: string, purpose: TokenPurpose) {
  return and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );
}

/**
 * Uses a token once: returns its user and payload when it exists, has this
 * purpose, is unused and unexpired; marks it used in the same statement, so two
 * clicks cannot both succeed.
 */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose) {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: accountTokens.userId, payload: accountTokens.payload });
  return row ?? null;
}

/** Checks a token without using it (e.g. to show the new-password form before it is submitted). */
export async function peekToken(db: Database, token: string, purpose: TokenPurpose) {
  if (!TOKEN_FORMAT.test(token)) return null;
  const [row] = await db
    .select({ userId: accountTokens.userId, payload: accountTokens.payload })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return row ?? null;
}
