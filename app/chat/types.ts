import type { ProfileCardData } from "#app/profiles/card.ts";

/**
 * The chat API's shapes (docs/product/chat-and-credits.md#conversations "Chat list entry"), shared by the
 * server that builds them and the screens that show them.
 */
export type ChatMessage = {
  id: number;
  conversation: number;
  /** The sending profile; the reader's own messages have `from_me`. */
  sender_profile: number;
  from_me: boolean;
  text: string;
  created_at: string;
  client_id: string | null;
};

export type ChatListEntry = {
  conversation: { id: number; last_message_at: string | null };
  profile: ProfileCardData;
  num_unread_messages: number;
  last_message: ChatMessage | null;
};

export type MessagePage = {
  messages: ChatMessage[];
  /** Older messages exist before the first one given. */
  has_more: boolean;
  /** The partner has read every message up to this id (read receipts). */
  partner_read_up_to: number;
};

/** Longest message text, in UTF-16 units (also keeps a live event well under PostgreSQL's 8,000-byte NOTIFY limit). */
export const MESSAGE_MAX_LENGTH = 1000;
/** Messages a page of history holds. */
export const MESSAGE_PAGE_SIZE = 30;
