import { useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { apiFetch } from "#app/api/client.ts";
import { cn } from "#app/components/ui/cn.ts";
import type { ProfileCardData } from "#app/profiles/card.ts";
import { useOptionalUser } from "#app/root-data.ts";

export type LikesOverviewData = { profiles: ProfileCardData[]; liked_by: (ProfileCardData & { like_new: boolean })[] };

/** Like or unlike; afterwards the liked state is reloaded from the server (docs/product/search.md#likes). Failures are only logged. */
export async function toggleLike(profileId: number, like: boolean): Promise<LikesOverviewData> {
  await apiFetch("/api/likes.php", { method: like ? "POST" : "DELETE", body: { profile: profileId } });
  return apiFetch<LikesOverviewData>("/api/likes.php");
}

/**
 * The liked state of one profile: shown at once on a click, then taken from the
 * server's reloaded list, and rolled back when the call fails. A new `serverLiked`
 * (the page's data changed) replaces whatever the member clicked before.
 */
export function useLikeToggle(profileId: number, serverLiked: boolean, onReloaded?: (overview: LikesOverviewData) => void) {
  // The member's own state, valid only while the page's data still says `from`.
  const [own, setOwn] = useState<{ from: boolean; liked: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const liked = own && own.from === serverLiked ? own.liked : serverLiked;

  async function toggle() {
    const next = !liked;
    setPending(true);
    setOwn({ from: serverLiked, liked: next });
    try {
      const overview = await toggleLike(profileId, next);
      setOwn({ from: serverLiked, liked: overview.profiles.some((p) => p.id === profileId) });
      onReloaded?.(overview);
    } catch (error) {
      console.error(next ? "like failed" : "unlike failed", error);
      setOwn({ from: serverLiked, liked: !next });
    } finally {
      setPending(false);
    }
  }

  return { liked, pending, toggle };
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2}>
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.6 3.5 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </svg>
  );
}

/**
 * The like control of cards and profiles. Visitors get a link to the sign-up
 * instead: likes are for members only (docs/product/search.md#likes).
 */
export function LikeButton({
  profileId,
  name,
  liked: initialLiked,
  onReloaded,
  size = "md",
  className,
}: {
  profileId: number;
  name: string;
  liked: boolean;
  onReloaded?: (overview: LikesOverviewData) => void;
  size?: "md" | "lg";
  className?: string;
}) {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const { liked, pending, toggle } = useLikeToggle(profileId, initialLiked, onReloaded);

  const classes = cn(
    "inline-flex items-center justify-center gap-2 rounded-[var(--t-radius-button)] border transition-colors",
    size === "lg" ? "h-11 px-5" : "size-10",
    liked
      ? "border-primary bg-primary text-primary-foreground hover:bg-primary-hover"
      : "border-border bg-card text-primary hover:bg-primary-soft lavish:border-primary/40 lavish:bg-transparent",
    className,
  );
  const label = t(liked ? "profile_card.unlike" : "profile_card.like", { name });

  if (!user) {
    return (
      <Link to="/signup" data-slot="like-button" aria-label={label} title={label} className={classes}>
        <HeartIcon filled={false} />
        {size === "lg" ? <span>{t("profile_card.like_short")}</span> : null}
      </Link>
    );
  }

  return (
    <button
      type="button"
      data-slot="like-button"
      data-liked={liked || undefined}
      aria-pressed={liked}
      // With its word shown the word is the name (a visible label must be part of the accessible name).
      aria-label={size === "lg" ? undefined : label}
      title={label}
      disabled={pending}
      onClick={toggle}
      className={classes}
    >
      <HeartIcon filled={liked} />
      {size === "lg" ? <span>{t(liked ? "profile_card.liked_short" : "profile_card.like_short")}</span> : null}
    </button>
  );
}
