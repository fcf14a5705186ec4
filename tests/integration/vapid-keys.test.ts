import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Generated VAPID keys live in the database (decision 078), like the signing secret: every process on one PostgreSQL
 * signs pushes with the key its browsers subscribed with, and a DATA_DIR that does not exist yet (a fresh machine
 * beside PostgreSQL) is no reason for a 500. Runs on PGlite and, with TEST_POSTGRES_URL, on PostgreSQL.
 */
const freshDataDir = join(tmpdir(), `vapid-fresh-${process.pid}-${Date.now()}`, "not-yet");
process.env.DATA_DIR = freshDataDir;
afterAll(() => rmSync(join(freshDataDir, ".."), { recursive: true, force: true }));

const { eq } = await import("drizzle-orm");
const { getDb } = await import("#app/.server/db/client.server.ts");
const { serverSecrets } = await import("#app/.server/db/schema.ts");
const { pushPublicKey, storedVapidKeyPair, vapidKeysFor } = await import("#app/.server/push/vapid.server.ts");
const { siteRegistry } = await import("#app/site/sites.server.ts");
const { appRequest } = await import("#tests/support/app.ts");

const classic = siteRegistry.sites.find((site) => site.id === "classic")!;

describe("generated VAPID keys", () => {
  it("a first page with a DATA_DIR that does not exist is served, and no key file is written", async () => {
    expect(existsSync(freshDataDir)).toBe(false);
    const page = await appRequest("/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain((await pushPublicKey(classic))!);
    expect(existsSync(join(freshDataDir, "vapid-keys.json"))).toBe(false);
  });

  it("are one row per site in server_secrets, read back by the signing side", async () => {
    const db = await getDb();
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, "vapid:classic"));
    const stored = JSON.parse(row!.value) as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(await pushPublicKey(classic));
    expect(await vapidKeysFor(classic)).toEqual({ ...stored, subject: `mailto:${classic.support_email}` });
  });

  it("two processes creating them at once agree on the pair that won the insert", async () => {
    const db = await getDb();
    const a = { publicKey: "public-a", privateKey: "private-a" };
    const b = { publicKey: "public-b", privateKey: "private-b" };
    const [first, second] = await Promise.all([storedVapidKeyPair(db, "two-processes", a), storedVapidKeyPair(db, "two-processes", b)]);
    expect(second).toEqual(first);
    expect([a, b]).toContainEqual(first);
    expect(await storedVapidKeyPair(db, "two-processes", b)).toEqual(first);
  });

  it("adopts a pair an earlier version kept in DATA_DIR/vapid-keys.json, so existing subscriptions keep working", async () => {
    mkdirSync(freshDataDir, { recursive: true });
    const legacy = { publicKey: "legacy-public", privateKey: "legacy-private" };
    writeFileSync(join(freshDataDir, "vapid-keys.json"), JSON.stringify({ upgraded: legacy }));
    expect(await storedVapidKeyPair(await getDb(), "upgraded")).toEqual(legacy);
  });
});
