import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webPush from "web-push";
import type { Site } from "#app/site/registry.ts";
import { dataDir, env } from "../env.server.ts";
import { logError } from "../logging/log.server.ts";

/**
 * VAPID keys per site (decision 033). A site file that sets `push_pub` is in production: its
 * private key comes from `VAPID_PRIVATE_KEYS` (`siteId=key,…`), never from a file in the
 * repository. A site without `push_pub` gets a key pair generated once into
 * `DATA_DIR/vapid-keys.json`, so push works in development and demos with nothing configured.
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_FILE = () => join(dataDir, "vapid-keys.json");
let generated: Record<string, { publicKey: string; privateKey: string }> | undefined;

function readKeyFile(): Record<string, { publicKey: string; privateKey: string }> {
  try {
    return JSON.parse(readFileSync(KEY_FILE(), "utf8")) as Record<string, { publicKey: string; privateKey: string }>;
  } catch {
    return {};
  }
}

function generatedKeys(siteId: string) {
  generated ??= readKeyFile();
  let keys = generated[siteId];
  if (!keys) {
    // Another process on the same DATA_DIR may have written it meanwhile: read again before adding.
    generated = readKeyFile();
    keys = generated[siteId] ??= webPush.generateVAPIDKeys();
    writeFileSync(KEY_FILE(), JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return keys;
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
export function vapidKeysFor(site: Pick<Site, "id" | "push_pub" | "support_email">): VapidKeys | null {
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
  return { ...generatedKeys(site.id), subject };
}

/** The public key the browser subscribes with (`push_pub` of spec section 3), or null when push is off for the site. */
export function pushPublicKey(site: Pick<Site, "id" | "push_pub" | "support_email">): string | null {
  return vapidKeysFor(site)?.publicKey ?? null;
}
