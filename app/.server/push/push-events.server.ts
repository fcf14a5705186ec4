import { createInstance, type TFunction } from "i18next";
import { and, eq, inArray } from "drizzle-orm";
import { cutText } from "#app/forms/cut-text.ts";
import { resources } from "#app/i18n/resources.ts";
import { isLanguage, LANGUAGES } from "#app/site/locales.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { connectedUsers } from "../chat/live.server.ts";
import type { Database } from "../db/client.server.ts";
import { profiles, users } from "../db/schema.ts";
import { sendPush, subscriptionsOf, type PushPayload } from "./push-send.server.ts";

/**
 * Which events become a push, and in which words: a new message or like,
 * for members with a subscription and no open live stream (they see it live otherwise), in
 * the member's language, through their site's keys.
 */
const i18n = createInstance();
void i18n.init({ resources, fallbackLng: "en", supportedLngs: [...LANGUAGES], interpolation: { escapeValue: false }, initAsync: false });

function tFor(language: string | null): TFunction {
  return i18n.getFixedT(language && isLanguage(language) ? language : "en");
}

/** Longest message excerpt a notification shows. */
const EXCERPT_LENGTH = 120;

type PayloadFor = () => Promise<(t: TFunction) => PushPayload>;

async function pushToMembers(db: Database, userIds: number[], payloadFor: PayloadFor): Promise<number> {
  if (userIds.length === 0) return 0;
  const connected = await connectedUsers(db, userIds);
  return pushToAwayMembers(
    db,
    userIds.filter((id) => !connected.has(id)),
    payloadFor,
  );
}

/** Pushes to members known to have no live stream open (`awayUserIds`). */
async function pushToAwayMembers(db: Database, awayUserIds: number[], payloadFor: PayloadFor): Promise<number> {
  if (awayUserIds.length === 0) return 0;
  const subscriptions = await subscriptionsOf(db, awayUserIds);
  // Most events reach a member who is connected: no push, and no query for its words.
  if (subscriptions.length === 0) return 0;
  const payload = await payloadFor();
  const accounts = await db
    .select({ id: users.id, siteId: users.siteId, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(subscriptions.map((s) => s.userId))]));
  const byId = new Map(accounts.map((a) => [a.id, a]));
  let sent = 0;
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const account = byId.get(subscription.userId);
      const site = account && siteRegistry.sites.find((s) => s.id === account.siteId);
      if (!account || !site) return;
      const status = await sendPush(db, site, subscription, payload(tFor(account.language ?? site.language ?? null)));
      if (status !== null && status < 300) sent++;
    }),
  );
  return sent;
}

async function profileName(db: Database, profileId: number): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId));
  return row?.name ?? "";
}

/** A message as its push shows it: cut to EXCERPT_LENGTH with an ellipsis, never inside an emoji. */
export function messageExcerpt(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${cutText(text, EXCERPT_LENGTH - 1)}…` : text;
}

/** A message's push to the partner's accounts that have no live stream open (`awayUserIds`, as the send found them). */
export async function pushMessageToRecipients(
  db: Database,
  input: { awayUserIds: number[]; senderProfileId: number; conversationId: number; text: string },
): Promise<number> {
  const excerpt = messageExcerpt(input.text);
  return pushToAwayMembers(db, input.awayUserIds, async () => {
    const name = await profileName(db, input.senderProfileId);
    return (t) => ({
      title: t("push.message_title", { name }),
      body: excerpt,
      url: `/chats/${input.conversationId}`,
      // One notification per conversation: a newer message replaces the older one.
      tag: `chat-${input.conversationId}`,
    });
  });
}

export async function pushLikeToRecipients(db: Database, input: { likedProfileId: number; likerProfileId: number }): Promise<number> {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.profileId, input.likedProfileId), eq(users.status, "active")));
  return pushToMembers(
    db,
    recipients.map((r) => r.id),
    async () => {
      const name = await profileName(db, input.likerProfileId);
      return (t) => ({
        title: t("push.like_title"),
        body: t("push.like_body", { name }),
        url: `/likes/m/${input.likerProfileId}`,
        tag: `like-${input.likerProfileId}`,
      });
    },
  );
}
