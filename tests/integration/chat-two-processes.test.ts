import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasServerBuild, startAppProcess } from "#tests/support/app-process.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";
import { sseReader } from "#tests/support/sse.ts";

/**
 * Issue 12 "done when": two app processes on one PostgreSQL — a message sent through process 1 reaches a client
 * connected to process 2 (LISTEN/NOTIFY through the server, decision 032). Needs a real PostgreSQL (CI's second
 * pass) and the built server (`npm run build`; CI builds before that pass).
 */
const url = process.env.TEST_POSTGRES_URL ? process.env.DATABASE_URL : undefined;
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
});

describe.skipIf(!url || !hasServerBuild())("two app processes on one PostgreSQL", () => {
  it("delivers a message sent through process 1 to a stream open on process 2", async () => {
    const a = await createLoggedInMember({ name: "Ann", country: "GB", credits: 10 });
    const b = await createLoggedInMember({ name: "Bob", country: "GB" });
    const dataDir = mkdtempSync(join(tmpdir(), "chat-two-"));
    const base = 40_000 + Math.floor(Math.random() * 10_000);
    const [one, two] = await Promise.all([
      startAppProcess({ PORT: base, DATA_DIR: dataDir, DATABASE_URL: url }),
      startAppProcess({ PORT: base + 1, DATA_DIR: dataDir, DATABASE_URL: url }),
    ]);
    stops.push(one.stop, two.stop);
    // 127.0.0.1 is a host of the classic demo site.
    const conversation = (await (
      await fetch(`${one.origin}/api/chat.php?profile=${b.profileId}`, { headers: { Cookie: a.cookie } })
    ).json()) as {
      id: number;
    };

    const controller = new AbortController();
    const stream = await fetch(`${two.origin}/api/events.php`, { headers: { Cookie: b.cookie }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const events = sseReader(stream.body!);
    await events.next("ready");

    const sentAt = Date.now();
    const sent = await fetch(`${one.origin}/api/messages.php`, {
      method: "POST",
      headers: { Cookie: a.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ conversation: conversation.id, text: "across processes" }),
    });
    expect(sent.status).toBe(201);
    const event = await events.next("message");
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(event.data).toMatchObject({ conversation: conversation.id, message: { text: "across processes", sender_profile: a.profileId } });
    controller.abort();
    await events.close();
  });
});
