import { and, eq, inArray, isNull, or } from "drizzle-orm";
import webPush from "web-push";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { sessionInForce } from "../accounts/session.server.ts";
import { pushSubscriptions, sessions } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { endpointHost, isPushServiceEndpoint } from "./push-services.server.ts";
import { vapidKeysFor } from "./vapid.server.ts";

/** The push body of contract 2 (pwa's worker shows it): `showNotification(title, { body, tag, data: { url } })`. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Seconds a push service keeps an undelivered message: a chat notice older than a day is noise. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292; `web-push` builds the request)
 * with fetch, so a slow push service times out. A subscription the service no longer knows
 * (404, 410) is removed, and so is one whose endpoint is not a browser's push service (decision 055).
 * Answers the push service's status, or null when nothing was sent.
 */
export async function sendPush(db: Database, site: Site, subscription: SubscriptionRow, payload: PushPayload): Promise<number | null> {
  // Rows saved before the check on saving (or written by hand) are checked here too: never contacted, dropped.
  if (!isPushServiceEndpoint(subscription.endpoint)) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    logError("push subscription dropped", new Error(`${endpointHost(subscription.endpoint)} is not a browser's push service`));
    return null;
  }
  const keys = await vapidKeysFor(site);
  if (!keys) return null;
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "high",
    },
  );
  let status: number;
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body as Uint8Array<ArrayBuffer> | null,
      // A push service answers; it never sends us elsewhere, so a redirect is not followed.
      redirect: "error",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    logError("push service unreachable", error);
    return null;
  }
  if (status === 404 || status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
  } else if (status >= 400) {
    logError("push refused", new Error(`push service answered ${status}`));
  }
  return status;
}

/**
 * The subscriptions of these members that may still be pushed to: tied to a session still in force (one past its
 * lifetime but not yet purged gets nothing), or saved before subscriptions were tied to sessions.
 */
export async function subscriptionsOf(db: Database, userIds: number[]): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .leftJoin(sessions, eq(sessions.idHash, pushSubscriptions.sessionId))
    .where(and(inArray(pushSubscriptions.userId, userIds), or(isNull(pushSubscriptions.sessionId), sessionInForce(new Date()))));
  return rows.map((row) => row.subscription);
}
