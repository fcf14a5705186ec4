import { and, eq, ne, sql, type SQL, type Placeholder } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { nested } from "../db/nested.server.ts";
import { accountTokens, users } from "../db/schema.ts";
import { notifyEmailChange } from "../notifications/notifications.server.ts";
import { sendAccountMail } from "./account-mail.server.ts";
import { findAccountByEmail, type Translate } from "./password-reset.server.ts";
import { consumeToken, issueToken, TOKEN_TTL_MS } from "./tokens.server.ts";

type MailContext = { linkTo: (path: string) => string; t: Translate };

export type EmailChangeRequest = { ok: true } | { ok: false; reason: "same_address" | "address_taken" };

/**
 * Starts an e-mail change: the new address gets a single-use confirmation link;
 * nothing changes until it is opened.
 */
export async function requestEmailChange(
  db: Database,
  site: Site,
  user: { id: number; email: string },
  newEmail: string,
  { linkTo, t }: MailContext,
): Promise<EmailChangeRequest> {
  const email = newEmail.trim();
  if (email.toLowerCase() === user.email.toLowerCase()) return { ok: false, reason: "same_address" };
  if (await findAccountByEmail(db, site.id, email)) return { ok: false, reason: "address_taken" };
  const token = await issueToken(db, user.id, "email_change", { email });
  const hours = Math.round(TOKEN_TTL_MS.email_change / 3_600_000);
  await sendAccountMail(
    site,
    { to: email, subject: t("mail_change.confirm_mail_subject", { site: site.name }), kind: "email_change" },
    {
      heading: t("mail_change.confirm_mail_heading"),
      paragraphs: [t("mail_change.confirm_mail_intro", { site: site.name, email }), t("mail_change.confirm_mail_expiry", { hours })],
      action: { label: t("mail_change.confirm_mail_button"), url: linkTo(`/mail-change/do?token=${token}`) },
      linkHint: t("account_life.mail_link_hint"),
      footer: t("mail_change.confirm_mail_footer"),
    },
  );
  return { ok: true };
}

export type EmailChangeResult = { ok: true; email: string } | { ok: false; reason: "invalid_token" | "address_taken" };

/**
 * Applies a confirmed e-mail change and tells the old address, with a link to
 * report a change the member did not make. Opening the link proves the member
 * reads the new address, so an unconfirmed account becomes active.
 */
export async function applyEmailChange(db: Database, site: Site, token: string, { linkTo, t }: MailContext): Promise<EmailChangeResult> {
  const used = await consumeToken(db, token, "email_change");
  const newEmail = used?.payload.email;
  if (!used || !newEmail) return { ok: false, reason: "invalid_token" };
  const [current] = await db
    .select({ email: users.email, siteId: users.siteId })
    .from(users)
    .where(and(eq(users.id, used.userId), ne(users.status, "deleted")))
    .limit(1);
  if (!current || current.siteId !== site.id) return { ok: false, reason: "invalid_token" };
  const holder = await findAccountByEmail(db, site.id, newEmail);
  if (holder && holder.id !== used.userId) return { ok: false, reason: "address_taken" };
  try {
    await db
      .update(users)
      .set({
        email: newEmail,
        status: sql`case when ${users.status} = 'not_confirmed' then 'active' else ${users.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId));
  } catch {
    // The unique (site, lower(email)) index: someone signed up with the address meanwhile.
    return { ok: false, reason: "address_taken" };
  }
  if (current.email.toLowerCase() !== newEmail.toLowerCase()) {
    await notifyEmailChange(db, used.userId);
    await sendAccountMail(
      site,
      { to: current.email, subject: t("mail_change.old_mail_subject", { site: site.name }), kind: "email_change_notice" },
      {
        heading: t("mail_change.old_mail_heading"),
        paragraphs: [t("mail_change.old_mail_intro", { site: site.name, email: newEmail }), t("mail_change.old_mail_incorrect")],
        action: { label: t("mail_change.old_mail_button"), url: linkTo("/mail-change/not-me") },
        footer: t("mail_change.old_mail_footer"),
      },
    );
  }
  return { ok: true, email: newEmail };
}

/**
 * The address of the member's e-mail change still waiting for its confirmation, if any: a column for `/profile`'s
 * one statement of the member's lists.
 */
export function pendingEmailColumn(userId: number | Placeholder): SQL<string | null> {
  return sql<
    string | null
  >`(${nested(sql`select ${accountTokens.payload}->>'email' from ${accountTokens} where ${accountTokens.userId} = ${userId} and ${accountTokens.purpose} = 'email_change' and ${accountTokens.usedAt} is null and ${accountTokens.expiresAt} > now() order by ${accountTokens.createdAt} desc limit 1`)})`;
}
