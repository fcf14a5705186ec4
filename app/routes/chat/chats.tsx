import { useEffect } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { listChats } from "#app/.server/chat/conversations.server.ts";
import { getDb } from "#app/.server/db/client.server.ts";
import { seedChats } from "#app/chat/live-store.ts";
import { useLiveSnapshot } from "#app/chat/use-live.ts";
import { useOnline } from "#app/chat/use-online.ts";
import { ChatList } from "#app/components/chat/chat-list.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { guard } from "#app/routing/guard.server.ts";
import type { Route } from "./+types/chats";

export async function loader(args: Route.LoaderArgs) {
  const { site, user } = guard(args, { access: "required" });
  return { chats: await listChats(await getDb(), site, user) };
}

/** /chats: the member's conversations, newest first, with unread counts; kept live by the events stream. */
export default function ChatsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const live = useLiveSnapshot();
  useEffect(() => seedChats(loaderData.chats), [loaderData.chats]);
  const chats = live.chats ?? loaderData.chats;
  // Offline, the worker shows this page as last seen (decision 045); it says so.
  const online = useOnline();
  return (
    <>
      <PageHeading title={t("screens.chats")} />
      {online ? null : (
        <p role="status" data-slot="chats-offline" className="mb-3 text-sm text-muted-foreground">
          {t("chat.offline_list")}
        </p>
      )}
      {chats.length === 0 ? (
        <div data-slot="chats-empty" className="rounded-card border border-card-border bg-card p-card text-center">
          <p className="font-medium">{t("chat.list_empty")}</p>
          <p className="mt-1 text-muted-foreground">{t("chat.list_empty_hint")}</p>
          <Button asChild className="mt-4">
            <Link to="/members">{t("chat.find_members")}</Link>
          </Button>
        </div>
      ) : (
        <ChatList
          chats={chats}
          onDelete={(chat) => {
            if (window.confirm(t("chat.delete_confirm", { name: chat.profile.name }))) {
              // The live connection's module, which the live side loads on demand for every member (one chunk, not two).
              void import("#app/chat/live-connection.ts").then(({ deleteChat }) =>
                deleteChat(chat, (error) => t("chat.delete_failed", { error })),
              );
            }
          }}
        />
      )}
    </>
  );
}
