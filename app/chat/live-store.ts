import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import type { ChatListEntry } from "./types.ts";

/**
 * The browser's live side of chat (issue 12 item 3): one EventSource on `/api/events.php` per
 * tab, the chats and likes lists kept fresh (on live events, and by polling as the fallback:
 * every 60 s, 300 s with a push subscription, first 1 s after login), and the app badge
 * (unread messages plus new likes). One module-level store, read through `useSyncExternalStore`.
 */
export type LiveEventType = "message" | "read" | "typing" | "like";
export type LiveEventData = Record<string, unknown> & { conversation?: number };

type LikesAnswer = { liked_by: { id: number; like_new: boolean }[] };

export type LiveSnapshot = {
  chats: ChatListEntry[] | null;
  unreadMessages: number;
  newLikes: number;
  /** The stream is open (false while reconnecting). */
  connected: boolean;
};

export const POLL_MS = 60_000;
export const POLL_PUSH_SUBSCRIBED_MS = 300_000;
export const POLL_START_DELAY_MS = 1_000;

export function pollIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? POLL_PUSH_SUBSCRIBED_MS : POLL_MS;
}

/** The badge: unread messages plus unseen likes (spec section 4). */
export function badgeCount(chats: Pick<ChatListEntry, "num_unread_messages">[] | null, newLikes: number): number {
  return (chats ?? []).reduce((sum, chat) => sum + chat.num_unread_messages, 0) + newLikes;
}

let snapshot: LiveSnapshot = { chats: null, unreadMessages: 0, newLikes: 0, connected: false };
const storeListeners = new Set<() => void>();
const eventListeners = new Map<LiveEventType, Set<(data: LiveEventData) => void>>();
let onForbidden: (() => void) | undefined;

function setSnapshot(patch: Partial<LiveSnapshot>) {
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

function emit(type: LiveEventType, data: LiveEventData) {
  for (const handler of eventListeners.get(type) ?? []) handler(data);
}

function handleFailure(error: unknown) {
  // A 403 means the session ended: the user is reloaded (spec section 4).
  if (error instanceof ApiRequestError && error.status === 403) onForbidden?.();
  else if ((error as Error).name !== "AbortError") console.error("live refresh failed", error);
}

export async function refreshChats(): Promise<void> {
  try {
    const { chats } = await apiFetch<{ chats: ChatListEntry[] }>("/api/chats.php");
    setSnapshot({ chats });
  } catch (error) {
    handleFailure(error);
  }
}

export async function refreshLikes(): Promise<void> {
  try {
    const { liked_by } = await apiFetch<LikesAnswer>("/api/likes.php");
    setSnapshot({ newLikes: liked_by.filter((like) => like.like_new).length });
  } catch (error) {
    handleFailure(error);
  }
}

/** Sets a chat's unread count to 0 at once (opening it, spec section 4); the server is told by the chat screen. */
export function markChatOpened(conversationId: number) {
  if (!snapshot.chats) return;
  setSnapshot({
    chats: snapshot.chats.map((chat) => (chat.conversation.id === conversationId ? { ...chat, num_unread_messages: 0 } : chat)),
  });
}

/** Drops a chat from the list at once (deleting it, spec section 4). */
export function dropChat(conversationId: number) {
  if (!snapshot.chats) return;
  setSnapshot({ chats: snapshot.chats.filter((chat) => chat.conversation.id !== conversationId) });
}

/**
 * Spec section 4: deleting removes the chat from the list at once, then calls the server and
 * reloads the list; a failure is logged, alerted and the list reloaded.
 */
export async function deleteChat(chat: ChatListEntry, failedText: (error: string) => string) {
  dropChat(chat.conversation.id);
  try {
    await apiFetch("/api/chat.php", { method: "DELETE", body: { conversation: chat.conversation.id } });
  } catch (error) {
    console.error("deleting the chat failed", error);
    window.alert(failedText(error instanceof Error ? error.message : String(error)));
  }
  await refreshChats();
}

/** Seeds the list from a page's loader data, so the first paint needs no extra call. */
export function seedChats(chats: ChatListEntry[]) {
  setSnapshot({ chats });
}

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
function refreshChatsSoon() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshChats(), 150);
}

/**
 * Starts the live side for a logged-in member; the returned function stops it (logout).
 * `forbidden` is called on a 403 (the page then reloads the user).
 */
export function startLive({ pushSubscribed, forbidden }: { pushSubscribed: boolean; forbidden: () => void }): () => void {
  onForbidden = forbidden;
  let source: EventSource | undefined;
  let stopped = false;
  let wasConnected = false;
  const connect = () => {
    if (typeof EventSource === "undefined" || stopped) return;
    source = new EventSource("/api/events.php");
    source.addEventListener("ready", () => {
      setSnapshot({ connected: true });
      // After a reconnect, catch up on what arrived while the stream was down.
      if (wasConnected) void Promise.all([refreshChats(), refreshLikes()]);
      wasConnected = true;
    });
    source.addEventListener("error", () => setSnapshot({ connected: false }));
    for (const type of ["message", "read", "typing", "like"] as const) {
      source.addEventListener(type, (event) => {
        let data: LiveEventData;
        try {
          data = JSON.parse((event as MessageEvent<string>).data) as LiveEventData;
        } catch {
          return;
        }
        emit(type, data);
        if (type === "message" || type === "read") refreshChatsSoon();
        if (type === "like") void refreshLikes();
      });
    }
  };
  connect();
  const poll = () => void Promise.all([refreshChats(), refreshLikes()]);
  let interval: ReturnType<typeof setInterval> | undefined;
  const start = setTimeout(() => {
    poll();
    interval = setInterval(poll, pollIntervalMs(pushSubscribed));
  }, POLL_START_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(start);
    clearInterval(interval);
    clearTimeout(refreshTimer);
    source?.close();
    onForbidden = undefined;
    snapshot = { chats: null, unreadMessages: 0, newLikes: 0, connected: false };
    updateAppBadge(0);
    for (const listener of storeListeners) listener();
  };
}
