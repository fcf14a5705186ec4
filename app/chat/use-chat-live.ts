import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Runs the live side (events stream, chats and likes polling, badge) while a member is logged in; stops on logout.
 * The connection code is imported on demand: visitors never load it, members after hydration.
 */
export function useChatLive(userId: number | null, pushSubscribed: boolean) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  });
  useEffect(() => {
    if (userId === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./live-connection.ts").then(({ startLive }) => {
      if (!cancelled) stop = startLive({ userId, pushSubscribed, forbidden: () => void revalidateRef.current() });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, pushSubscribed]);
}
