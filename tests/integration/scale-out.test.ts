import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoutToken } from "#app/.server/accounts/logout.server.ts";
import { endSessions } from "#app/.server/accounts/session-end.server.ts";
import { forgetSharedContent } from "#app/.server/cache/invalidation.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { users } from "#app/.server/db/schema.ts";
import { RATE_LIMITS } from "#app/.server/security/rate-limit.server.ts";
import { BROWSER_UA } from "#tests/support/app.ts";
import { freeTestPort, hasServerBuild, startAppProcess } from "#tests/support/app-process.ts";
import { createLoggedInMember, sessionCookieFor } from "#tests/support/factories.ts";
import { sseReader } from "#tests/support/sse.ts";
import { jpegFile } from "#tests/support/staff.ts";

/**
 * Scale-out (decisions 032, 060, 101): two app processes on one PostgreSQL, each with its own DATA_DIR as on two
 * machines, share everything a member relies on — live chat, the end of a session, uploaded photos, rate limits and
 * the micro-cache's invalidation. Needs a real PostgreSQL (CI's second pass) and the built server (`npm run build`).
 * 127.0.0.1 is a host of the classic demo site.
 */
const url = process.env.TEST_POSTGRES_URL ? process.env.DATABASE_URL : undefined;
type App = Awaited<ReturnType<typeof startAppProcess>>;
let one: App;
let two: App;

beforeAll(async () => {
  if (!url || !hasServerBuild()) return;
  const start = async () =>
    startAppProcess({
      PORT: await freeTestPort(),
      DATA_DIR: mkdtempSync(join(tmpdir(), "scale-out-")),
      DATABASE_URL: url,
      MICRO_CACHE_SECONDS: 60,
    });
  [one, two] = await Promise.all([start(), start()]);
}, 180_000);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
});

