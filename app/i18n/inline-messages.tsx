import { createContext, use, useState } from "react";

export const INLINE_MESSAGES_ID = "i18n-messages";

/** The page language's messages as JSON, safe inside a script element; given by entry.server. */
export const InlineMessagesContext = createContext<string>("");

/**
 * The page language's messages in the document (a JSON data block, not a script), so the
 * browser starts hydrating without fetching a locale file first. The
 * browser keeps what the server wrote: it reads the block once and renders it unchanged.
 */
export function InlineMessages({ nonce }: { nonce?: string }) {
  const fromServer = use(InlineMessagesContext);
  const [json] = useState(() =>
    typeof document === "undefined" ? fromServer : (document.getElementById(INLINE_MESSAGES_ID)?.textContent ?? ""),
  );
  return <script id={INLINE_MESSAGES_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The messages the server inlined, or null (then they are fetched). */
export function readInlineMessages(): Record<string, unknown> | null {
  const text = document.getElementById(INLINE_MESSAGES_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}
