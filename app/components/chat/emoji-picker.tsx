import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";

/** A small, dependency-free set: the emoji members use most in a dating chat. */
const EMOJI = ["😀", "😂", "😊", "😍", "😘", "😉", "😎", "🤔", "😢", "😮", "👍", "👋", "🙏", "💪", "❤️", "💕", "🔥", "🌹", "🎉", "☕"];

/** The composer's emoji button (theme switch `chat.emojiButton`): a panel of emoji that inserts the chosen one. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        data-slot="emoji-button"
        aria-label={t("chat.emoji")}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-md text-xl hover:bg-muted"
      >
        {/* An icon, not an emoji character: it must show even where no emoji font is installed. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
        </svg>
      </button>
      {open ? (
        <div
          role="group"
          aria-label={t("chat.emoji_panel")}
          data-slot="emoji-panel"
          className="absolute bottom-12 left-0 z-20 grid w-64 grid-cols-5 gap-1 rounded-card border border-card-border bg-card p-2 shadow-raised"
        >
          {EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="grid size-10 place-items-center rounded-md text-xl hover:bg-muted"
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
