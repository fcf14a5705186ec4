import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { finishKeptRender, withKeptFragments, type KeptRender, type KeptSlot } from "./kept-fragment.tsx";
import { fillPageSlots, pageResponse, pageSlotOf, type PageSlot } from "./page-slots.server.ts";

/** How the pages of this process were rendered: by the string render, or (a part suspended or failed) streamed. */
export const wholePageRenders = { synchronous: 0, streamed: 0 };

/**
 * React's markers of a boundary it could not complete (`<!--$!-->`, client-rendered) or had not completed
 * (`<!--$?-->`, pending). Text React renders is escaped, so only a boundary prints them.
 */
function hasUnfinishedBoundary(html: Buffer): boolean {
  // One pass over the page: a boundary's marker is rare, so look at the character after each one.
  for (let at = html.indexOf("<!--$"); at !== -1; at = html.indexOf("<!--$", at + 5)) {
    if ((html[at + 5] === 0x21 || html[at + 5] === 0x3f) && html[at + 6] === 0x2d) return true;
  }
  return false;
}
const DOCTYPE = "<!DOCTYPE html>";

// Any character past ASCII (U+0080 and up), in runs.
const NON_ASCII_RUN = /[\u0080-\uffff]+/g;

/**
 * A string's UTF-8 bytes, as `Buffer.from(text, "utf8")` gives them, faster for a page. One character above U+00FF
 * (an ellipsis, a quotation mark, an emoji in a name) makes V8 keep the whole page as two bytes a character, and
 * Node's UTF-8 encoder is slow on such a string (0.4 ms for a 200 KB page here); its Latin-1 writer is not. A page
 * is almost all ASCII: the ASCII runs are written as Latin-1 (the same bytes), the few other runs as UTF-8. A
 * surrogate pair never spans two runs, so a lone surrogate becomes U+FFFD as `Buffer.from` makes it.
 */
export function utf8Of(text: string): Buffer {
  const runs: { at: number; text: string; bytes: number }[] = [];
  let length = text.length;
  NON_ASCII_RUN.lastIndex = 0;
  for (let match = NON_ASCII_RUN.exec(text); match; match = NON_ASCII_RUN.exec(text)) {
    const bytes = Buffer.byteLength(match[0], "utf8");
    runs.push({ at: match.index, text: match[0], bytes });
    length += bytes - match[0].length;
  }
  if (runs.length === 0) return Buffer.from(text, "latin1");
  const out = Buffer.allocUnsafe(length);
  let written = 0;
  let from = 0;
  for (const run of runs) {
    written += out.write(text.slice(from, run.at), written, "latin1");
    written += out.write(run.text, written, run.bytes, "utf8");
    from = run.at + run.text.length;
  }
  out.write(text.slice(from), written, "latin1");
  return out;
}

/**
 * The page as one string when every part of it renders without waiting (decision 130): React's string render builds
 * the HTML by concatenation, where the stream render encodes each of its small chunks (a tag, an attribute, a
 * text) into bytes on its own, which cost it half of its time. Null when a part suspended (a lazy component's first
 * load, data still streaming) or failed: the stream render then renders it again, waits for it and reports errors.
 */
function renderSynchronously(page: ReactNode): { bytes: Buffer; slots: readonly PageSlot[] } | null {
  let rendered: { result: string; kept: KeptRender };
  try {
    rendered = withKeptFragments(() => renderToString(page));
  } catch {
    return null;
  }
  // Parts rendered to be kept (decision 135) leave the page for their slots; they are kept once the page is whole.
  const { html, slots, captured, commit } = finishKeptRender(rendered.result, rendered.kept, keptSlot);
  // The stream render starts a document with its doctype; the string render never does.
  const bytes = utf8Of(html.startsWith("<html") ? DOCTYPE + html : html);
  // A kept part was checked when it was captured; a part captured now is checked with the page.
  if (
    hasUnfinishedBoundary(bytes) ||
    captured.some(({ bytes: part }) => hasUnfinishedBoundary(Buffer.from(part.buffer, part.byteOffset, part.byteLength)))
  )
    return null;
  commit();
  return { bytes, slots };
}

/** A kept part's HTML as a page slot: its bytes encoded once, its digest for the page's ETag. */
function keptSlot(name: string, html: string, marker: string): KeptSlot {
  return { name, ...pageSlotOf(marker, utf8Of(html)) };
}

/**
 * Renders a page whole before a byte is sent (decision 051), in place of the stream React Router's default
 * `entry.server` pipes into a `PassThrough` at `onShellReady`: nothing on a page waits for data after its loaders,
 * anonymous pages are hashed for their ETag and compressed whole anyway (decision 026), and a complete render writes
 * no streaming boundaries, hidden segments or reveal scripts (React delays a streamed boundary's reveal by up to
 * 300 ms). The bytes are collected in one buffer, not passed through a Node stream and a web stream per chunk, and
 * split at the page slots' markers. A page none of whose parts waits is rendered as one string first (decision 130).
 */
export function renderWholePage(
  page: ReactNode,
  options: {
    nonce: string;
    status: number;
    headers: Headers;
    slots: readonly PageSlot[];
    timeoutMs: number;
    /**
     * Whether to try the string render first (decision 130): the page's data is read (`readServerHandoff`) and its
     * parts may render twice, the string render's attempt and the stream render after it.
     */
    stringFirst: boolean;
    /** A part that failed to render (React would render it again in the browser): the page becomes a 500. */
    onRenderError: (error: unknown) => void;
  },
): Promise<Response> {
  const whole = options.stringFirst ? renderSynchronously(page) : null;
  if (whole !== null) {
    wholePageRenders.synchronous++;
    options.headers.set("Content-Type", "text/html; charset=utf-8");
    const slots = whole.slots.length ? [...options.slots, ...whole.slots] : options.slots;
    return Promise.resolve(pageResponse(fillPageSlots(whole.bytes, slots), { headers: options.headers, status: options.status }));
  }
  wholePageRenders.streamed++;
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
