import { and, eq } from "drizzle-orm";
import type { i18n as I18n } from "i18next";
import type { Site } from "#app/site/registry.ts";
import { runInBackground } from "../db/background-work.server.ts";
import type { Database } from "../db/client.server.ts";
import { signups, users } from "../db/schema.ts";
import { sendMail } from "../mail/mailer.server.ts";
import { renderAccountMail, siteLink } from "./account-mail.server.ts";
import { consumeToken, issueToken } from "./tokens.server.ts";
import { logError } from "../logging/log.server.ts";
import { firePostbacks } from "../tracking/postbacks.server.ts";

export const ACTIVATION_PATH = "/activate/done";

/** The activation mail in the member's language: heading, why, the button, what to do if it was not them. */
export function activationMailContent(site: Pick<Site, "name" | "brand_color">, t: I18n["t"], name: string, url: string) {
  const subject = t("activation.mail.subject", { site: site.name });
  const body = renderAccountMail(site, {
    heading: t("activation.mail.heading", { name }),
    paragraphs: [t("activation.mail.intro", { site: site.name }), t("activation.mail.expiry")],
    action: { label: t("activation.mail.button"), url },
    linkHint: t("activation.mail.link_hint"),
    footer: t("activation.mail.footer", { site: site.name }),
  });
  return { subject, ...body };
}

/**
 * Issues a fresh single-use activation token and mails the link. Records when the
 * transport accepted the mail (read by `GET /api/activate.php` as `delivered`) or
 * why it failed; never throws, so a mail problem cannot undo a sign-up.
 */
export async function sendActivationMail(
  db: Database,
  site: Site,
  { userId, email, name }: { userId: number; email: string; name: string },
  { request, i18n }: { request: Request; i18n: I18n },
): Promise<boolean> {
  const language = await languageOf(db, userId);
  const t = language ? i18n.getFixedT(language) : i18n.t;
  await db
    .insert(signups)
    .values({ userId, activationSentAt: new Date() })
    .onConflictDoUpdate({
      target: signups.userId,
      set: { activationSentAt: new Date(), activationAcceptedAt: null, activationError: null },
    });
  try {
    const token = await issueToken(db, userId, "activation");
    const url = siteLink(site, request, `${ACTIVATION_PATH}?token=${token}`);
    const mail = activationMailContent(site, t, name, url);
    const result = await sendMail(site, { to: email, kind: "activation", ...mail });
    await db
      .update(signups)
      .set(result.accepted ? { activationAcceptedAt: new Date() } : { activationError: "rejected by the mail transport" })
      .where(eq(signups.userId, userId));
    return result.accepted;
  } catch (error) {
    logError("activation mail failed", error);
    await db
      .update(signups)
      .set({ activationError: String((error as Error)?.message ?? error).slice(0, 500) })
      .where(eq(signups.userId, userId))
      .catch(() => {});
    return false;
  }
}

async function languageOf(db: Database, userId: number) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.language ?? null;
}

export type ActivationState = { sent: boolean; delivered: boolean; confirmed: boolean; failed: boolean };

/** What `GET /api/activate.php` answers while the sign-up waits for the mail. */
export async function activationState(db: Database, userId: number): Promise<ActivationState> {
  const [row] = await db
    .select({
      status: users.status,
      sentAt: signups.activationSentAt,
      acceptedAt: signups.activationAcceptedAt,
      error: signups.activationError,
    })
    .from(users)
    .leftJoin(signups, eq(signups.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return {
    sent: !!row?.sentAt,
    delivered: !!row?.acceptedAt,
    confirmed: row?.status === "active",
    failed: !!row?.error,
  };
}

/** Uses an activation link: the account becomes active. Null when the link is unknown, used or expired. */
export async function activateAccount(db: Database, siteId: string, token: string): Promise<{ userId: number } | null> {
  const used = await consumeToken(db, token, "activation");
  if (!used) return null;
  const [user] = await db
    .update(users)
    .set({ status: "active", updatedAt: new Date() })
    .where(and(eq(users.id, used.userId), eq(users.siteId, siteId), eq(users.status, "not_confirmed")))
    .returning({ id: users.id });
  if (!user) {
    // Already active (another link), deleted, or a link for another site's account.
    const [existing] = await db
      .select({ status: users.status, siteId: users.siteId })
      .from(users)
      .where(eq(users.id, used.userId))
      .limit(1);
    return existing?.status === "active" && existing.siteId === siteId ? { userId: used.userId } : null;
  }
  await db.update(signups).set({ activatedAt: new Date() }).where(eq(signups.userId, user.id));
  // The affiliate's activation postback, after the answer (it retries for minutes if the partner is down; a shutdown
  // stops the waiting and leaves the rest to the sweep).
  runInBackground(firePostbacks("activation", user.id, { db }));
  return { userId: user.id };
}
