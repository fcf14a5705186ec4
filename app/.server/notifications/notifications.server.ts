import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { NotificationEntry as NotificationItem } from "#app/notifications/notification.ts";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { notifications } from "../db/schema.ts";
import { loadProfileCards } from "../profiles/pool.server.ts";

/**
 * `/notifications`: what happened to the member — a new message, a new like,
 * their e-mail address changed — newest first, with read state. Events from profiles the site
 * no longer shows are left out, as in the likes lists.
 */
export type { NotificationEntry as NotificationItem } from "#app/notifications/notification.ts";

const LIST_LIMIT = 100;

export async function listNotifications(db: Database, site: Site, user: { id: number; profileId: number }): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(desc(notifications.id))
    .limit(LIST_LIMIT);
  const profileIds = [...new Set(rows.flatMap((row) => (row.profileId ? [row.profileId] : [])))];
  const cards = new Map((await loadProfileCards(db, site, profileIds, user)).map((card) => [card.id, card]));
  return rows.flatMap((row) => {
    const profile = row.profileId ? cards.get(row.profileId) : null;
    if (row.profileId && !profile) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        read: row.readAt !== null,
        created_at: row.createdAt.toISOString(),
        profile: profile ?? null,
        conversation: row.conversationId,
      },
    ];
  });
}

export async function unreadNotificationCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export async function markAllNotificationsRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** The account's address was changed: the member is told on /notifications too (anchor `email-change-incorrect`). */
export async function notifyEmailChange(db: Database, userId: number): Promise<void> {
  await db.insert(notifications).values({ userId, kind: "email_change" });
}
