import { describe, expect, it } from "vitest";
import { DEFAULT_BODY_LIMIT, readForm, readJson } from "./body.server.ts";

const post = (body: BodyInit | null, type?: string, headers: Record<string, string> = {}) =>
  new Request("http://classic.localhost/x", {
    method: "POST",
    body,
    headers: { ...(type ? { "Content-Type": type } : {}), ...headers },
    // Streams need this in Node's fetch.
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);

/** A body sent in chunks without Content-Length, as `Transfer-Encoding: chunked` arrives. */
function chunked(totalBytes: number, chunk = 16 * 1024) {
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls++;
      if (sent >= totalBytes) return controller.close();
      const size = Math.min(chunk, totalBytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { stream, pulled: () => pulls };
}

describe("readJson", () => {
  it("parses JSON sent as application/json", async () => {
    expect(await readJson(post('{"profile":7}', "application/json; charset=utf-8"))).toEqual({ ok: true, value: { profile: 7 } });
  });

  it("refuses JSON sent under another type (a cross-site text/plain post) with 415", async () => {
    const result = await readJson(post('{"email":"a@b.c"}', "text/plain"));
    expect(result).toMatchObject({ ok: false, failure: { status: 415 } });
    expect(await readJson(post("profile=1", "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, failure: { status: 415 } });
  });

  it("reads a broken or empty body as undefined, for the schema's 400", async () => {
    expect(await readJson(post("{not json", "application/json"))).toEqual({ ok: true, value: undefined });
    expect(await readJson(post(null))).toEqual({ ok: true, value: undefined });
  });

  it("answers 413 above the limit, by the declared length and while reading a chunked body", async () => {
    const big = JSON.stringify({ password: "x".repeat(DEFAULT_BODY_LIMIT) });
    expect(await readJson(post(big, "application/json"))).toMatchObject({ ok: false, failure: { status: 413 } });
    const { stream, pulled } = chunked(50 * 1024 * 1024);
    expect(await readJson(post(stream, "application/json"))).toMatchObject({ ok: false, failure: { status: 413 } });
    // It stopped right after the limit instead of reading 50 MB.
    expect(pulled()).toBeLessThan(10);
  });
});

describe("readForm", () => {
  it("reads urlencoded and multipart forms", async () => {
    const urlencoded = await readForm(post("email=a%40b.c&name=Anna", "application/x-www-form-urlencoded"));
    expect(urlencoded.ok && urlencoded.value.get("email")).toBe("a@b.c");
    const form = new FormData();
    form.set("name", "Anna");
    const multipart = await readForm(new Request("http://x/", { method: "POST", body: form }));
    expect(multipart.ok && multipart.value.get("name")).toBe("Anna");
  });

  it("reads JSON, text and broken multipart as an empty form instead of throwing", async () => {
    for (const request of [
      post('{"email":"a@b.c"}', "application/json"),
      post("email=a@b.c", "text/plain"),
      post("--x\r\nbroken", "multipart/form-data; boundary=x"),
      post("whatever", "multipart/form-data"),
      post("no type at all"),
    ]) {
      const result = await readForm(request);
      expect(result.ok).toBe(true);
      expect(result.ok && [...result.value.keys()]).toEqual([]);
    }
  });

  it("answers 413 above the limit", async () => {
    const body = `password=${"x".repeat(DEFAULT_BODY_LIMIT)}`;
    expect(await readForm(post(body, "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, failure: { status: 413 } });
  });
});
