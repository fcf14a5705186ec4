import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { markChatOpened, reportCredits } from "#app/chat/live-store.ts";
import type { OutboxEntry } from "#app/chat/outbox.ts";
import {
  belongsInOutbox,
  flushNow,
  OUTBOX_EVENT,
  outboxSnapshot,
  queueMessage,
  subscribeOutbox,
  type OutboxEventDetail,
  type SentAnswer,
} from "#app/chat/outbox-runner.ts";
import type { ChatMessage, MessagePage } from "#app/chat/types.ts";
import { useLiveEvent, useLiveSnapshot } from "#app/chat/use-live.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { useOptionalUser } from "#app/root-data.ts";
import { Composer, type ComposerPricing } from "./composer.tsx";
import { MessageList, type ShownMessage } from "./message-list.tsx";
import { PartnerSummary } from "./partner-summary.tsx";
import { dateTimeFormat } from "#app/i18n/formats.ts";

/** How long a typing indicator stays without a new typing event. */
const TYPING_SHOWN_MS = 4_000;
/** Typing events are sent at most this often. */
const TYPING_SEND_MS = 3_000;

function mergeMessage(list: ShownMessage[], incoming: ShownMessage): ShownMessage[] {
  const index = list.findIndex((m) => m.id === incoming.id || (incoming.client_id !== null && m.client_id === incoming.client_id));
  if (index >= 0) return list.map((m, i) => (i === index ? incoming : m));
  return [...list, incoming].sort((a, b) => (a.id > 0 && b.id > 0 ? a.id - b.id : 0));
}

/** A message waiting in the outbox, as the conversation shows it. */
function queuedMessage(entry: OutboxEntry): ShownMessage {
  return {
    id: -Date.parse(entry.created_at),
    conversation: entry.conversation,
    sender_profile: 0,
    from_me: true,
    text: entry.text,
    created_at: entry.created_at,
    client_id: entry.client_id,
    status: "queued",
  };
}

const NOTHING_QUEUED: OutboxEntry[] = [];

function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `c${Date.now()}${Math.random().toString(36).slice(2)}`;
}

