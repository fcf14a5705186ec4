import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Site } from "#app/site/registry.ts";
import { dataDir, env } from "../env.server.ts";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Free-form tag for tests and the outbox list, e.g. `activation`, `complaint`. */
  kind: string;
  /** Extra header lines, e.g. `List-Unsubscribe` on alerts a member can turn off. */
  headers?: Record<string, string>;
};

export type OutboxMessage = OutgoingMail & {
  id: string;
  siteId: string;
  from: string;
  date: string;
  messageId: string;
};

export type SendResult = { accepted: boolean; messageId: string; outboxId?: string };

const outboxDir = join(dataDir, "outbox");
let outboxSequence = 0;

let smtp: Transporter | undefined;
function smtpTransport(): Transporter | null {
  if (!env.SMTP_URL) return null;
  smtp ??= nodemailer.createTransport(env.SMTP_URL);
  return smtp;
}

// Renders the full RFC 5322 message without sending it, for the local outbox.
const streamTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/**
 * Sends a mail as the site (its name and `email` address). Over SMTP when
 * SMTP_URL is set; otherwise into the outbox under DATA_DIR, where a developer
 * reads it (`npm run outbox`). `accepted` is true once the transport took it.
 */
export async function sendMail(site: Site, mail: OutgoingMail): Promise<SendResult> {
  const from = { name: site.name, address: site.email };
  const message = {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    replyTo: mail.replyTo,
    headers: mail.headers,
  };
  const transport = smtpTransport();
  if (transport) {
    const info = await transport.sendMail(message);
    return { accepted: (info.accepted?.length ?? 0) > 0, messageId: info.messageId };
  }
  const info = await streamTransport.sendMail(message);
  // Sortable by time; the sequence keeps two mails of the same millisecond in order.
  const id = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++outboxSequence % 1e6).padStart(6, "0")}-${randomUUID().slice(0, 8)}`;
  const record: OutboxMessage = {
    ...mail,
    id,
    siteId: site.id,
    from: `${site.name} <${site.email}>`,
    date: new Date().toISOString(),
    messageId: info.messageId,
  };
  await mkdir(outboxDir, { recursive: true });
  await writeFile(join(outboxDir, `${id}.eml`), info.message as Buffer);
  await writeFile(join(outboxDir, `${id}.json`), JSON.stringify(record, null, 2));
  return { accepted: true, messageId: info.messageId, outboxId: id };
}

/** Outbox messages, newest first, optionally only those to one address. */
export async function listOutbox({ to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  for (const name of names.sort().reverse()) {
    const message = JSON.parse(await readFile(join(outboxDir, name), "utf8")) as OutboxMessage;
    if (to && message.to.toLowerCase() !== to.toLowerCase()) continue;
    messages.push(message);
    if (messages.length >= limit) break;
  }
  return messages;
}
