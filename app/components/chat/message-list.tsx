import { useTranslation } from "#app/i18n/translation.tsx";
import { splitMessageLinks } from "#app/chat/message-links.ts";
import type { ChatMessage } from "#app/chat/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";

/** `queued`: written without network, waiting in the outbox (decision 045). */
export type ShownMessage = ChatMessage & { status?: "sending" | "queued" | "failed"; error?: string };

/**
 * The history of a conversation, oldest at the top, with "show older" above it. Texts are
 * rendered as text (React escapes them; no HTML from members ever reaches the page). The
 * member's last message carries its receipt: sent, read, sending or not sent.
 */
export function MessageList({
  messages,
  partnerReadUpTo,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onRetry,
  timeFormat,
}: {
  messages: ShownMessage[];
  partnerReadUpTo: number;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: ShownMessage) => void;
  timeFormat: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  const lastMine = [...messages].reverse().find((m) => m.from_me && !m.status);
  return (
    <ol data-slot="message-list" aria-label={t("chat.messages")} className="flex flex-col gap-2">
      {hasMore ? (
        <li className="self-center">
          <Button variant="ghost" size="sm" loading={loadingOlder} onClick={onLoadOlder} data-slot="load-older">
            {t("chat.load_older")}
          </Button>
        </li>
      ) : null}
      {messages.map((message) => (
        <li
          key={message.client_id ?? message.id}
          data-slot="message"
          data-from-me={message.from_me || undefined}
          data-message-id={message.id > 0 ? message.id : undefined}
          data-status={message.status}
          className={cn("flex max-w-[80%] min-w-0 flex-col", message.from_me ? "items-end self-end" : "items-start self-start")}
        >
          <p
            className={cn(
              // A long word, address or row of emoji breaks anywhere rather than widen the page.
              "max-w-full whitespace-pre-wrap wrap-anywhere rounded-card px-3 py-2",
              message.from_me ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
              // Italic, not faded: a faded bubble loses its text contrast.
              (message.status === "failed" || message.status === "queued") && "italic",
            )}
          >
            <MessageText text={message.text} />
          </p>
          <span className="mt-0.5 text-xs text-muted-foreground">
            {message.status === "sending" ? (
              t("chat.sending")
            ) : message.status === "queued" ? (
              t("chat.queued")
            ) : message.status === "failed" ? (
              <span className="text-destructive">
                {message.error ?? t("chat.not_sent")}{" "}
                <button type="button" className="font-medium underline" onClick={() => onRetry(message)}>
                  {t("chat.retry")}
                </button>
              </span>
            ) : (
              <>
                <time dateTime={message.created_at}>{timeFormat.format(new Date(message.created_at))}</time>
                {message === lastMine ? (
                  <span data-slot="receipt" data-read={message.id <= partnerReadUpTo || undefined}>
                    {" · "}
                    {message.id <= partnerReadUpTo ? t("chat.read") : t("chat.sent")}
                  </span>
                ) : null}
              </>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A message's text, with its web addresses as links that open in a new tab and pass on no trust or referrer. */
function MessageText({ text }: { text: string }) {
  return splitMessageLinks(text).map((part, index) =>
    part.kind === "link" ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="underline underline-offset-2">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
