import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import webPush from "web-push";
import type { Site } from "#app/site/registry.ts";
import { getDb, type Database } from "../db/client.server.ts";
import { serverSecrets } from "../db/schema.ts";
import { dataDir, env } from "../env.server.ts";
import { logError } from "../logging/log.server.ts";

/**
 * VAPID keys per site (decision 033). A site file that sets `push_pub` is in production: its
 * private key comes from `VAPID_PRIVATE_KEYS` (`siteId=key,…`), never from a file in the
 * repository. A site without `push_pub` gets a key pair generated once and kept in the database
 * (`server_secrets`, name `vapid:<site id>`, decision 078), so every process on one PostgreSQL signs
 * with the key its browsers subscribed with, and push works in development and demos with nothing configured.
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };
type KeyPair = { publicKey: string; privateKey: string };

/** Pairs an earlier version generated into `DATA_DIR/vapid-keys.json`: adopted, so existing subscriptions keep working. */
function legacyKeyPair(siteId: string): KeyPair | undefined {
  try {
    const pairs = JSON.parse(readFileSync(join(dataDir, "vapid-keys.json"), "utf8")) as Record<string, KeyPair | undefined>;
    const pair = pairs[siteId];
    return pair?.publicKey && pair.privateKey ? { publicKey: pair.publicKey, privateKey: pair.privateKey } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's stored pair, created when there is none. Concurrent first calls (several processes starting at once) all
 * end with the one row that won the insert.
 */
export async function storedVapidKeyPair(db: Database, siteId: string, candidate?: KeyPair): Promise<KeyPair> {
  const name = `vapid:${siteId}`;
  const initial = candidate ?? legacyKeyPair(siteId) ?? webPush.generateVAPIDKeys();
  await db
    .insert(serverSecrets)
    .values({ name, value: JSON.stringify(initial) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`VAPID keys of ${siteId} missing after insert`);
  return JSON.parse(row.value) as KeyPair;
}

/** Loaded once per process and site; a database that is down now is asked again next time. */
const generated = new Map<string, Promise<KeyPair>>();

function generatedKeyPair(siteId: string): Promise<KeyPair> {
  let pair = generated.get(siteId);
  if (!pair) {
    pair = getDb().then((db) => storedVapidKeyPair(db, siteId));
    pair.catch(() => generated.delete(siteId));
    generated.set(siteId, pair);
  }
  return pair;
}

function configuredPrivateKey(siteId: string): string | undefined {
  for (const pair of (env.VAPID_PRIVATE_KEYS ?? "").split(",")) {
    const [id, key] = pair.split("=").map((part) => part.trim());
    if (id === siteId && key) return key;
  }
  return undefined;
}

const warned = new Set<string>();

/** The site's VAPID keys, or null when its file names a public key whose private key is not configured (push then stays off). */
export async function vapidKeysFor(site: Pick<Site, "id" | "push_pub" | "support_email">): Promise<VapidKeys | null> {
  const subject = `mailto:${site.support_email}`;
  if (site.push_pub) {
    const privateKey = configuredPrivateKey(site.id);
    if (!privateKey) {
      if (!warned.has(site.id)) {
        warned.add(site.id);
        logError("web push off", new Error(`site ${site.id} sets push_pub but VAPID_PRIVATE_KEYS has no key for it`));
      }
      return null;
    }
    return { publicKey: site.push_pub, privateKey, subject };
  }
  return { ...(await generatedKeyPair(site.id)), subject };
}

/** The public key the browser subscribes with (`push_pub` of the site settings), or null when push is off for the site. */
export async function pushPublicKey(site: Pick<Site, "id" | "push_pub" | "support_email">): Promise<string | null> {
  return (await vapidKeysFor(site))?.publicKey ?? null;
}
