import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.server.ts";
import { pushSubscriptions } from "../db/schema.ts";
import { plainToken } from "#app/forms/text.ts";
import { isPushServiceEndpoint } from "../push/push-services.server.ts";

/** The issue message of an endpoint that is not a browser's push service; the route answers it with its own code and words. */
export const PUSH_SERVICE_REFUSED = "api.push_service_refused";

/** A browser PushSubscription as `subscription.toJSON()` gives it (body of `POST /api/user.php?push=1`). */
export const PushSubscriptionSchema = z.object({
  subscription: z.object({
    // The server later POSTs to this address: only a browser's push service (decision 055).
    endpoint: plainToken().max(2048).pipe(z.url()).refine(isPushServiceEndpoint, PUSH_SERVICE_REFUSED),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: plainToken().min(1).max(256), auth: plainToken().min(1).max(256) }),
  }),
});

export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>["subscription"];

/** Attaches a push subscription to a member; an endpoint seen before moves to this member. */
export async function savePushSubscription(db: Database, userId: number, subscription: PushSubscriptionInput, userAgent: string) {
  await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      userAgent: userAgent.slice(0, 512),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, userAgent: userAgent.slice(0, 512) },
    });
}

/** Forgets one of the member's push subscriptions (push turned off on /profile); another member's endpoint is left alone. */
export async function removePushSubscription(db: Database, userId: number, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