async function openStream(origin: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/events.php`, { headers: { Cookie: cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const events = sseReader(res.body!);
  await events.next("ready");
  return { events, controller };
}

describe.skipIf(!url || !hasServerBuild())("two app processes on one PostgreSQL, each with its own DATA_DIR", () => {
  it("delivers a message sent through process 1 to a stream open on process 2", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 100 });
    const b = await createLoggedInMember({ name: "Bob", country: "GB" });
    const conversation = (await (
      await fetch(`${one.origin}/api/chat.php?profile=${b.profileId}`, { headers: { Cookie: a.cookie } })
    ).json()) as { id: number };
    const stream = await openStream(two.origin, b.cookie);

    const sentAt = Date.now();
    const sent = await fetch(`${one.origin}/api/messages.php`, {
      method: "POST",
      headers: { Cookie: a.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ conversation: conversation.id, text: "across processes" }),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    const event = await stream.events.next("message");
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(event.data).toMatchObject({ conversation: conversation.id, message: { text: "across processes", sender_profile: a.profileId } });
    stream.controller.abort();
    await stream.events.close();
  });

  it("serves through process 2 a photo uploaded through process 1", async () => {
    const member = await createLoggedInMember({ name: "Cleo", country: "GB" });
    const body = new FormData();
    body.set("file", await jpegFile());
    const uploaded = await fetch(`${one.origin}/api/profileimage.php`, {
      method: "POST",
      headers: { Cookie: member.cookie, Origin: one.origin, "User-Agent": BROWSER_UA },
      body,
    });
    expect(uploaded.status).toBe(201);
    const { image } = (await uploaded.json()) as { image: { id: number; filename: string; thumb_filename: string } };
    expect(image.filename).toMatch(/^\/media\/profiles\//);

    for (const path of [image.filename, image.thumb_filename]) {
      const served = await fetch(`${two.origin}${path}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/jpeg");
      // A JPEG's first bytes: the photo itself, not an error page.
      expect([...new Uint8Array(await served.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);
    }
  });

  it("closes the streams open on process 2 when the session ends through process 1 or a third process", async () => {
    const member = await createLoggedInMember({ name: "Dan", country: "GB" });
    const secondDevice = await sessionCookieFor(member.userId);
    const first = await openStream(two.origin, member.cookie);
    const second = await openStream(two.origin, secondDevice);

    // Logged out on process 1; the logout token stands for a same-site page.
    const token = member.cookie.split("=")[1]!;
    const out = await fetch(`${one.origin}/api/logout.php?token=${logoutToken(token)}`, { headers: { Cookie: member.cookie } });
    expect(await out.text()).toBe("done");
    const sentAt = Date.now();
    await first.events.next("ended");
    expect(Date.now() - sentAt).toBeLessThan(1000);

    // Every session of the member ended by a third process (here the test's own): the other device's stream closes too.
    await endSessions(await getDb(), { userId: member.userId });
    await second.events.next("ended");
    second.controller.abort();
    await Promise.all([first.events.close(), second.events.close()]);
  });

  it("refuses on process 2 a session logged out through process 1 as soon as process 2 hears of it, though it keeps session reads (decision 142)", async () => {
    const page = (origin: string, cookie: string) =>
      fetch(`${origin}/likes`, { headers: { Cookie: cookie, "User-Agent": BROWSER_UA }, redirect: "manual" });
    const heardAfter: number[] = [];
    for (let round = 0; round < 10; round++) {
      const member = await createLoggedInMember({ name: `Kept${round}`, country: "GB", credits: 10 });
      // Read twice on process 2: the second request is served from the session read it keeps.
      for (let i = 0; i < 2; i++) expect((await page(two.origin, member.cookie)).status).toBe(200);
      const token = member.cookie.split("=")[1]!;
      const out = await fetch(`${one.origin}/api/logout.php?token=${logoutToken(token)}`, { headers: { Cookie: member.cookie } });
      expect(await out.text()).toBe("done");
      // The logout answered once its notice was sent; process 2 hears it a moment later (well under a second, where a
      // process that heard nothing would keep the read for 30 s), and from then on refuses the stolen cookie.
      const answeredAt = Date.now();
      let stolen = await page(two.origin, member.cookie);
      while (stolen.status === 200 && Date.now() - answeredAt < 1_000) stolen = await page(two.origin, member.cookie);
      heardAfter.push(Date.now() - answeredAt);
      expect(stolen.status, `round ${round}`).toBe(302);
      expect(stolen.headers.get("location")).toMatch(/\/login/);
      expect((await page(two.origin, member.cookie)).status).toBe(302);
    }
    expect(Math.max(...heardAfter), heardAfter.join(", ")).toBeLessThan(1_000);
  });

  it("holds on process 2 a rate limit used up on process 1", async () => {
    // One client address (forwarded by the loopback proxy the processes trust) asks both processes.
    const address = `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const check = (app: App, n: number) =>
      fetch(`${app.origin}/api/validate_email.php?email=scale${n}@example.com`, {
        headers: { "X-Forwarded-For": address, "User-Agent": BROWSER_UA },
      });
    for (let n = 0; n < RATE_LIMITS.emailCheck.points; n++) expect((await check(one, n)).status).toBe(200);
    const refused = await check(two, RATE_LIMITS.emailCheck.points);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("drops a withdrawn profile from process 2's micro-cache when a third process announces the withdrawal", async () => {
    const member = await createLoggedInMember({ name: "Evangeline", country: "GB" });
    const page = async () => (await fetch(`${two.origin}/members/${member.profileId}`, { headers: { "User-Agent": BROWSER_UA } })).text();
    expect(await page()).toContain("Evangeline");

    // Closed in the database without a word to the processes: process 2 still answers from its micro-cache.
    const db = await getDb();
    await db.update(users).set({ status: "banned" }).where(eq(users.id, member.userId));
    expect(await page()).toContain("Evangeline");

    // The notice every withdrawal sends (a ban, a rejected photo) reaches process 2 through PostgreSQL; its cached
    // page goes at once, not when it expires a minute later.
    await forgetSharedContent(db);
    const deadline = Date.now() + 2000;
    let text = await page();
    while (text.includes("Evangeline") && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await page();
    }
    expect(text).not.toContain("Evangeline");
  });
});
