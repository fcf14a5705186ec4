import { and, eq, ne, sql } from "drizzle-orm";
import type { Site } from "#app/site/registry.ts";
import type { Database } from "../db/client.server.ts";
import { users } from "../db/schema.ts";
import { sendAccountMail } from "./account-mail.server.ts";
import { hashPassword } from "./password.server.ts";
import { endSessions } from "./session-end.server.ts";
import { consumeToken, issueToken, peekToken, TOKEN_TTL_MS } from "./tokens.server.ts";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The live (not deleted) account of an address on a site, or null. */
export async function findAccountByEmail(db: Database, siteId: string, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, status: users.status })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(sql`lower(${users.email})`, email.trim().toLowerCase()), ne(users.status, "deleted")))
    .limit(1);
  return row ?? null;
}

/**
 * Mails a single-use reset link when the address has an account on this site.
 * Returns nothing the caller could show: the page answers the same either way,
 * so the form does not reveal which addresses are members.
 */
export async function requestPasswordReset(
  db: Database,
  site: Site,
  { email, linkTo, t }: { email: string; linkTo: (path: string) => string; t: Translate },
): Promise<void> {
  const account = await findAccountByEmail(db, site.id, email);
  if (!account) return;
  const token = await issueToken(db, account.id, "password_reset");
  const url = linkTo(`/reset-password/do?token=${token}`);
  const minutes = Math.round(TOKEN_TTL_MS.password_reset / 60_000);
  await sendAccountMail(
    site,
    { to: account.email, subject: t("reset_password.mail_subject", { site: site.name }), kind: "password_reset" },
    {
      heading: t("reset_password.mail_heading"),
      paragraphs: [t("reset_password.mail_intro", { site: site.name }), t("reset_password.mail_expiry", { minutes })],
      action: { label: t("reset_password.mail_button"), url },
      linkHint: t("account_life.mail_link_hint"),
      footer: t("reset_password.mail_footer"),
    },
  );
}

/** True when a reset link can still be used (to show the form or the "link expired" page). */
export async function isResetTokenUsable(db: Database, token: string) {
  return (await peekToken(db, token, "password_reset")) !== null;
}

/**
 * Sets a new password with a reset token and ends every session of the member, with their live streams
 * and push subscriptions (whoever held a session may be the reason for the reset).
 * A reset link proves the member reads the address, so an unconfirmed account
 * becomes active too (docs/decisions/012-account-life.md).
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
): Promise<{ userId: number; siteId: string; email: string } | null> {
  const used = await consumeToken(db, token, "password_reset");
  if (!used) return null;
  const passwordHash = await hashPassword(newPassword);
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      status: sql`case when ${users.status} = 'not_confirmed' then 'active' else ${users.status} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, used.userId), ne(users.status, "deleted")))
    .returning({ id: users.id, siteId: users.siteId, email: users.email });
  if (!row) return null;
  await endSessions(db, { userId: row.id });
  return { userId: row.id, siteId: row.siteId, email: row.email };
}
