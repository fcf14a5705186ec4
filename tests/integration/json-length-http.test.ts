import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "#app/.server/db/client.server.ts";
import { liveConnections } from "#app/.server/db/schema.ts";
import { startBehindExpress } from "#tests/support/express-app.ts";
import { createLoggedInMember, createProfiles } from "#tests/support/factories.ts";

/**
 * A JSON answer leaves with its length (decision 125), so the compression in front of the app applies its size
 * threshold: a message receipt is sent as it is, a large answer still compressed, and a stream of events passes
 * through untouched. The app runs behind Express and the compression middleware as server.js sets them up.
 */
let origin = "";
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  // Compression as server.js sets it up (no type package for it; server.js is JavaScript).
  const compressionModule = "compression";
  const compression = ((await import(compressionModule)) as { default: (options: object) => unknown }).default;
  ({ origin, close } = await startBehindExpress((app) => {
    app.use(compression({ level: 6, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } }));
  }));
});
afterAll(() => close());

type Answer = { status: number; headers: IncomingHttpHeaders; bytes: Buffer };

/** One request as a browser sends it (accepting gzip and brotli); the answer's bytes as they came over the socket. */
function send(path: string, { method = "GET", cookie = "", body }: { method?: string; cookie?: string; body?: unknown } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(new URL(path, origin), {
      method,
      headers: {
        Host: "classic.localhost",
        Origin: "http://classic.localhost",
        "Accept-Encoding": "gzip, deflate, br",
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
    });
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe("JSON answers through the compression in front of the app", () => {
  it("sends a message's receipt uncompressed, with its length", async () => {
    const member = await createLoggedInMember({ country: "GB", credits: 100 });
    const [partner] = await createProfiles([{ name: "Pool", country: "GB" }]);
    const opened = await send(`/api/chat.php?profile=${partner!.id}`, { cookie: member.cookie });
    const { id } = JSON.parse(opened.bytes.toString()) as { id: number };
    const answer = await send("/api/messages.php", {
      method: "POST",
      cookie: member.cookie,
      body: { conversation: id, text: "hello", client_id: "json-length-1" },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-length"]).toBe(String(answer.bytes.length));
    expect(answer.bytes.length).toBeLessThan(1024);
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ message: { text: "hello", client_id: "json-length-1" } });
  });

  it("sends a small error answer uncompressed too", async () => {
    const answer = await send("/api/messages.php?conversation=x", { cookie: (await createLoggedInMember()).cookie });
    expect(answer.status).toBe(400);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString())).toMatchObject({ error: { code: "invalid_query" } });
  });

  it("still compresses a large JSON answer", async () => {
    const answer = await send("/locales/de.json");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    const json = JSON.parse(zlib.brotliDecompressSync(answer.bytes).toString()) as { de: object };
    expect(Object.keys(json.de).length).toBeGreaterThan(5);
    expect(answer.bytes.length).toBeLessThan(zlib.brotliDecompressSync(answer.bytes).length);
  });

  it("leaves a stream of events open and unbuffered", async () => {
    const member = await createLoggedInMember();
    const first = await new Promise<{ headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = httpRequest(new URL("/api/events.php", origin), {
        headers: { Host: "classic.localhost", "Accept-Encoding": "gzip, br", Accept: "text/event-stream", Cookie: member.cookie },
      });
      req.on("error", reject);
      req.on("response", (res) => {
        // The first frame arrives while the stream stays open: nothing waits for its end.
        res.once("data", (chunk: Buffer) => {
          resolve({ headers: res.headers, text: chunk.toString() });
          req.destroy();
        });
      });
      req.end();
    });
    expect(first.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(first.headers["content-length"]).toBeUndefined();
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(first.text.length).toBeGreaterThan(0);
    // The closed stream's presence is cleared before the test ends (and the database closes).
    const db = await getDb();
    await expect.poll(() => db.select().from(liveConnections).where(eq(liveConnections.userId, member.userId))).toEqual([]);
  });
});
