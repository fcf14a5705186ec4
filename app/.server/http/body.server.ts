import { data } from "react-router";

/**
 * The one way actions and API routes read a request body. Reading never throws:
 * a body that is too large is a 413, JSON sent under another content type is a
 * 415, and a body that cannot be parsed reads as empty, so the route's Zod schema
 * answers with its 400. Nothing is read past the limit, with or without a
 * Content-Length header, so a 50 MB password never reaches the password hasher.
 */

/** Forms and JSON: 64 KB, far above any form of the product (the longest text field is 5,000 characters). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export type BodyFailure =
  { status: 413; code: "body_too_large"; message: string } | { status: 415; code: "unsupported_media_type"; message: string };

export type BodyResult<T> = { ok: true; value: T } | { ok: false; failure: BodyFailure };

const tooLarge = (maxBytes: number): BodyFailure => ({
  status: 413,
  code: "body_too_large",
  message: `The request body is larger than ${maxBytes} bytes.`,
});

/** What is still read, and dropped, of a refused body: a client sending more gets its connection closed after that. */
const DISCARD_MAX_BYTES = 1024 * 1024;
const DISCARD_MAX_MS = 10_000;

/**
 * Reads and drops the rest of a body that is refused (413), in the background, so the client finishes sending and
 * reads the answer. Cancelling the stream instead destroys the socket under the answer: the client saw a reset.
 * Past DISCARD_MAX_BYTES or DISCARD_MAX_MS the stream is cancelled and the connection closes (the answer has long
 * been sent by then).
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  let dropped = 0;
  const stop = () => void reader.cancel().catch(() => {});
  const timer = setTimeout(stop, DISCARD_MAX_MS);
  timer.unref?.();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        dropped += value.byteLength;
        if (dropped > DISCARD_MAX_BYTES) {
          stop();
          break;
        }
      }
    } catch {
      // The client broke off: nothing left to drop.
    } finally {
      clearTimeout(timer);
    }
  })();
}

/** Drops a whole body that is refused before it is read (a declared length over the limit); see discardRest. */
export function discardBody(request: Request): void {
  if (request.body && !request.bodyUsed && !request.body.locked) discardRest(request.body.getReader());
}

/**
 * The raw body, or null once it grows past `maxBytes`: reading stops there, so a
 * body sent without Content-Length (chunked) cannot fill memory.
 */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    discardBody(request);
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        discardRest(reader);
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // A body the client broke off mid-way reads as what arrived so far.
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** `application/json` and the `+json` types (e.g. `application/merge-patch+json`). */
export function isJsonMediaType(type: string): boolean {
  return type === "application/json" || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * A posted form (urlencoded or multipart), at most `maxBytes`. Any other body,
 * or one that does not parse, is an empty form.
 */
export async function readForm(request: Request, { maxBytes = DEFAULT_BODY_LIMIT } = {}): Promise<BodyResult<FormData>> {
  const bytes = await readBodyLimited(request, maxBytes);
  if (!bytes) return { ok: false, failure: tooLarge(maxBytes) };
  const type = mediaType(request);
  try {
    if (type === "application/x-www-form-urlencoded") {
      const form = new FormData();
      for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(name, value);
      return { ok: true, value: form };
    }
    if (type === "multipart/form-data") {
      const headers = { "Content-Type": request.headers.get("content-type")! };
      return { ok: true, value: await new Response(bytes, { headers }).formData() };
    }
  } catch {
    // A broken multipart body: fall through to the empty form.
  }
  return { ok: true, value: new FormData() };
}

/**
 * A JSON body, at most `maxBytes`. JSON must say so (`Content-Type:
 * application/json`): a cross-site `text/plain` post cannot pose as an API call.
 * No body at all is `undefined`; JSON that does not parse is `undefined` too.
 */
export async function readJson(request: Request, { maxBytes = DEFAULT_BODY_LIMIT } = {}): Promise<BodyResult<unknown>> {
  const bytes = await readBodyLimited(request, maxBytes);
  if (!bytes) return { ok: false, failure: tooLarge(maxBytes) };
  if (bytes.byteLength === 0) return { ok: true, value: undefined };
  if (!isJsonMediaType(mediaType(request))) {
    return {
      ok: false,
      failure: { status: 415, code: "unsupported_media_type", message: "Send the body as application/json." },
    };
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytes)) as unknown };
  } catch {
    return { ok: true, value: undefined };
  }
}

/** For page actions: the posted form, or a thrown 413 that the error page shows. */
export async function requireForm(request: Request, options?: { maxBytes?: number }): Promise<FormData> {
  const result = await readForm(request, options);
  if (!result.ok) throw data({ message: result.failure.message }, { status: result.failure.status, statusText: "Payload Too Large" });
  return result.value;
}
