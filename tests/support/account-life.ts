import { listOutbox } from "#app/.server/mail/mailer.server.ts";
import { appRequest, type AppRequestInit } from "./app.ts";

let ipCounter = 0;

/** A distinct client address per call site, so rate limits of one test do not touch another. */
export function freshIp() {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

/** POSTs a urlencoded form through the app, from one client address. */
export function postForm(path: string, fields: Record<string, string | string[]>, init: AppRequestInit & { ip?: string } = {}) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
  }
  const { ip = "203.0.113.1", headers, ...rest } = init;
  const h = new Headers(headers);
  h.set("Content-Type", "application/x-www-form-urlencoded");
  h.set("X-Client-IP", ip);
  return appRequest(path, { ...rest, method: "POST", body, headers: h });
}

/** The newest outbox mail to an address (optionally of one kind). */
export async function latestMail(to: string, kind?: string) {
  const mails = await listOutbox({ to, limit: 50 });
  return mails.find((mail) => !kind || mail.kind === kind) ?? null;
}

/** The token of the first link to `path` in a mail's text. */
export function tokenIn(text: string, path: string) {
  const match = new RegExp(`${path.replace(/[/.]/g, "\\$&")}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  return match?.[1] ?? null;
}
