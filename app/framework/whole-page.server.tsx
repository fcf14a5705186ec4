import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { fillPageSlots, pageResponse, type PageSlot } from "./page-slots.server.ts";

/**
 * Renders a page whole before a byte is sent (decision 051), in place of the stream React Router's default
 * `entry.server` pipes into a `PassThrough` at `onShellReady`: nothing on a page waits for data after its loaders,
 * anonymous pages are hashed for their ETag and compressed whole anyway (decision 026), and a complete render writes
 * no streaming boundaries, hidden segments or reveal scripts (React delays a streamed boundary's reveal by up to
 * 300 ms). The bytes are collected in one buffer, not passed through a Node stream and a web stream per chunk, and
 * split at the page slots' markers.
 */
export function renderWholePage(
  page: ReactNode,
  options: {
    nonce: string;
    status: number;
    headers: Headers;
    slots: readonly PageSlot[];
    timeoutMs: number;
    /** A part that failed to render (React would render it again in the browser): the page becomes a 500. */
    onRenderError: (error: unknown) => void;
  },
): Promise<Response> {
  let status = options.status;
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), options.timeoutMs);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: options.nonce,
      // React writes a large Suspense boundary as a hidden segment plus a script that moves it into place (and
      // delays that reveal by up to 300 ms) so the rest can show first. Sent whole, nothing shows first: inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new Writable({
          write(chunk: Buffer | Uint8Array | string, _encoding, callback) {
            chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            options.headers.set("Content-Type", "text/html; charset=utf-8");
            const parts = fillPageSlots(Buffer.concat(chunks), options.slots);
            resolve(pageResponse(parts, { headers: options.headers, status }));
            callback();
          },
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        options.onRenderError(error);
      },
    });
  });
}
