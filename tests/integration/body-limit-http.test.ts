import { request as httpRequest, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBehindExpress } from "#tests/support/express-app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

/**
 * Bodies over the limit on a real socket (decision 019): the client must read the 413, not a connection reset. The app
 * runs behind the same Express adapter as server.js, so what the app does with the request stream reaches the socket.
 */
let origin = "";
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ origin, close } = await startBehindExpress((app) => {
    app.use((req: { headers: Record<string, unknown> }, _res: unknown, next: () => void) => {
      req.headers["x-client-ip"] = "192.0.2.200";
      next();
    });
  }));
});
afterAll(() => close());

type Sent = { status: number; body: string; connection: string | undefined };

/**
 * Sends `total` bytes in 2 KB chunks, chunked unless `declare` puts the length in Content-Length, as fast as the
 * socket takes them, and answers what the client read: the status and body, or the error it got instead.
 */
function post(path: string, total: number, { declare = false, cookie = "", type = "application/json" } = {}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const req = httpRequest(url, {
      method: "POST",
      headers: {
        Host: "classic.localhost",
        Origin: "http://classic.localhost",
        "Content-Type": type,
        ...(declare ? { "Content-Length": String(total) } : { "Transfer-Encoding": "chunked" }),
        ...(cookie ? { Cookie: cookie } : {}),
      },
    });
    req.on("error", reject);
    req.on("response", (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      res.on("error", reject);
    });
    const chunk = Buffer.alloc(2048, "a");
    let sent = 0;
    const write = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("a body over the limit on a real connection", () => {
  it("lets the client read the beacon's 413 for 2 KB sent chunked", async () => {
    const sent = await post("/api/page-hidden.php", 2048);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({ error: { code: "body_too_large" } });
  });

  it("lets the client read the 413 for a chunked JSON body far over 64 KB", async () => {
    const member = await createLoggedInMember();
    for (let i = 0; i < 3; i++) {
      const sent = await post("/api/likes.php", 1024 * 1024, { cookie: member.cookie });
      expect(sent.status).toBe(413);
      expect(JSON.parse(sent.body)).toMatchObject({ error: { code: "body_too_large" } });
    }
  });

  it("lets the client read the 413 for a declared body over the limit, API and page alike", async () => {
    const api = await post("/api/likes.php", 512 * 1024, { declare: true });
    expect(api.status).toBe(413);
    const page = await post("/login", 512 * 1024, { declare: true, type: "application/x-www-form-urlencoded" });
    expect(page.status).toBe(413);
    const chunkedPage = await post("/login", 512 * 1024, { type: "application/x-www-form-urlencoded" });
    expect(chunkedPage.status).toBe(413);
  });
});
