import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { markChatOpened, reportCredits } from "#app/chat/live-store.ts";
import type { ChatMessage, MessagePage } from "#app/chat/types.ts";
import { useLiveEvent, useLiveSnapshot } from "#app/chat/use-live.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { useOptionalUser } from "#app/root-data.ts";
import { Composer, type ComposerPricing } from "./composer.tsx";
import { MessageList, type ShownMessage } from "./message-list.tsx";
import { PartnerSummary } from "./partner-summary.tsx";

/** How long a typing indicator stays without a new typing event. */
const TYPING_SHOWN_MS = 4_000;
/** Typing events are sent at most this often. */
const TYPING_SEND_MS = 3_000;

function mergeMessage(list: ShownMessage[], incoming: ShownMessage): ShownMessage[] {
  const index = list.findIndex((m) => m.id === incoming.id || (incoming.client_id !== null && m.client_id === incoming.client_id));
  if (index >= 0) return list.map((m, i) => (i === index ? incoming : m));
  return [...list, incoming].sort((a, b) => (a.id > 0 && b.id > 0 ? a.id - b.id : 0));
}

function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `c${Date.now()}${Math.random().toString(36).slice(2)}`;
}

/**
 * One conversation, live: history with paging upward, new messages, read receipts and typing
 * from the events stream, optimistic sending with a client id (a retry is stored once).
 * Keyed by conversation id where it is used, so another chat starts from its own state.
 */
