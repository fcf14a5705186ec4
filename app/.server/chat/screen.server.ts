import type { ChatListEntry, MessagePage } from "#app/chat/types.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import type { Site } from "#app/site/registry.ts";
import type { SessionUser } from "../accounts/session.server.ts";
import type { Database } from "../db/client.server.ts";
import { listChats, openConversationWithPartner } from "./conversations.server.ts";
import { messagePricing, type MessagePricing } from "./pricing.server.ts";

export type ChatScreenData = {
  conversationId: number;
  partner: ProfileCardData;
  page: MessagePage;
  pricing: MessagePricing;
  /** The sidebar's list (theme switch `chat.sidebar`), else null. */
  chats: ChatListEntry[] | null;
};

/** What `/chats/{id}` shows: the partner's summary, the newest page of messages, the price per message, the sidebar's chats. */
export async function loadChatScreen(
  db: Database,
  site: Site,
  user: SessionUser,
  conversationId: number,
  { withSidebar, country }: { withSidebar: boolean; country: string },
): Promise<ChatScreenData> {
  // The conversation, its partner's card, both read states and the newest messages in one statement; the sidebar's
  // list beside it.
  const [{ partner, page }, pricing, chats] = await Promise.all([
    openConversationWithPartner(db, site, user, conversationId),
    messagePricing(site, user, country),
    withSidebar ? listChats(db, site, user) : Promise.resolve(null),
  ]);
  return { conversationId, partner, page, pricing, chats };
}
