import { useEffect, useState } from "react";
import { useChatLive } from "#app/chat/use-chat-live.ts";
import { readPushState } from "#app/components/signup/push-state.ts";
import { useOptionalUser } from "#app/root-data.ts";
import { ActivationReminder } from "./activation-reminder.tsx";
import { isPushSubscribed } from "./user-refresh.ts";
import { useUserRefresh } from "./use-user-refresh.ts";

/** The logged-in member's session life, mounted once in the root: refresh loop, live chat events and polling, activation reminder. */
export function AccountLife() {
  const userId = useOptionalUser()?.id ?? null;
  const [pushSubscribed, setPushSubscribed] = useState(false);
  // With a push subscription, news arrives by push and the user is refreshed less often (docs/product/constants.md#chat-and-live-events).
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void readPushState().then((state) => {
      if (current) setPushSubscribed(isPushSubscribed(state.isSubscribed));
    });
    return () => {
      current = false;
    };
  }, [userId]);
  useUserRefresh({ pushSubscribed });
  useChatLive(userId, pushSubscribed);
  return <ActivationReminder />;
}