export function Conversation({
  conversationId,
  partner,
  page,
  pricing,
  emojiButton,
  fictionalIcon,
  localeTag,
}: {
  conversationId: number;
  partner: ProfileCardData;
  page: MessagePage;
  pricing: ComposerPricing & { insufficient: boolean };
  emojiButton: boolean;
  fictionalIcon: string;
  localeTag: string;
}) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const [messages, setMessages] = useState<ShownMessage[]>(page.messages);
  const [hasMore, setHasMore] = useState(page.has_more);
  const [partnerReadUpTo, setPartnerReadUpTo] = useState(page.partner_read_up_to);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [partnerTyping, setPartnerTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [noCredits, setNoCredits] = useState(pricing.insufficient);
  const [balance, setBalance] = useState(pricing.balance);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const keepOffset = useRef<number | null>(null);
  const lastTypingSent = useRef(0);
  const { connected } = useLiveSnapshot();
  const wasConnected = useRef(connected);

  const markRead = useCallback(() => {
    markChatOpened(conversationId);
    apiFetch("/api/chat.php", { method: "PUT", body: { conversation: conversationId, read: true } }).catch((error: unknown) =>
      console.error("marking the chat read failed", error),
    );
  }, [conversationId]);

  // Opening a chat sets its unread count to 0 (spec section 4).
  useEffect(() => {
    markRead();
  }, [markRead]);

  const reloadNewest = useCallback(async () => {
    try {
      const fresh = await apiFetch<MessagePage>("/api/messages.php", { query: { conversation: conversationId } });
      setMessages((list) => fresh.messages.reduce(mergeMessage, list));
      setPartnerReadUpTo((value) => Math.max(value, fresh.partner_read_up_to));
    } catch (error) {
      console.error("reloading messages failed", error);
    }
  }, [conversationId]);

  // After the stream reconnects, catch up on what arrived meanwhile.
  useEffect(() => {
    if (connected && !wasConnected.current) void reloadNewest();
    wasConnected.current = connected;
  }, [connected, reloadNewest]);

  useLiveEvent("message", (data) => {
    if (data.conversation !== conversationId) return;
    const raw = data.message as Omit<ChatMessage, "from_me" | "conversation">;
    const fromMe = raw.sender_profile !== partner.id;
    stickToBottom.current = stickToBottom.current || fromMe;
    setMessages((list) => mergeMessage(list, { ...raw, conversation: conversationId, from_me: fromMe }));
    if (!fromMe) {
      clearTimeout(typingTimer.current);
      setPartnerTyping(false);
      if (document.visibilityState === "visible") markRead();
    }
  });
  useLiveEvent("read", (data) => {
    if (data.conversation === conversationId && data.profile === partner.id)
      setPartnerReadUpTo((value) => Math.max(value, Number(data.up_to)));
  });
  useLiveEvent("typing", (data) => {
    if (data.conversation !== conversationId || data.profile !== partner.id) return;
    // The indicator goes away by itself unless another typing event comes.
    setPartnerTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setPartnerTyping(false), TYPING_SHOWN_MS);
  });

  // Messages that arrived while the tab was hidden are read once it is shown.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") markRead();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [markRead]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Keep the newest message in view, and the reading position when older ones are added above.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepOffset.current !== null) {
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [messages]);

  const loadOlder = async () => {
    const first = messages.find((m) => m.id > 0);
    if (!first) return;
    setLoadingOlder(true);
    try {
      const older = await apiFetch<MessagePage>("/api/messages.php", { query: { conversation: conversationId, before: first.id } });
      keepOffset.current = scroller.current ? scroller.current.scrollHeight - scroller.current.scrollTop : null;
      setMessages((list) => [...older.messages.filter((m) => !list.some((n) => n.id === m.id)), ...list]);
      setHasMore(older.has_more);
    } catch (error) {
      console.error("loading older messages failed", error);
    } finally {
      setLoadingOlder(false);
    }
  };

  const deliver = async (text: string, clientId: string) => {
    try {
      const { message, credits } = await apiFetch<{ message: ChatMessage; credits: number }>("/api/messages.php", {
        method: "POST",
        body: { conversation: conversationId, text, client_id: clientId },
      });
      setMessages((list) => mergeMessage(list, message));
      setBalance(credits);
      if (credits < pricing.credits) setNoCredits(true);
      if (user) reportCredits(credits, user.credits);
    } catch (error) {
      let failure = t("chat.errors.send_failed");
      if (error instanceof ApiRequestError) {
        if (error.status === 402) setNoCredits(true);
        if (error.status === 402 || error.status === 429 || error.status === 400) failure = error.message;
      }
      setMessages((list) => list.map((m) => (m.client_id === clientId ? { ...m, status: "failed", error: failure } : m)));
    }
  };

  const send = (text: string) => {
    const clientId = newClientId();
    stickToBottom.current = true;
    const pending: ShownMessage = {
      id: -Date.now(),
      conversation: conversationId,
      sender_profile: 0,
      from_me: true,
      text,
      created_at: new Date().toISOString(),
      client_id: clientId,
      status: "sending",
    };
    setMessages((list) => [...list, pending]);
    void deliver(text, clientId);
  };

  const retry = (message: ShownMessage) => {
    setMessages((list) => list.map((m) => (m.client_id === message.client_id ? { ...m, status: "sending", error: undefined } : m)));
    void deliver(message.text, message.client_id!);
  };

  const typing = () => {
    if (Date.now() - lastTypingSent.current < TYPING_SEND_MS) return;
    lastTypingSent.current = Date.now();
    apiFetch("/api/chat.php", { method: "PUT", body: { conversation: conversationId, typing: true } }).catch(() => {});
  };

  const timeFormat = new Intl.DateTimeFormat(localeTag, { hour: "2-digit", minute: "2-digit" });
  return (
    <section
      data-slot="conversation"
      data-conversation={conversationId}
      data-live={connected ? "on" : "off"}
      className="flex min-h-0 flex-1 flex-col"
    >
      <PartnerSummary partner={partner} fictionalIcon={fictionalIcon} typing={partnerTyping} />
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto py-3"
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        {messages.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">{t("chat.empty_conversation", { name: partner.name })}</p>
        ) : (
          <MessageList
            messages={messages}
            partnerReadUpTo={partnerReadUpTo}
            hasMore={hasMore}
            loadingOlder={loadingOlder}
            onLoadOlder={() => void loadOlder()}
            onRetry={retry}
            timeFormat={timeFormat}
          />
        )}
      </div>
      <Composer
        partnerName={partner.name}
        emojiButton={emojiButton}
        pricing={{ ...pricing, balance }}
        noCredits={noCredits}
        onSend={send}
        onTyping={typing}
      />
    </section>
  );
}
