import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { newestMigrationOfCode } from "#app/.server/db/client.server.ts";
import { freeTestPort, hasServerBuild, startAppProcess } from "#tests/support/app-process.ts";
import { BROWSER_UA } from "#tests/support/app.ts";
import { signupBody } from "#tests/support/signup.ts";

/**
 * The built server's lifecycle (decision 077): health probes, an orderly SIGTERM, and the refusal to start on a
 * database migrated by newer code. On PGlite in a DATA_DIR, or on the file's PostgreSQL database in CI's second pass.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL ? process.env.DATABASE_URL : undefined;
const dataDir = mkdtempSync(join(tmpdir(), "lifecycle-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = async () => startAppProcess({ PORT: await freeTestPort(), DATA_DIR: dataDir, DATABASE_URL: postgresUrl });

async function signUp(origin: string, email: string) {
  const check = (await (
    await fetch(`${origin}/api/validate_email.php?email=${encodeURIComponent(email)}`, { headers: { "User-Agent": BROWSER_UA } })
  ).json()) as {
    token: string;
  };
  return JSON.stringify(signupBody(email, check.token));
}

const signUpHeaders = (origin: string) => ({ "Content-Type": "application/json", "User-Agent": BROWSER_UA, Origin: origin });

describe.skipIf(!hasServerBuild())("the built server's lifecycle", () => {
  it("answers /healthz and /readyz early, uncached, on any host", async () => {
    const app = await start();
    try {
      for (const host of ["127.0.0.1", "unknown.example"]) {
        const health = await get(`${app.origin}/healthz`, host);
        expect(health).toMatchObject({ status: 200, body: "ok\n" });
        expect(health.headers["cache-control"]).toBe("no-store");
        expect(health.headers["content-type"]).toMatch(/^text\/plain/);
        const ready = await get(`${app.origin}/readyz`, host);
        expect(ready).toMatchObject({ status: 200, body: "ready\n" });
        expect(ready.headers["cache-control"]).toBe("no-store");
      }
    } finally {
      await app.stop();
    }
  }, 150_000);

  it("on SIGTERM finishes the request in flight, ends event streams with a retry hint and exits within 10 s", async () => {
    const app = await start();
    try {
      // A member with an open event stream.
      const first = await fetch(`${app.origin}/api/user.php?new=1`, {
        method: "POST",
        headers: signUpHeaders(app.origin),
        body: await signUp(app.origin, `first${Date.now()}@example.com`),
      });
      expect(first.status).toBe(201);
      const cookie = first.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const stream = await fetch(`${app.origin}/api/events.php`, { headers: { Cookie: cookie, "User-Agent": BROWSER_UA } });
      expect(stream.status).toBe(200);
      const streamText = (async () => {
        let text = "";
        const decoder = new TextDecoder();
        for await (const chunk of stream.body!) text += decoder.decode(chunk as Uint8Array, { stream: true });
        return text;
      })();

      // A sign-up whose body is still arriving when the signal comes.
      const email = `slow${Date.now()}@example.com`;
      const body = await signUp(app.origin, email);
      const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          `${app.origin}/api/user.php?new=1`,
          { method: "POST", headers: { ...signUpHeaders(app.origin), "Content-Length": Buffer.byteLength(body) } },
          (res) => {
            let text = "";
            res.on("data", (chunk: Buffer) => (text += chunk.toString()));
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on("error", reject);
        req.write(body.slice(0, 40));
        setTimeout(() => req.end(body.slice(40)), 1500);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));

      const signalledAt = Date.now();
      process.kill(app.pid, "SIGTERM");
      // The stream ends at once, its last frame a reconnect delay.
      expect(await streamText).toMatch(/retry: \d+\n\n$/);
      // New connections are refused meanwhile.
      await expect(fetch(`${app.origin}/healthz`)).rejects.toThrow();
      const answer = await slow;
      expect(answer.status, answer.body).toBe(201);
      expect(await app.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);

      // The sign-up answered during the shutdown is there after a restart.
      const again = await start();
      try {
        const taken = (await (
          await fetch(`${again.origin}/api/validate_email.php?email=${encodeURIComponent(email)}`, {
            headers: { "User-Agent": BROWSER_UA },
          })
        ).json()) as {
          status: string;
        };
        expect(taken.status).toBe("not_confirmed");
      } finally {
        await again.stop();
      }
    } finally {
      await app.stop();
    }
  }, 180_000);

  it("refuses to start on a database with migrations newer than its code, saying so", async () => {
    const future = newestMigrationOfCode().when + 60_000;
    const insert = `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', ${future})`;
    const remove = `delete from drizzle.__drizzle_migrations where hash = 'from-a-newer-version'`;
    if (postgresUrl) {
      const sql = postgres(postgresUrl, { max: 1, onnotice: () => {} });
      await sql.unsafe(insert);
      await sql.end();
    } else {
      const db = new PGlite(join(dataDir, "pglite"));
      await db.query(insert);
      await db.close();
    }
    try {
      const child = spawn(process.execPath, ["server.js"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          SEED_ON_START: "0",
          PORT: String(await freeTestPort()),
          DATA_DIR: dataDir,
          DATABASE_URL: postgresUrl ?? "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).not.toBe(0);
      expect(output).toContain("Refusing to start: the database has migrations newer than this code");
    } finally {
      if (postgresUrl) {
        const sql = postgres(postgresUrl, { max: 1, onnotice: () => {} });
        await sql.unsafe(remove);
        await sql.end();
      }
    }
  }, 150_000);
});

function get(url: string, host: string): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}
