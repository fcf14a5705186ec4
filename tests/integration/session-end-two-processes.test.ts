import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { logoutToken } from "#app/.server/accounts/logout.server.ts";
import { endSessions } from "#app/.server/accounts/session-end.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { hasServerBuild, startAppProcess } from "#tests/support/app-process.ts";
import { createLoggedInMember, sessionCookieFor } from "#tests/support/factories.ts";
import { sseReader } from "#tests/support/sse.ts";

/**
 * A session ended in one process closes its live streams in every other (decision 060): the notice goes through
 * PostgreSQL's LISTEN/NOTIFY like the events. Needs a real PostgreSQL and the built server (`npm run build`).
 */
const url = process.env.TEST_POSTGRES_URL ? process.env.DATABASE_URL : undefined;
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

async function openStream(origin: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/api/events.php`, { headers: { Cookie: cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  const events = sseReader(res.body!);
  await events.next("ready");
  return { events, controller };
}

describe.skipIf(!url || !hasServerBuild())("sessions ended across app processes on one PostgreSQL", () => {
  it("a logout through process 1, and all sessions ended from a third process, close the streams open on process 2", async () => {
    const member = await createLoggedInMember({ name: "Ann", country: "GB" });
    const secondDevice = await sessionCookieFor(member.userId);
    const dataDir = mkdtempSync(join(tmpdir(), "session-end-two-"));
    const base = 40_000 + Math.floor(Math.random() * 10_000);
    const [one, two] = await Promise.all([
      startAppProcess({ PORT: base, DATA_DIR: dataDir, DATABASE_URL: url }),
      startAppProcess({ PORT: base + 1, DATA_DIR: dataDir, DATABASE_URL: url }),
    ]);
    stops.push(one.stop, two.stop);

    const first = await openStream(two.origin, member.cookie);
    const second = await openStream(two.origin, secondDevice);

    // Logged out on process 1 (127.0.0.1 is a host of the classic demo site); the logout token stands for a same-site page.
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
});
