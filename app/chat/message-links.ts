/** A piece of a message's text: plain text, or a web address shown as a link. */
export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// A run of non-space characters that starts like a web address; only http(s) and "www." ever become links, so a
// member cannot make a `javascript:` or `data:` link for the other.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
// Punctuation that usually closes the sentence rather than the address.
const TRAILING = /[.,;:!?'"»)\]}]+$/;

function toHref(candidate: string): string | null {
  const absolute = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(absolute);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".") && url.hostname !== "localhost") return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Splits a message into text and links (web addresses with http, https or www.); the text is never changed. */
export function splitMessageLinks(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    let candidate = match[0];
    // Keep a closing bracket that belongs to the address, e.g. a wiki link "…/Foo_(bar)".
    const trailing = TRAILING.exec(candidate)?.[0] ?? "";
    if (trailing) {
      let keep = 0;
      for (const char of trailing) {
        const opens = char === ")" ? "(" : char === "]" ? "[" : null;
        const body = candidate.slice(0, candidate.length - trailing.length + keep);
        if (opens && body.split(opens).length > body.split(char).length) keep += 1;
        else break;
      }
      candidate = candidate.slice(0, candidate.length - trailing.length + keep);
    }
    const href = toHref(candidate);
    if (!href) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: candidate, href });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
