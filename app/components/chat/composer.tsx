import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { MESSAGE_MAX_LENGTH } from "#app/chat/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { EmojiPicker } from "./emoji-picker.tsx";

/** The price per message (credits, and their formatted money value where the site sets a minimum) and the balance. */
export type ComposerPricing = { credits: number; value: string | null; balance: number };

/**
 * Writes and sends a message: Enter sends, Shift+Enter starts a new line; the price per message
 * and the balance beside it; without enough credits it says so and links to /credits.
 */
export function Composer({
  partnerName,
  emojiButton,
  pricing,
  noCredits,
  activated = true,
  onSend,
  onTyping,
}: {
  partnerName: string;
  emojiButton: boolean;
  pricing: ComposerPricing;
  noCredits: boolean;
  /** False for a member who has not confirmed their address: they cannot send yet (the server refuses it too). */
  activated?: boolean;
  onSend: (text: string) => void;
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const area = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const left = MESSAGE_MAX_LENGTH - text.length;

  // Text typed while the page was still the server's HTML (scripts load after the first paint, decision 049) is in
  // the textarea but not in state, so Send would stay disabled until the next keystroke: adopt it once hydrated.
  useEffect(() => {
    const typedBeforeHydration = area.current?.value ?? "";
    if (typedBeforeHydration) setText(typedBeforeHydration);
  }, []);

  const submit = () => {
    if (!trimmed || left < 0 || noCredits || !activated) return;
    onSend(trimmed);
    setText("");
  };

  return (
    <div data-slot="composer" className="border-t border-border pt-3">
      {!activated ? (
        <p data-slot="not-activated" role="status" className="mb-3 rounded-card border border-card-border bg-muted p-3 text-sm">
          {t("chat.not_activated")}
        </p>
      ) : null}
      {noCredits && activated ? (
        <div
          data-slot="no-credits"
          role="alert"
          className="mb-3 rounded-card border border-card-border border-l-4 border-l-primary bg-muted p-3 text-sm"
        >
          <p className="font-medium">{t("chat.no_credits")}</p>
          <p className="mt-1">
            {pricing.value
              ? t("chat.no_credits_price_value", { count: pricing.credits, price: pricing.value, balance: pricing.balance })
              : t("chat.no_credits_price", { count: pricing.credits, balance: pricing.balance })}
          </p>
          <p className="mt-1">
            {t("chat.no_credits_hint", { name: partnerName })}{" "}
            <Link to="/credits" className="font-semibold text-primary underline">
              {t("chat.buy_credits")}
            </Link>
          </p>
        </div>
      ) : null}
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {emojiButton ? (
          <EmojiPicker
            onPick={(emoji) => {
              setText((value) => value + emoji);
              area.current?.focus();
            }}
          />
        ) : null}
        <label className="sr-only" htmlFor="chat-composer">
          {t("chat.composer_label", { name: partnerName })}
        </label>
        <textarea
          id="chat-composer"
          ref={area}
          name="text"
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t("chat.composer_placeholder")}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className="min-h-11 min-w-0 flex-1 resize-none rounded-control border border-border bg-control px-3 py-2"
        />
        <Button type="submit" disabled={!trimmed || left < 0 || noCredits || !activated} data-slot="send">
          {t("chat.send")}
        </Button>
      </form>
      <p className="mt-1 flex flex-wrap justify-between gap-x-4 text-xs text-muted-foreground">
        <span data-slot="message-price">
          {pricing.value
            ? t("chat.price_per_message_value", { count: pricing.credits, price: pricing.value })
            : t("chat.credits_per_message", { count: pricing.credits })}
          {" · "}
          {t("chat.balance", { count: pricing.balance })}
        </span>
        {/* The limit shows from the last fifth on, so nobody types a long message into a wall. */}
        {left <= MESSAGE_MAX_LENGTH / 5 ? (
          <span data-slot="characters-left" aria-live="polite" className={left <= 20 ? "font-semibold text-destructive" : undefined}>
            {t("chat.characters_left", { count: left })}
          </span>
        ) : null}
      </p>
    </div>
  );
}
