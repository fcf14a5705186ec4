import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../db/client.server.ts";
import { accountTokens } from "../db/schema.ts";
import { createMember } from "#tests/support/factories.ts";
import { consumeToken, issueToken, peekToken } from "./tokens.server.ts";

describe("account tokens", () => {
  it("work once, for their purpose only", async () => {
    const db = await getDb();
    const { user } = await createMember();
    const token = await issueToken(db, user.id, "email_change", { email: "new@example.com" });
    expect(await consumeToken(db, token, "password_reset")).toBeNull();
    expect(await peekToken(db, token, "email_change")).toEqual({ userId: user.id, payload: { email: "new@example.com" } });
    expect(await consumeToken(db, token, "email_change")).toEqual({ userId: user.id, payload: { email: "new@example.com" } });
    expect(await consumeToken(db, token, "email_change")).toBeNull();
  });

  it("expire, and a newer token replaces an older one", async () => {
    const db = await getDb();
    const { user } = await createMember();
    const old = await issueToken(db, user.id, "activation");
    const fresh = await issueToken(db, user.id, "activation");
    expect(await consumeToken(db, old, "activation")).toBeNull();
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.id));
    expect(await consumeToken(db, fresh, "activation")).toBeNull();
  });

  it("refuse malformed tokens without a query", async () => {
    expect(await consumeToken(await getDb(), "short", "activation")).toBeNull();
    expect(await peekToken(await getDb(), "x".repeat(500), "activation")).toBeNull();
  });
});
