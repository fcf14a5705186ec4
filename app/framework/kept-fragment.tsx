import { cloneElement, createElement, isValidElement, type ReactElement } from "react";

/**
 * A part of a page whose HTML is rendered once and then sent as it was (decision 135): a legal page's document, its
 * FAQ. It is the same for every request with the same inputs, and its render was a third of the page's CPU.
 *
 * On the server, during a page's string render (decision 130), the first render of a part is captured between two
 * empty `<template>` elements; the page finishes with a page slot in its place (`page-slots.server.ts`), kept for the
 * part's key. Later renders print only the slot's placeholder element, and the page gets the kept bytes. The browser
 * renders the part as always, from the page's data, and hydrates the same HTML. A render outside the string render
 * (the stream render, a test's own) renders the part plainly.
 *
 * The caller's key must determine the part's HTML: a string of its data made once per site, language and document
 * (the same string object every request, so its hash is computed once), and a `variant` string of every other input
 * (the site's values, whether a member is logged in, …). The part must not use `useId`: its first render is captured
 * one level deeper in the tree, which would change its ids.
 */
export function KeptFragment({ keyedBy, variant, children }: { keyedBy: string; variant: string; children: ReactElement }) {
  if (!import.meta.env.SSR || !keyedBy || !isValidElement(children)) return children;
  const render = activeRender;
  if (!render) return children;
  const entry = entryOf(keyedBy, variant);
  if (entry.slot) {
    render.slots.push(entry.slot);
    return createElement("template", { "data-kept-fragment": `${token}-${entry.slot.name}` });
  }
  render.captures.push(entry);
  return [
    createElement("template", { key: "open", "data-kept-open": `${token}-${entry.id}` }),
    cloneElement(children, { key: "part" }),
    createElement("template", { key: "close", "data-kept-close": `${token}-${entry.id}` }),
  ];
}

/** A kept part's bytes, as a page slot, under the name its placeholder element carries. */
export type KeptSlot = { name: string; marker: string; bytes: Uint8Array; digest: Uint8Array };
type Entry = { id: string; slot: KeptSlot | null };

/** What one string render used: the kept parts it placed, and the parts it rendered to capture. */
export type KeptRender = { slots: KeptSlot[]; captures: Entry[] };

/** This process's random token in every marker, so no text of a page can pose as one (as a page slot's marker). */
const token = import.meta.env.SSR
  ? Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join("")
  : "";
let activeRender: KeptRender | null = null;
let nextId = 0;
/** By the part's data, then its variant; the oldest data is forgotten first. */
const entries = new Map<string, Map<string, Entry>>();
/** Parts kept at most (a legal page's document is 30–60 KB): a few documents per site and language are asked. */
export const KEPT_FRAGMENTS = 256;
let entryCount = 0;

function entryOf(keyedBy: string, variant: string): Entry {
  let byVariant = entries.get(keyedBy);
  if (!byVariant) {
    while (entryCount >= KEPT_FRAGMENTS && entries.size > 0) {
      const [oldest, itsEntries] = entries.entries().next().value!;
      entries.delete(oldest);
      entryCount -= itsEntries.size;
    }
    entries.set(keyedBy, (byVariant = new Map()));
  }
  let entry = byVariant.get(variant);
  if (!entry) {
    byVariant.set(variant, (entry = { id: `${nextId++}`, slot: null }));
    entryCount++;
  }
  return entry;
}

/**
 * Runs a synchronous render with kept parts on (`renderToString` cannot interleave with another render). The
 * caller finishes it with `finishKeptRender` once it knows the page is whole.
 */
export function withKeptFragments<T>(render: () => T): { result: T; kept: KeptRender } {
  const kept: KeptRender = { slots: [], captures: [] };
  activeRender = kept;
  try {
    return { result: render(), kept };
  } finally {
    activeRender = null;
  }
}

/**
 * The page's HTML with each captured part replaced by its placeholder element, and the slots that fill them (the
 * captured ones apart: only they need checking); the captured parts are kept only through `commit`, called once the
 * page and they are known to be whole (no unfinished boundary).
 * `makeSlot` turns a part's HTML into a page slot (encoded once, with its digest).
 */
export function finishKeptRender(
  html: string,
  kept: KeptRender,
  makeSlot: (name: string, html: string, marker: string) => KeptSlot,
): { html: string; slots: KeptSlot[]; captured: KeptSlot[]; commit: () => void } {
  if (kept.captures.length === 0) return { html, slots: kept.slots, captured: [], commit: () => {} };
  const slots = [...kept.slots];
  const captured: { entry: Entry; slot: KeptSlot }[] = [];
  for (const entry of kept.captures) {
    const open = `<template data-kept-open="${token}-${entry.id}"></template>`;
    const close = `<template data-kept-close="${token}-${entry.id}"></template>`;
    const start = html.indexOf(open);
    const end = start === -1 ? -1 : html.indexOf(close, start);
    if (end === -1) continue;
    const name = `kept-${entry.id}`;
    const marker = `<template data-kept-fragment="${token}-${name}"></template>`;
    const slot = makeSlot(name, html.slice(start + open.length, end), marker);
    html = html.slice(0, start) + marker + html.slice(end + close.length);
    slots.push(slot);
    captured.push({ entry, slot });
  }
  return {
    html,
    slots,
    captured: captured.map(({ slot }) => slot),
    commit() {
      for (const { entry, slot } of captured) entry.slot ??= slot;
    },
  };
}
