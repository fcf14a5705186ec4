import { useEffect } from "react";
import { formatMoney } from "#app/billing/money.ts";
import type { MessagePrice } from "#app/billing/message-price.ts";
import { seedChats } from "#app/chat/live-store.ts";
import type { ChatListEntry, MessagePage } from "#app/chat/types.ts";
import { useLiveSnapshot } from "#app/chat/use-live.ts";
import { ChatList } from "#app/components/chat/chat-list.tsx";
import { Conversation } from "#app/components/chat/conversation.tsx";
import { SafetyLinks } from "#app/components/members/safety-links.tsx";
import { Link } from "#app/framework/link.tsx";
import { useTranslation } from "#app/i18n/translation.tsx";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { useFeature, useRootData } from "#app/root-data.ts";

export type ChatPageProps = {
  conversationId: number;
  partner: ProfileCardData;
  /** The newest page of the conversation. */
  page: MessagePage;
  /** What a message costs, and the member's balance. */
  pricing: MessagePrice & { balance: number };
  /** The sidebar's list (theme switch `chat.sidebar`), else null. */
  chats: ChatListEntry[] | null;
};

/** /chats/{id} in the chat layout: the conversation, and the chats beside it where the theme has the sidebar. */
export function ChatPage(loaderData: ChatPageProps) {
  const { t } = useTranslation();
  const root = useRootData()!;
  const sidebar = useFeature("chat.sidebar");
  const emojiButton = useFeature("chat.emojiButton");
  const live = useLiveSnapshot();
  const { conversationId, partner, page, pricing } = loaderData;
  useEffect(() => {
    // The open chat counts as read at once (its read call may still be on its way).
    if (loaderData.chats) {
      seedChats(loaderData.chats.map((chat) => (chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat)));
    }
  }, [loaderData.chats, conversationId]);
  const chats = live.chats ?? loaderData.chats ?? [];
  return (
    <div className="flex min-h-0 flex-1 gap-6">
      {sidebar ? (
        <aside aria-label={t("chat.sidebar")} data-slot="chat-sidebar" className="hidden w-72 shrink-0 overflow-y-auto md:block">
          <h2 className="mb-2 text-heading-section">{t("chat.sidebar")}</h2>
          <ChatList chats={chats} activeId={conversationId} compact />
        </aside>
      ) : null}
      <div className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="mb-2 flex items-center justify-between gap-3">
          <Link to="/chats" className="text-sm text-primary hover:underline">
            ← {t("chat.back_to_chats")}
          </Link>
          <SafetyLinks profileId={partner.id} conversationId={conversationId} />
        </div>
        {live.connected === false && live.chats !== null ? (
          <p role="status" className="mb-2 text-xs text-muted-foreground">
            {t("chat.reconnecting")}
          </p>
        ) : null}
        <Conversation
          key={conversationId}
          conversationId={conversationId}
          partner={partner}
          page={page}
          pricing={{
            credits: pricing.credits,
            balance: pricing.balance,
            value: pricing.value ? formatMoney(pricing.value.amount, pricing.value.currency, root.localeTag) : null,
            insufficient: pricing.balance < pricing.credits,
            activated: root.user?.confirmed ?? false,
          }}
          emojiButton={emojiButton}
          fictionalIcon={root.site.fictional_icon}
          localeTag={root.localeTag}
        />
      </div>
    </div>
  );
}
