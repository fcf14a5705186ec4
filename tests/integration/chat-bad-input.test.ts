import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "#app/.server/db/client.server.ts";
import { messages } from "#app/.server/db/schema.ts";
import { appRequest } from "#tests/support/app.ts";
import { createLoggedInMember } from "#tests/support/factories.ts";

/**
 * What an attacker or a broken client sends to the chat calls (developers' guide): every answer is a 4xx
 * with a JSON error, never a 500, and nothing is stored or charged for a refused message.
 */
const jsonBody = (body: unknown) => ({
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

describe("chat calls with bad input", () => {
  it("answers 4xx with a JSON error to hostile bodies and parameters, and stores nothing", async () => {
    const a = await createLoggedInMember({ country: "GB", credits: 50 });
    const b = await createLoggedInMember({ country: "GB" });
    const start = await appRequest(`/api/chat.php?profile=${b.profileId}`, { cookie: a.cookie });
    const { id } = (await start.json()) as { id: number };

    const attempts: { name: string; path: string; method: string; init: { body?: string; headers?: Record<string, string> } }[] = [
      { name: "lone surrogate", path: "/api/messages.php", method: "POST", init: jsonBody(`{"conversation":${id},"text":"\\ud83d"}`) },
      // Nothing a partner could see, yet a credit would go: as empty as "" (a review sent "\u200b").
      {
        name: "only zero-width characters",
        path: "/api/messages.php",
        method: "POST",
        init: jsonBody({ conversation: id, text: "\u200b \u200d\u00ad" }),
      },
      { name: "text not a string", path: "/api/messages.php", method: "POST", init: jsonBody({ conversation: id, text: { html: "<b>" } }) },
      {
        name: "conversation a string",
        path: "/api/messages.php",
        method: "POST",
        init: jsonBody({ conversation: "1 or 1=1", text: "hi" }),
      },
      { name: "negative conversation", path: "/api/messages.php", method: "POST", init: jsonBody({ conversation: -5, text: "hi" }) },
      { name: "huge conversation id", path: "/api/messages.php", method: "POST", init: jsonBody({ conversation: 1e20, text: "hi" }) },
      {
        name: "unknown conversation",
        path: "/api/messages.php",
        method: "POST",
        init: jsonBody({ conversation: 2_000_000_000, text: "hi" }),
      },
      { name: "broken JSON", path: "/api/messages.php", method: "POST", init: jsonBody('{"conversation":') },
      { name: "JSON array", path: "/api/messages.php", method: "POST", init: jsonBody([id, "hi"]) },
      { name: "huge body", path: "/api/messages.php", method: "POST", init: jsonBody({ conversation: id, text: "x".repeat(3_000_000) }) },
      {
        name: "client id too long",
        path: "/api/messages.php",
        method: "POST",
        init: jsonBody({ conversation: id, text: "hi", client_id: "c".repeat(500) }),
      },
      { name: "profile not a number", path: "/api/chat.php?profile=abc", method: "GET", init: {} },
      { name: "profile missing", path: "/api/chat.php", method: "GET", init: {} },
      { name: "profile beyond int", path: "/api/chat.php?profile=99999999999999999999", method: "GET", init: {} },
      { name: "delete without conversation", path: "/api/chat.php", method: "DELETE", init: jsonBody({}) },
      { name: "delete with NUL", path: "/api/chat.php", method: "DELETE", init: jsonBody({ conversation: "1\u0000" }) },
      { name: "history before garbage", path: `/api/messages.php?conversation=${id}&before=%00`, method: "GET", init: {} },
      { name: "history of a huge id", path: "/api/messages.php?conversation=1e400", method: "GET", init: {} },
    ];
    for (const attempt of attempts) {
      const res = await appRequest(attempt.path, { method: attempt.method, cookie: a.cookie, ...attempt.init });
      expect(res.status, attempt.name).toBeGreaterThanOrEqual(400);
      expect(res.status, attempt.name).toBeLessThan(500);
      const body = (await res.json()) as { error?: { code: string; message: string } };
      expect(body.error?.message, attempt.name).toBeTruthy();
    }
    expect(await (await getDb()).select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);

    // A NUL byte (which PostgreSQL text cannot hold) is dropped like every control character (app/forms/text.ts).
    const nul = await appRequest("/api/messages.php", {
      method: "POST",
      cookie: a.cookie,
      ...jsonBody({ conversation: id, text: "hi\u0000there" }),
    });
    expect(nul.status).toBe(201);
    const stored = await (await getDb()).select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.map((m) => m.body)).toEqual(["hithere"]);
  });
});
