import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import {
  dropChat,
  emit,
  forbidden as reportForbidden,
  POLL_START_DELAY_MS,
  pollIntervalMs,
  resetSnapshot,
  setForbiddenHandler,
  setSnapshot,
  type LiveEventData,
} from "./live-store.ts";
import { startOutbox } from "./outbox-runner.ts";
import type { ChatListEntry } from "./types.ts";

/**
 * The connection half of the live side: the events stream, the chats and likes polling and the
 * calls that change the list. Loaded on demand once a member is logged in, so visitors' pages never carry it
 * (the state half, live-store.ts, is all the header needs).
 */
type LikesAnswer = { liked_by: { id: number; like_new: boolean }[] };

function handleFailure(error: unknown) {
  // A 403 means the session ended: the user is reloaded (docs/product/screens-and-access.md#session).
  if (error instanceof ApiRequestError && error.status === 403) reportForbidden();
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

/**
 * docs/product/chat-and-credits.md#conversations: deleting removes the chat from the list at once, then calls the server and
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

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
function refreshChatsSoon() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshChats(), 150);
}

/**
 * Starts the live side for a logged-in member; the returned function stops it (logout).
 * `forbidden` is called on a 403 (the page then reloads the user). With `userId`, the member's chat outbox is sent
 * from this page when the network returns (decision 045).
 */
export function startLive({
  userId,
  pushSubscribed,
  forbidden,
}: {
  userId?: number;
  pushSubscribed: boolean;
  forbidden: () => void;
}): () => void {
  setForbiddenHandler(forbidden);
  const stopOutbox = userId === undefined ? () => {} : startOutbox(userId);
  let source: EventSource | undefined;
  let stopped = false;
  let wasConnected = false;
  let interval: ReturnType<typeof setInterval> | undefined;
  const poll = () => void Promise.all([refreshChats(), refreshLikes()]);
  // The page's data is from its render; what was committed between then and the stream's subscription reaches
  // the page only by a fetch after `ready` (the server listens before it says ready). So the first poll waits for
  // `ready`, or for POLL_START_DELAY_MS when the stream does not open.
  const startPolling = () => {
    if (interval !== undefined || stopped) return;
    clearTimeout(start);
    poll();
    interval = setInterval(poll, pollIntervalMs(pushSubscribed));
  };
  const start = setTimeout(startPolling, POLL_START_DELAY_MS);
  const connect = () => {
    if (typeof EventSource === "undefined" || stopped) return;
    source = new EventSource("/api/events.php");
    source.addEventListener("ready", () => {
      setSnapshot({ connected: true });
      // After a reconnect, catch up on what arrived while the stream was down; the first time, start polling.
      if (wasConnected) poll();
      else startPolling();
      wasConnected = true;
    });
    source.addEventListener("error", () => setSnapshot({ connected: false }));
    // The server closed the stream because the session ended (logout elsewhere, password reset, expiry): as on a 403.
    source.addEventListener("ended", () => {
      source?.close();
      reportForbidden();
    });
    // Staff closed the account (a ban): its sessions are gone; the page shows the ban notice instead of failing.
    source.addEventListener("account_closed", () => {
      stopped = true;
      source?.close();
      window.location.assign("/pages/ban");
    });
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
  return () => {
    stopped = true;
    stopOutbox();
    clearTimeout(start);
    clearInterval(interval);
    clearTimeout(refreshTimer);
    source?.close();
    setForbiddenHandler(undefined);
    resetSnapshot();
  };
}