/**
 * One conversation, live: history with paging upward, new messages, read receipts and typing
 * from the events stream, optimistic sending with a client id (a retry is stored once); without network a message
 * waits in the outbox and is sent when the network returns (decision 045).
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
  pricing: ComposerPricing & { insufficient: boolean; activated: boolean };
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

  // The newest message this screen has shown. Read receipts name it rather than "everything": a request that reaches
  // the server late (a slow network, a page already left) must not mark a message read that arrived after it.
  const newestShown = useRef(page.messages.reduce((max, message) => Math.max(max, message.id), 0));
  const markRead = useCallback(() => {
    markChatOpened(conversationId);
    if (newestShown.current === 0) return;
    apiFetch("/api/chat.php", { method: "PUT", body: { conversation: conversationId, read: newestShown.current } }).catch(
      (error: unknown) => console.error("marking the chat read failed", error),
    );
  }, [conversationId]);

  // Opening a chat sets its unread count to 0 (docs/product/chat-and-credits.md#conversations).
  useEffect(() => {
    markRead();
  }, [markRead]);

  const reloadNewest = useCallback(async () => {
    try {
      const fresh = await apiFetch<MessagePage>("/api/messages.php", { query: { conversation: conversationId } });
      newestShown.current = fresh.messages.reduce((max, message) => Math.max(max, message.id), newestShown.current);
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
    newestShown.current = Math.max(newestShown.current, raw.id);
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

  const showSent = useCallback(
    ({ message, credits }: SentAnswer) => {
      setMessages((list) => mergeMessage(list, message));
      setBalance(credits);
      if (credits < pricing.credits) setNoCredits(true);
      if (user) reportCredits(credits, user.credits);
    },
    [pricing.credits, user],
  );

  // Messages still waiting in the outbox: shown after hydration (the server cannot know them), after the others.
  const outbox = useSyncExternalStore(subscribeOutbox, outboxSnapshot, () => NOTHING_QUEUED);
  const waiting = useMemo(
    () => outbox.filter((entry) => entry.user === user?.id && entry.conversation === conversationId),
    [outbox, user?.id, conversationId],
  );
  const shownMessages = useMemo(() => {
    const missing = waiting.filter((entry) => !messages.some((m) => m.client_id === entry.client_id));
    return missing.length ? [...messages, ...missing.map(queuedMessage)] : messages;
  }, [messages, waiting]);

  useEffect(() => {
    const onOutbox = (event: Event) => {
      const detail = (event as CustomEvent<OutboxEventDetail>).detail;
      if (detail.entry.conversation !== conversationId) return;
      if (detail.type === "sent") return showSent(detail.message);
      const failed: ShownMessage = { ...queuedMessage(detail.entry), status: "failed", error: detail.error ?? t("chat.not_sent") };
      setMessages((list) => mergeMessage(list, failed));
    };
    window.addEventListener(OUTBOX_EVENT, onOutbox);
    return () => window.removeEventListener(OUTBOX_EVENT, onOutbox);
  }, [conversationId, showSent, t]);

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

  /** Puts a message in the outbox; it shows as waiting, or as not sent when it cannot wait (storage full). */
  const queue = (message: ShownMessage) => {
    const entry = { client_id: message.client_id!, conversation: conversationId, text: message.text, created_at: message.created_at };
    const queued = user !== null && queueMessage({ ...entry, user: user.id });
    const status = queued ? "queued" : "failed";
    setMessages((list) => list.map((m) => (m.client_id === message.client_id ? { ...m, status, error: undefined } : m)));
    if (queued) void flushNow(user.id);
  };

  const deliver = async (message: ShownMessage) => {
    const { text, client_id: clientId } = message;
    try {
      showSent(
        await apiFetch<SentAnswer>("/api/messages.php", {
          method: "POST",
          body: { conversation: conversationId, text, client_id: clientId },
        }),
      );
    } catch (error) {
      // No network (or a passing server failure): the message waits in the outbox, with the same client id.
      if (belongsInOutbox(error) && user) return queue(message);
      let failure = t("chat.errors.send_failed");
      if (error instanceof ApiRequestError) {
        if (error.status === 402) setNoCredits(true);
        // The server's own words: too few credits, too fast, bad text, or a member who blocked or was blocked.
        if (error.status === 402 || error.status === 429 || error.status === 400 || error.code === "member_unavailable")
          failure = error.message;
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
    // Offline, or behind messages still waiting in this chat (they must arrive first): into the outbox.
    if (user && (!navigator.onLine || waiting.length > 0)) queue(pending);
    else void deliver(pending);
  };

  const retry = (message: ShownMessage) => {
    setMessages((list) => list.map((m) => (m.client_id === message.client_id ? { ...m, status: "sending", error: undefined } : m)));
    void deliver(message);
  };

  const typing = () => {
    if (Date.now() - lastTypingSent.current < TYPING_SEND_MS) return;
    lastTypingSent.current = Date.now();
    apiFetch("/api/chat.php", { method: "PUT", body: { conversation: conversationId, typing: true } }).catch(() => {});
  };

  const timeFormat = dateTimeFormat(localeTag, { hour: "2-digit", minute: "2-digit" });
  return (
    <section
      data-slot="conversation"
      data-conversation={conversationId}
      data-live={connected ? "on" : "off"}
      className="flex min-h-0 min-w-0 flex-1 flex-col"
    >
      <PartnerSummary partner={partner} fictionalIcon={fictionalIcon} typing={partnerTyping} />
      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto py-3"
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
      >
        {shownMessages.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground">{t("chat.empty_conversation", { name: partner.name })}</p>
        ) : (
          <MessageList
            messages={shownMessages}
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
        activated={pricing.activated}
        onSend={send}
        onTyping={typing}
      />
    </section>
  );
}
