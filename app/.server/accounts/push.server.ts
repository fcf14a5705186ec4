import { ECDH } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server.ts";
import { pushSubscriptions } from "../db/schema.ts";
import { plainToken } from "#app/forms/text.ts";
import { isPushServiceEndpoint } from "../push/push-services.server.ts";

/** The issue message of an endpoint that is not a browser's push service; the route answers it with its own code and words. */
export const PUSH_SERVICE_REFUSED = "api.push_service_refused";

/** The issue message of keys no browser could have made; the route answers it with its own code. */
export const PUSH_KEYS_INVALID = "api.push_keys_invalid";

/** Bytes of a base64url text (browsers leave out the padding; some add it), or null when it is not base64url. */
function base64urlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text.replace(/=+$/, ""), "base64url") : null;
}

/** `keys.p256dh`: the browser's public key, an uncompressed P-256 point (65 bytes, 0x04 first) on the curve (RFC 8291). */
export function isPushPublicKey(text: string): boolean {
  const bytes = base64urlBytes(text);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, "prime256v1");
    return true;
  } catch {
    return false;
  }
}

/** `keys.auth`: the 16-byte authentication secret (RFC 8291). */
export function isPushAuthSecret(text: string): boolean {
  return base64urlBytes(text)?.length === 16;
}

/** A browser PushSubscription as `subscription.toJSON()` gives it (body of `POST /api/user.php?push=1`). */
export const PushSubscriptionSchema = z.object({
  subscription: z.object({
    // The server later POSTs to this address: only a browser's push service (decision 055).
    endpoint: plainToken().max(2048).pipe(z.url()).refine(isPushServiceEndpoint, PUSH_SERVICE_REFUSED),
    expirationTime: z.number().nullable().optional(),
    // Checked here: a key no browser makes would be stored and fail on every send.
    keys: z.object({
      p256dh: plainToken().max(256).refine(isPushPublicKey, PUSH_KEYS_INVALID),
      auth: plainToken().max(256).refine(isPushAuthSecret, PUSH_KEYS_INVALID),
    }),
  }),
});

export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>["subscription"];

/**
 * Attaches a push subscription to a member and the session that saved it (`sessionIdOf`): it ends with that session.
 * An endpoint seen before moves to this member and session.
 */
export async function savePushSubscription(
  db: Database,
  userId: number,
  subscription: PushSubscriptionInput,
  userAgent: string,
  sessionId: string | null = null,
) {
  const row = {
    userId,
    sessionId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent.slice(0, 512),
  };
  await db
    .insert(pushSubscriptions)
    .values({ ...row, endpoint: subscription.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
}

/** Forgets one of the member's push subscriptions (push turned off on /profile); another member's endpoint is left alone. */
export async function removePushSubscription(db: Database, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
