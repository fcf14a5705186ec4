import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { startLive } from "./live-store.ts";

/** Runs the live side (events stream, chats and likes polling, badge) while a member is logged in; stops on logout. */
export function useChatLive(userId: number | null, pushSubscribed: boolean) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  });
  useEffect(() => {
    if (userId === null) return;
    return startLive({ pushSubscribed, forbidden: () => void revalidateRef.current() });
  }, [userId, pushSubscribed]);
}
