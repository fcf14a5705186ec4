import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import type { ChatListEntry } from "#app/chat/types.ts";
import { Avatar } from "#app/components/ui/avatar.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** The conversations, newest first: partner, last message, unread count; a delete button when `onDelete` is given. */
export function ChatList({
  chats,
  activeId,
  onDelete,
  compact = false,
}: {
  chats: ChatListEntry[];
  activeId?: number;
  onDelete?: (chat: ChatListEntry) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul data-slot="chat-list" className="divide-y divide-border overflow-hidden rounded-card border border-card-border bg-card">
      {chats.map((chat) => {
        const unread = chat.num_unread_messages;
        const last = chat.last_message;
        return (
          <li
            key={chat.conversation.id}
            data-slot="chat-list-item"
            data-conversation={chat.conversation.id}
            className={cn("flex items-center gap-3 p-3", chat.conversation.id === activeId && "bg-muted")}
          >
            <Link
              to={`/chats/${chat.conversation.id}`}
              className="flex min-w-0 flex-1 items-center gap-3"
              aria-current={chat.conversation.id === activeId ? "page" : undefined}
            >
              <Avatar
                src={chat.profile.main_image?.thumb_filename}
                className={cn("shrink-0", compact ? "size-10" : "size-12")}
                width={48}
                height={48}
              />
              <span className="min-w-0 flex-1">
                <span className={cn("block truncate", unread ? "font-semibold" : "font-medium")}>{chat.profile.name}</span>
                <span className="block truncate text-sm text-muted-foreground">
                  {last ? `${last.from_me ? `${t("chat.you")}: ` : ""}${last.text}` : t("chat.no_messages_yet")}
                </span>
              </span>
              {unread ? (
                <span
                  data-slot="unread-count"
                  aria-label={t("chat.unread_label", { count: unread })}
                  className="grid min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                >
                  {unread}
                </span>
              ) : null}
            </Link>
            {onDelete ? (
              <button
                type="button"
                data-slot="delete-chat"
                onClick={() => onDelete(chat)}
                aria-label={t("chat.delete_with", { name: chat.profile.name })}
                title={t("chat.delete")}
                className="grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
                </svg>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
