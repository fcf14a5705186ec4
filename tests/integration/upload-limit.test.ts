import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "#app/.server/profiles/images.server.ts";
import { appRequest } from "#tests/support/app.ts";
import { createMember, sessionCookieFor } from "#tests/support/factories.ts";

describe("POST /api/profileimage.php without Content-Length", () => {
  it("stops reading a chunked body past the limit and answers 413", async () => {
    const member = await createMember();
    const cookie = await sessionCookieFor(member.user.id);
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Twice the limit, so a reader that takes it all would be noticed.
        if (sent > MAX_UPLOAD_BYTES * 2) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await appRequest("/api/profileimage.php", {
      method: "POST",
      cookie,
      body,
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("too_large");
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES * 2);
  });
});
