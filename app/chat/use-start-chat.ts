import type { MouseEvent } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useNavigate } from "react-router";
import { apiFetch } from "#app/api/client.ts";
import { notify } from "#app/toast.ts";

/**
 * docs/product/api.md#chats and docs/product/chat-and-credits.md#conversations: starting a chat asks `GET /api/chat.php?profile=` for the conversation
 * and opens `/chats/{id}`; a failure shows the danger toast titled Error. The links keep their
 * `/members/{id}/chat` address, which does the same on the server without JavaScript.
 */
export function useStartChat() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (profileId: number) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    try {
      const { id } = await apiFetch<{ id: number }>("/api/chat.php", { query: { profile: profileId } });
      await navigate(`/chats/${id}`);
    } catch (error) {
      console.error("starting the chat failed", error);
      notify({ type: "danger", title: t("chat.start_failed_title"), description: t("chat.start_failed") });
    }
  };
}
