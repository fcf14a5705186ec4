import { cva } from "class-variance-authority";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useStartChat } from "#app/chat/use-start-chat.ts";
import { Link } from "#app/framework/link.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { languageName } from "#app/i18n/display-names.ts";
import { nameInitial, needsLanguageBadge, type ProfileCardData } from "#app/profiles/card.ts";
import { useFeature } from "#app/root-data.ts";
import { linkTo } from "#app/routing/links.ts";
import { FictionalBadge } from "./fictional-badge.tsx";
import { LikeButton, type LikesOverviewData } from "./like-button.tsx";

/** Kept for teaser callers (error page, home): a card is a profile card. */
export type MemberCardData = ProfileCardData;

export type CardContext = "search" | "likes";

export const memberCardVariants = cva(
  "group relative flex h-full flex-col overflow-hidden border border-border bg-card text-card-foreground shadow-card transition hover:shadow-raised",
  {
    variants: {
      context: {
        search: "rounded-card border-card-border",
        likes: "rounded-card border-card-border",
      },
      fresh: { true: "ring-2 ring-primary", false: "" },
    },
    defaultVariants: { context: "search", fresh: false },
  },
);

/** The 400 px card crop, and the full photo for wide cards and dense screens. */
function cardSrcSet(image: NonNullable<ProfileCardData["main_image"]>): string | undefined {
  if (image.filename === image.thumb_filename || !image.width || image.width <= 400) return undefined;
  return `${image.thumb_filename} 400w, ${image.filename} ${image.width}w`;
}

/**
 * The profile card (docs/product/search.md#profile-cards): name, age, city, main image, like control;
 * the site's fictional icon on fictional profiles; a language badge when the
 * profile's language differs from the page's or its country is multilingual.
 * On the likes pages the chat and visit buttons are hidden.
 */
export function MemberCard({
  member,
  fictionalIcon,
  context = "search",
  eager = false,
  isNew = false,
  onLikesReloaded,
}: {
  member: ProfileCardData;
  fictionalIcon: string;
  context?: CardContext;
  /** Above the fold: load the image at once, with priority. */
  eager?: boolean;
  /** An unseen like (`like_new`). */
  isNew?: boolean;
  onLikesReloaded?: (overview: LikesOverviewData) => void;
}) {
  const { t, i18n } = useTranslation();
  const showCity = useFeature("profileSearchProfile.showCity");
  const chatShortcut = useFeature("profileSearchProfile.chatShortcut");
  const startChat = useStartChat();
  const href = context === "likes" ? `/likes/m/${member.id}` : linkTo("members-memberId", { memberId: member.id });
  const language = member.language && needsLanguageBadge(member, i18n.language) ? member.language : null;
  const onLikesPage = context === "likes";

  return (
    <article data-slot="member-card" data-profile-id={member.id} className={memberCardVariants({ context, fresh: isNew })}>
      <Link to={href} className="flex flex-1 flex-col focus-visible:outline-offset-[-2px]">
        <div className="relative aspect-[4/5] bg-muted">
          {member.main_image ? (
            <img
              src={member.main_image.thumb_filename}
              srcSet={cardSrcSet(member.main_image)}
              alt={t("profile_card.photo_of", { name: member.name })}
              width={400}
              height={500}
              sizes="(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw"
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : "auto"}
              decoding="async"
              className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
            />
          ) : (
            <div aria-hidden className="grid size-full place-items-center text-5xl font-heading text-muted-foreground">
              {nameInitial(member.name)}
            </div>
          )}
          {member.fictional ? <FictionalBadge icon={fictionalIcon} /> : null}
          {language ? (
            <span
              data-slot="language-badge"
              title={t("profile_card.speaks", { language: languageName(language, i18n.language) })}
              className="absolute left-2 top-2 rounded-sm bg-black/60 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white"
            >
              <span className="sr-only">{t("profile_card.speaks", { language: languageName(language, i18n.language) })}</span>
              <span aria-hidden>{language}</span>
            </span>
          ) : null}
          {isNew ? (
            <span
              data-slot="like-new"
              className="absolute bottom-2 left-2 rounded-sm bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground"
            >
              {t("likes.new_badge")}
            </span>
          ) : null}
        </div>
        <div className="px-3 pt-3 heading-align lavish:px-4 lavish:pt-4">
          <h3 className="truncate text-heading-item font-semibold">
            {member.name}
            {member.age !== null ? <span className="font-normal text-muted-foreground">, {member.age}</span> : null}
          </h3>
          {showCity && member.city ? <p className="truncate text-sm text-muted-foreground">{member.city}</p> : null}
        </div>
      </Link>
      <div className="flex items-center gap-2 p-3 justify-heading lavish:p-4">
        <LikeButton profileId={member.id} name={member.name} liked={member.did_like_profile} onReloaded={onLikesReloaded} />
        {!onLikesPage && chatShortcut ? (
          <Link
            to={`/members/${member.id}/chat`}
            onClick={startChat(member.id)}
            data-slot="chat-button"
            aria-label={t("profile_card.chat_with", { name: member.name })}
            title={t("profile_card.chat_with", { name: member.name })}
            className="inline-flex size-10 items-center justify-center rounded-[var(--t-radius-button)] border border-border text-foreground hover:bg-muted"
          >
            <svg viewBox="0 0 24 24" aria-hidden className="size-5" fill="none" stroke="currentColor" strokeWidth={2}>
              <path strokeLinejoin="round" d="M4 5h16v11H9l-5 4z" />
            </svg>
          </Link>
        ) : null}
        {!onLikesPage ? (
          <Link
            to={href}
            data-slot="visit-button"
            // The whole card opens the profile; on narrow cards the text link would only wrap.
            className={cn("ml-auto hidden text-sm font-medium text-primary hover:underline sm:inline", "label-text lavish:ml-0")}
          >
            {t("profile_card.visit")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
