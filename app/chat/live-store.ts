import type { ChatListEntry } from "./types.ts";

/**
 * The browser's live side of chat: one EventSource on `/api/events.php` per
 * tab, the chats and likes lists kept fresh (on live events, and by polling as the fallback:
 * every 60 s, 300 s with a push subscription, first 1 s after login), and the app badge
 * (unread messages plus new likes). One module-level store, read through `useSyncExternalStore`.
 */
export type LiveEventType = "message" | "read" | "typing" | "like";
export type LiveEventData = Record<string, unknown> & { conversation?: number };

export type LiveSnapshot = {
  chats: ChatListEntry[] | null;
  unreadMessages: number;
  newLikes: number;
  /** The stream is open (false while reconnecting). */
  connected: boolean;
  /**
   * The balance a send reported, and what the page's loader said when it came: the header shows it only while the
   * loader still says the same, so a later navigation (a purchase, a refund) is never hidden by an old figure.
   */
  credits: { value: number; loaderCredits: number } | null;
};

export const POLL_MS = 60_000;
export const POLL_PUSH_SUBSCRIBED_MS = 300_000;
export const POLL_START_DELAY_MS = 1_000;

export function pollIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? POLL_PUSH_SUBSCRIBED_MS : POLL_MS;
}

/** The badge: unread messages plus unseen likes (docs/product/search.md#likes). */
export function badgeCount(chats: Pick<ChatListEntry, "num_unread_messages">[] | null, newLikes: number): number {
  return (chats ?? []).reduce((sum, chat) => sum + chat.num_unread_messages, 0) + newLikes;
}

let snapshot: LiveSnapshot = { chats: null, unreadMessages: 0, newLikes: 0, connected: false, credits: null };
const storeListeners = new Set<() => void>();
const eventListeners = new Map<LiveEventType, Set<(data: LiveEventData) => void>>();

export function setSnapshot(patch: Partial<LiveSnapshot>) {
  snapshot = { ...snapshot, ...patch };
  if (patch.chats !== undefined) snapshot.unreadMessages = snapshot.chats!.reduce((sum, chat) => sum + chat.num_unread_messages, 0);
  updateAppBadge(snapshot.unreadMessages + snapshot.newLikes);
  for (const listener of storeListeners) listener();
}

function updateAppBadge(count: number) {
  const nav = navigator as Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  try {
    if (count > 0) void nav.setAppBadge?.(count).catch(() => {});
    else void nav.clearAppBadge?.().catch(() => {});
  } catch {
    // Badging is optional; browsers without it just show nothing.
  }
}

export const liveStore = {
  subscribe(listener: () => void) {
    storeListeners.add(listener);
    return () => storeListeners.delete(listener);
  },
  getSnapshot: () => snapshot,
  getServerSnapshot: () => snapshot,
};

/** Listens to one type of live event; returns the function that stops listening. */
export function onLiveEvent(type: LiveEventType, handler: (data: LiveEventData) => void): () => void {
  let set = eventListeners.get(type);
  if (!set) eventListeners.set(type, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

export function emit(type: LiveEventType, data: LiveEventData) {
  for (const handler of eventListeners.get(type) ?? []) handler(data);
}

/** Sets a chat's unread count to 0 at once (opening it, docs/product/chat-and-credits.md#conversations); the server is told by the chat screen. */
export function markChatOpened(conversationId: number) {
  if (!snapshot.chats) return;
  setSnapshot({
    chats: snapshot.chats.map((chat) => (chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat)),
  });
}

/** Drops a chat from the list at once (deleting it, docs/product/chat-and-credits.md#conversations). */
export function dropChat(conversationId: number) {
  if (!snapshot.chats) return;
  setSnapshot({ chats: snapshot.chats.filter((chat) => chat.conversation.id !== conversationId) });
}

/** Seeds the list from a page's loader data, so the first paint needs no extra call. */
export function seedChats(chats: ChatListEntry[]) {
  setSnapshot({ chats });
}

/** Back to the logged-out state (logout). */
export function resetSnapshot() {
  snapshot = { chats: null, unreadMessages: 0, newLikes: 0, connected: false, credits: null };
  updateAppBadge(0);
  for (const listener of storeListeners) listener();
}

let onForbidden: (() => void) | undefined;
/** What a 403 on a live call does (the page reloads the user); set while the connection runs. */
export function setForbiddenHandler(handler: (() => void) | undefined) {
  onForbidden = handler;
}
export function forbidden() {
  onForbidden?.();
}

/** A send's answer carries the balance after its debit (POST /api/messages.php). */
export function reportCredits(value: number, loaderCredits: number) {
  setSnapshot({ credits: { value, loaderCredits } });
}

/** The balance to show: a reported one while the loader's figure has not changed since, otherwise the loader's. */
export function shownCredits(snapshotCredits: LiveSnapshot["credits"], loaderCredits: number): number {
  return snapshotCredits && snapshotCredits.loaderCredits === loaderCredits ? snapshotCredits.value : loaderCredits;
}
