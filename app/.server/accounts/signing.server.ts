import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataDir, env } from "../env.server.ts";

let secret: string | undefined;

/**
 * The server's signing secret: SESSION_SECRET, or one generated once and kept in
 * DATA_DIR so every process on that folder shares it.
 */
export function signingSecret(): string {
  if (secret) return secret;
  if (env.SESSION_SECRET) return (secret = env.SESSION_SECRET);
  const file = join(dataDir, "signing-secret");
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
      secret = fresh;
    } catch {
      // Another process wrote it first: use theirs.
      secret = readFileSync(file, "utf8").trim();
    }
  }
  return secret!;
}

function mac(purpose: string, payload: string) {
  return createHmac("sha256", signingSecret()).update(`${purpose}\n${payload}`).digest("base64url");
}

/** A tamper-proof, expiring stamp over `payload` for one `purpose` (no server state). */
export function signStamp(purpose: string, payload: string, ttlMs: number, now = Date.now()): string {
  const expires = (now + ttlMs).toString(36);
  return `${expires}.${mac(purpose, `${expires}\n${payload}`)}`;
}

export function verifyStamp(purpose: string, payload: string, stamp: unknown, now = Date.now()): boolean {
  if (typeof stamp !== "string") return false;
  const [expires, signature] = stamp.split(".", 2);
  if (!expires || !signature || !/^[0-9a-z]{1,12}$/.test(expires)) return false;
  if (parseInt(expires, 36) < now) return false;
  const expected = Buffer.from(mac(purpose, `${expires}\n${payload}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
