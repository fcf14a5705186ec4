import { createHash, randomBytes } from "node:crypto";

/**
 * The large parts of a page that do not change between requests: the inlined stylesheet (decision 042, ~67 KB)
 * and the page language's messages (decision 039, ~41 KB) are two thirds of a page's bytes. React renders a short
 * marker in their place and the finished page gets the bytes, encoded once per process (decision 051): React no
 * longer measures and encodes them on every render, the page's ETag hashes a digest of them instead of the bytes,
 * and the body is sent as its parts without being copied together.
 *
 * The marker carries a random token of this process, so no member's text can pose as one.
 */
export type PageSlot = {
  /** What React renders in the slot's place. */
  readonly marker: string;
  readonly bytes: Uint8Array;
  /** Stands for the bytes in the page's ETag. */
  readonly digest: Uint8Array;
};

const token = randomBytes(12).toString("hex");

export function createPageSlot(name: string, content: string): PageSlot {
  return pageSlotOf(`@@page-slot:${token}:${name}@@`, Buffer.from(content, "utf8"));
}

/** A slot of `bytes` where React rendered `marker` (one the caller made unforgeable, as the token makes ours). */
export function pageSlotOf(marker: string, bytes: Uint8Array): PageSlot {
  return { marker, bytes, digest: createHash("sha256").update(bytes).digest() };
}

/** A rendered page as its parts, in order: rendered bytes and slot contents. */
export type PageParts = readonly (Uint8Array | PageSlot)[];

/**
 * Splits the rendered bytes at each slot's marker, in the order the slots appear in the page. A slot whose
 * marker is not there (a page without an inlined stylesheet) is left out.
 */
export function fillPageSlots(rendered: Buffer, slots: readonly PageSlot[]): PageParts {
  const found: { at: number; slot: PageSlot }[] = [];
  for (const slot of slots) {
    const at = rendered.indexOf(slot.marker);
    if (at >= 0) found.push({ at, slot });
  }
  found.sort((a, b) => a.at - b.at);
  const parts: (Uint8Array | PageSlot)[] = [];
  let from = 0;
  for (const { at, slot } of found) {
    if (at < from) continue;
    parts.push(rendered.subarray(from, at), slot);
    from = at + Buffer.byteLength(slot.marker);
  }
  parts.push(rendered.subarray(from));
  return parts;
}

export function bytesOf(part: Uint8Array | PageSlot): Uint8Array {
  return part instanceof Uint8Array ? part : part.bytes;
}

export function pageByteLength(parts: PageParts): number {
  return parts.reduce((total, part) => total + bytesOf(part).byteLength, 0);
}

/** The page as one buffer (for the micro-cache and compression, once per cached page). */
export function joinPage(parts: PageParts): Uint8Array {
  return Buffer.concat(parts.map(bytesOf));
}

/** The page as a body stream that hands out its parts as they are, without copying them together. */
export function streamPage(parts: PageParts): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const part = parts[next++];
      if (part === undefined) controller.close();
      else controller.enqueue(bytesOf(part));
    },
  });
}

/**
 * Rendered pages by their response, so the cache middleware takes the parts as entry.server made them instead of
 * reading the body stream back into one buffer.
 */
const renderedPages = new WeakMap<Response, PageParts>();

export function pageResponse(parts: PageParts, init: ResponseInit): Response {
  const response = new Response(streamPage(parts), init);
  renderedPages.set(response, parts);
  return response;
}

export function renderedPartsOf(response: Response): PageParts | undefined {
  return renderedPages.get(response);
}
