import { createHash, randomBytes } from "node:crypto";
import { createSession, SESSION_COOKIE } from "#app/.server/accounts/session.server.ts";
import { creditCredits } from "#app/.server/credits/ledger.server.ts";
import { openDatabase } from "#app/.server/db/client.server.ts";
import { conversationReads, conversations, profiles, users } from "#app/.server/db/schema.ts";

/**
 * Traffic against the built server over real HTTP, as a browser sends it: sign-ups through the spec's API and
 * purchases through the built-in test provider. Shared by the durability check (scripts/durability) and the
 * throughput bench (bench/throughput).
 */
export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
/** Classic's package 2 (125 credits + 10 bonus). */
export const PACKAGE_PATH = "/credits/2/creditcard";

export type TrafficMember = { userId: number; profileId: number; cookie: string; conversation: number };

/**
 * Activated classic members in pairs, each pair with a conversation, each member with `credits` and a session.
 * Written before the server opens the database (PGlite is one process per folder).
 */
export async function seedTrafficMembers(databaseUrl: string | undefined, count: number, credits: number, label: string) {
  const members: TrafficMember[] = [];
  const conn = await openDatabase(databaseUrl);
  try {
    const rows = await conn.db
      .insert(profiles)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `${label} ${i}`,
          country: "GB",
          gender: "female" as const,
          dateOfBirth: "1990-01-01",
        })),
      )
      .returning({ id: profiles.id });
    const accounts = await conn.db
      .insert(users)
      .values(
        rows.map((row, i) => ({
          siteId: "classic",
          email: `${label.toLowerCase()}-${i}@example.com`,
          passwordHash: "x",
          status: "active" as const,
          profileId: row.id,
        })),
      )
      .returning({ id: users.id, profileId: users.profileId });
    for (let i = 0; i + 1 < accounts.length; i += 2) {
      const [a, b] = [accounts[i]!, accounts[i + 1]!];
      const [conversation] = await conn.db
        .insert(conversations)
        .values({
          lowProfileId: Math.min(a.profileId, b.profileId),
          highProfileId: Math.max(a.profileId, b.profileId),
          startedByProfileId: a.profileId,
        })
        .returning({ id: conversations.id });
      await conn.db.insert(conversationReads).values([
        { conversationId: conversation!.id, profileId: a.profileId, listed: true },
        { conversationId: conversation!.id, profileId: b.profileId, listed: true },
      ]);
      for (const account of [a, b]) {
        await creditCredits(conn.db, {
          userId: account.id,
          amount: credits,
          kind: "opening",
          reference: label,
          idempotencyKey: `${label}-${account.id}`,
        });
        const { token } = await createSession(conn.db, account.id, "classic", null);
        members.push({
          userId: account.id,
          profileId: account.profileId,
          cookie: `${SESSION_COOKIE}=${token}`,
          conversation: conversation!.id,
        });
      }
    }
  } finally {
    await conn.close();
  }
  return members;
}

const headersFor = (origin: string, extra: Record<string, string> = {}) => ({ "User-Agent": BROWSER_UA, Origin: origin, ...extra });

/**
 * A sign-up as the sign-up form sends it: the e-mail check's token, then `POST /api/user.php?new=1` with the
 * browser's CSRF hash. `from` is the client's address (X-Forwarded-For, trusted from loopback), so the per-address
 * limit can be kept out of the way. Answers the e-mail and the sign-up's response (its body read).
 */
export async function signUpOverHttp(origin: string, from: string): Promise<{ email: string; response: Response }> {
  const email = `signup-${randomBytes(6).toString("hex")}@example.com`;
  const check = await fetch(`${origin}/api/validate_email.php?email=${encodeURIComponent(email)}`, {
    headers: headersFor(origin, { "X-Forwarded-For": from }),
  });
  const { token } = (await check.json()) as { token: string };
  const response = await fetch(`${origin}/api/user.php?new=1`, {
    method: "POST",
    headers: headersFor(origin, { "Content-Type": "application/json", "X-Forwarded-For": from }),
    body: JSON.stringify({
      email,
      firstname: "Dora",
      password: "long enough password",
      trafficsource: null,
      timezone: "UTC",
      country: "GB",
      language: "en",
      profile: null,
      form_path: "/signup",
      referrer: null,
      csrf: createHash("sha512").update(`${email}${BROWSER_UA}`).digest("hex"),
      token,
      n: BROWSER_UA,
    }),
  });
  await response.arrayBuffer();
  return { email, response };
}

/**
 * A purchase of classic's package 2 through the test provider: the order (redirect to the provider's checkout), then
 * "paid" there (redirect to the receipt). Answers the paid order's id, or the response that refused it.
 */
export async function buyCreditsOverHttp(
  origin: string,
  cookie: string,
): Promise<{ orderId: number } | { refused: string; response: Response }> {
  const order = await fetch(`${origin}${PACKAGE_PATH}`, {
    method: "POST",
    headers: headersFor(origin, { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" }),
    body: "code=",
    redirect: "manual",
  });
  await order.arrayBuffer();
  const paymentId = /\/payments\/test\/(tst_[\w-]+)/.exec(order.headers.get("location") ?? "")?.[1];
  if (!paymentId) return { refused: "order", response: order };
  const paid = await fetch(`${origin}/payments/test/${paymentId}`, {
    method: "POST",
    headers: headersFor(origin, { "Content-Type": "application/x-www-form-urlencoded" }),
    body: "intent=paid",
    redirect: "manual",
  });
  await paid.arrayBuffer();
  const orderId = /\/transactions\/(\d+)/.exec(paid.headers.get("location") ?? "")?.[1];
  return paid.status === 302 && orderId ? { orderId: Number(orderId) } : { refused: "test checkout", response: paid };
}
