import { useState } from "react";
import { NavLink } from "#app/framework/link.tsx";
import { PageHeading } from "#app/components/layout/page-heading.tsx";
import type { LikesOverviewData } from "#app/components/members/like-button.tsx";
import { MemberGrid } from "#app/components/members/member-grid.tsx";
import { cn } from "#app/components/ui/cn.ts";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useFeature, useSite } from "#app/root-data.ts";

export const LIKE_TYPES = ["liked", "liked-by", "mutual"] as const;
export type LikeType = (typeof LIKE_TYPES)[number];
const TITLES = { liked: "screens.likes_liked", "liked-by": "screens.likes_liked_by", mutual: "screens.likes_mutual" } as const;

export type LikesPageProps = {
  /** Which list the page shows; null is the overview (who likes me and whom I like). */
  type: LikeType | null;
  likes: LikesOverviewData;
};

function mutualOf(likes: LikesOverviewData) {
  const likedByIds = new Set(likes.liked_by.map((p) => p.id));
  return likes.profiles.filter((p) => likedByIds.has(p.id));
}

/** /likes and /likes/{type}: new likes first; the cards hide chat and visit buttons and open the like at /likes/m/{id}. */
export function LikesPage({ type, likes: loaded }: LikesPageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const overviewOn = useFeature("likes.overview");
  // A like toggled here reloads the overview; new loader data replaces that reload.
  const [reloaded, setReloaded] = useState<{ from: LikesOverviewData; likes: LikesOverviewData } | null>(null);
  const likes = reloaded && reloaded.from === loaded ? reloaded.likes : loaded;
  const setLikes = (next: LikesOverviewData) => setReloaded({ from: loaded, likes: next });
  const newIds = new Set(likes.liked_by.filter((p) => p.like_new).map((p) => p.id));

  const sections: { id: LikeType; title: string; members: LikesOverviewData["profiles"]; empty: string }[] = [];
  if (!type || type === "liked-by")
    sections.push({ id: "liked-by", title: t("likes.liked_by_title"), members: likes.liked_by, empty: t("likes.liked_by_empty") });
  if (!type || type === "liked")
    sections.push({ id: "liked", title: t("likes.liked_title"), members: likes.profiles, empty: t("likes.liked_empty") });
  if (type === "mutual")
    sections.push({ id: "mutual", title: t("likes.mutual_title"), members: mutualOf(likes), empty: t("likes.mutual_empty") });

  const tabs: { to: string; label: string; count: number }[] = [
    ...(overviewOn ? [{ to: "/likes", label: t("likes.tab_all"), count: newIds.size }] : []),
    { to: "/likes/liked-by", label: t("likes.tab_liked_by"), count: likes.liked_by.length },
    { to: "/likes/liked", label: t("likes.tab_liked"), count: likes.profiles.length },
    { to: "/likes/mutual", label: t("likes.tab_mutual"), count: mutualOf(likes).length },
  ];

  return (
    <>
      <PageHeading title={t(type ? TITLES[type] : "screens.likes")} />
      <nav aria-label={t("likes.tabs")} className="mb-6 flex flex-wrap gap-2 justify-heading">
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              cn(
                "inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm",
                isActive ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted",
              )
            }
          >
            {tab.label}
            <span className="text-xs opacity-80">{tab.count}</span>
          </NavLink>
        ))}
      </nav>
      <div className="flex flex-col gap-section">
        {sections.map((section) => (
          <section key={section.id} data-slot={`likes-${section.id}`} aria-labelledby={`likes-${section.id}-title`}>
            <h2 id={`likes-${section.id}-title`} className="mb-4 text-heading-section heading-align lavish:text-3xl">
              {section.title}
            </h2>
            {section.members.length ? (
              <MemberGrid
                members={section.members}
                fictionalIcon={site.fictional_icon}
                context="likes"
                // "New" marks an unseen like from that member, so not on the list of one's own likes.
                newIds={section.id === "liked" ? undefined : newIds}
                onLikesReloaded={setLikes}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{section.empty}</p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
