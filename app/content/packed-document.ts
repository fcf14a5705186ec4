import { boundedMemo } from "#app/bounded-memo.ts";
import type { RenderedDocument } from "./documents.ts";

/**
 * A legal page's or the FAQ's document as the page's data carries it: one JSON string (decision 127). React Router
 * encodes a page's data for hydration on every request, value by value; a document is several hundred values
 * (sections, paragraphs, rich-text nodes), built once per site and language, and its encoding was a tenth of the
 * terms page's CPU. As one string it is a single value, serialized once per document for the process.
 */
const packedDocuments = new WeakMap<RenderedDocument, string>();

export function packDocument(document: RenderedDocument): string {
  let packed = packedDocuments.get(document);
  if (!packed) packedDocuments.set(document, (packed = JSON.stringify(document)));
  return packed;
}

/**
 * Read once per packed text: on the server the loader hands the same string to every request (its parse is kept),
 * in the browser each page's data brings its own. A handful of documents per language: the oldest is forgotten first.
 */
const unpackedDocuments = boundedMemo<RenderedDocument>(32);

export function unpackDocument(packed: string): RenderedDocument {
  return unpackedDocuments(packed, () => JSON.parse(packed) as RenderedDocument);
}
