import type { TFunction } from "i18next";
import { sendMail } from "#app/.server/mail/mailer.server.ts";
import type { Site } from "#app/site/registry.ts";

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Plain-text mail with an equivalent, escaped HTML part (sender-typed text must never become markup). */
export function textMail(text: string) {
  const html = text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
  return { text, html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}</body></html>` };
}

/**
 * Sends one mail and reports failure instead of throwing: the request was already
 * stored, so a mail server outage must not turn an accepted complaint into an error.
 */
export async function sendContentMail(
  site: Site,
  mail: { to: string; subject: string; text: string; replyTo?: string; kind: string },
): Promise<boolean> {
  try {
    const result = await sendMail(site, { ...mail, ...textMail(mail.text) });
    return result.accepted;
  } catch (error) {
    console.warn(`Mail "${mail.kind}" to ${mail.to} failed`, error);
    return false;
  }
}

export type Translate = TFunction;
