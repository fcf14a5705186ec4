import { createInstance, type TFunction } from "i18next";
import { and, eq, inArray, sql, type SQL, type Placeholder } from "drizzle-orm";
import { resources } from "#app/i18n/resources.ts";
import { isLanguage, LANGUAGES } from "#app/site/locales.ts";
import { siteOrigin, type Site } from "#app/site/registry.ts";
import { siteRegistry } from "#app/site/sites.server.ts";
import { renderAccountMail } from "../accounts/account-mail.server.ts";
import { signStamp, verifyStamp } from "../accounts/signing.server.ts";
import { runInBackground } from "../db/background-work.server.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { messageAlerts, notificationSettings, profiles, users } from "../db/schema.ts";
import { logError } from "../logging/log.server.ts";
import { sendMail, type OutgoingMail } from "../mail/mailer.server.ts";

/**
 * E-mail alerts for new messages (decision 084): a member who is away — no live stream open in any process, the
 * presence test of push — hears of a conversation's new message by e-mail at most once per conversation per
 * MESSAGE_ALERT_HOURS, unless they turned the alerts off (on `/profile`, or with the mail's one-click link).
 */
export const MESSAGE_ALERT_HOURS = 24;

/** How long an unsubscribe link in a mail keeps working (the link changes nothing but the member's own switch). */
const UNSUBSCRIBE_TTL_MS = 365 * 86_400_000;
const UNSUBSCRIBE_PURPOSE = "message-alerts-unsubscribe";

const i18n = createInstance();
void i18n.init({ resources, fallbackLng: "en", supportedLngs: [...LANGUAGES], interpolation: { escapeValue: false }, initAsync: false });

function tFor(language: string | null | undefined): TFunction {
  return i18n.getFixedT(language && isLanguage(language) ? language : "en");
}

/** `awayUserIds`: the partner's accounts with no live stream open in any process, as the send found them. */
export type MessageAlertInput = { awayUserIds: number[]; senderProfileId: number; conversationId: number };

/** Starts the alerts of a stored message after the answer; a slow mail server never slows the sender. */
export function scheduleMessageAlerts(db: Database, input: MessageAlertInput): void {
  if (input.awayUserIds.length === 0) return;
  runInBackground(sendMessageAlerts(db, input).catch((error: unknown) => logError("message e-mail alert failed", error)));
}

/** Sends the alerts that are due; answers how many mails went out. */
export async function sendMessageAlerts(db: Database, input: MessageAlertInput): Promise<number> {
  const away = input.awayUserIds;
  if (away.length === 0) return 0;
  const accounts = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      email: users.email,
      language: users.language,
      emails: notificationSettings.messageEmails,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, away), eq(users.status, "active")));
  const wanted = accounts.filter((account) => account.emails !== false);
  if (wanted.length === 0) return 0;
  const [sender] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, input.senderProfileId));
  let sent = 0;
  for (const account of wanted) {
    const site = siteRegistry.sites.find((s) => s.id === account.siteId);
    if (!site) continue;
    // Claims the day's alert for this conversation: the upsert locks the pair's row, so concurrent messages (any
    // process) see each other and only one mails; the time is the database's.
    const [claimed] = await db
      .insert(messageAlerts)
      .values({ userId: account.id, conversationId: input.conversationId })
      .onConflictDoUpdate({
        target: [messageAlerts.userId, messageAlerts.conversationId],
        set: { sentAt: sql`now()` },
        setWhere: sql`${messageAlerts.sentAt} <= now() - make_interval(hours => ${MESSAGE_ALERT_HOURS})`,
      })
      .returning({ userId: messageAlerts.userId });
    if (!claimed) continue;
    const mail = await messageAlertMail(site, account, { senderName: sender?.name ?? "", conversationId: input.conversationId });
    const result = await sendMail(site, mail);
    if (result.accepted) sent++;
  }
  return sent;
}

/** The site's own address for a path: its configured domain (a background job has no request to take a host from). */
function absolute(site: Site, path: string) {
  return new URL(path, siteOrigin(site, null)).toString();
}

/** The one-click unsubscribe path for a member: signed, so it works without a login and cannot be made for someone else. */
export async function unsubscribePath(userId: number, now = Date.now()): Promise<string> {
  const stamp = await signStamp(UNSUBSCRIBE_PURPOSE, String(userId), UNSUBSCRIBE_TTL_MS, now);
  return `/notifications/unsubscribe?${new URLSearchParams({ member: String(userId), token: stamp })}`;
}

export async function messageAlertMail(
  site: Site,
  account: { id: number; email: string; language: string | null },
  { senderName, conversationId }: { senderName: string; conversationId: number },
): Promise<OutgoingMail> {
  // The member's language, else the site's.
  const t = tFor(account.language ?? site.language);
  const unsubscribeUrl = absolute(site, await unsubscribePath(account.id));
  const { html, text } = renderAccountMail(site, {
    heading: t("safety.mail.heading", { name: senderName }),
    // The message itself stays on the site: a mailbox is read by more eyes than a member's chat.
    paragraphs: [t("safety.mail.intro", { name: senderName, site: site.name }), t("safety.mail.once_a_day")],
    action: { label: t("safety.mail.action"), url: absolute(site, `/chats/${conversationId}`) },
    footer: t("safety.mail.footer", { site: site.name }),
    unsubscribe: { label: t("safety.mail.unsubscribe"), url: unsubscribeUrl },
  });
  return {
    to: account.email,
    subject: t("safety.mail.subject", { name: senderName, site: site.name }),
    html,
    text,
    kind: "message_alert",
    // RFC 2369 and RFC 8058: mail clients show their own "unsubscribe" button, which POSTs to the link.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** Turns message e-mails on or off for a member. */
export async function setMessageEmails(db: Database, userId: number, on: boolean): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, messageEmails: on })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { messageEmails: on, updatedAt: new Date() } });
}

/** Whether the member gets message e-mails (on unless turned off), as a column of another statement. */
export function messageEmailsColumn(userId: number | Placeholder): SQL<boolean> {
  return sql<boolean>`coalesce((${nested(sql`select ${notificationSettings.messageEmails} from ${notificationSettings} where ${notificationSettings.userId} = ${userId}`)}), true)`.mapWith(
    Boolean,
  );
}

export async function messageEmailsOn(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: notificationSettings.messageEmails })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.on ?? true;
}

/**
 * The unsubscribe link: turns the member's message e-mails off when the token is the server's own for that member
 * and has not expired. Answers whether it did; the account must still exist on this site.
 */
export async function unsubscribeWithToken(db: Database, site: Site, memberId: unknown, token: unknown): Promise<boolean> {
  if (typeof memberId !== "string" || !/^[1-9]\d{0,9}$/.test(memberId)) return false;
  if (!(await verifyStamp(UNSUBSCRIBE_PURPOSE, memberId, token))) return false;
  const userId = Number(memberId);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, site.id)));
  if (!account) return false;
  await setMessageEmails(db, userId, false);
  return true;
}
