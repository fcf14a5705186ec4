import { useEffect, useRef, useSyncExternalStore } from "react";
import { liveStore, onLiveEvent, type LiveEventData, type LiveEventType } from "./live-store.ts";

/** The live chat state (chats list, unread messages, new likes, connection). */
export function useLiveSnapshot() {
  return useSyncExternalStore(liveStore.subscribe, liveStore.getSnapshot, liveStore.getServerSnapshot);
}

/** Calls `handler` for each live event of a type while mounted (the latest handler, without resubscribing). */
export function useLiveEvent(type: LiveEventType, handler: (data: LiveEventData) => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => onLiveEvent(type, (data) => ref.current(data)), [type]);
}
