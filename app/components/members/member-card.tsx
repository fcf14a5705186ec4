import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { cn } from "#app/components/ui/cn.ts";
import { linkTo } from "#app/routing/links.ts";

export type MemberCardData = {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  fictional: boolean;
  main_image: { thumb_filename: string } | null;
};

/** A compact member tile; the full profile card with likes and badges builds on it. */
export function MemberCard({ member, fictionalIcon }: { member: MemberCardData; fictionalIcon: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={linkTo("members-memberId", { memberId: member.id })}
      data-slot="member-card"
      className={cn(
        "group block overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-card transition hover:shadow-raised",
        "lavish:rounded-none lavish:border-primary/20",
      )}
    >
      <div className="relative aspect-[4/5] bg-muted">
        {member.main_image ? (
          <img src={member.main_image.thumb_filename} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
        {member.fictional ? (
          <span
            role="img"
            aria-label={t("common.fictional_profile")}
            title={t("common.fictional_profile")}
            className="absolute right-2 top-2 grid size-7 place-items-center rounded-full bg-black/60 text-white"
          >
            {fictionalIcon}
          </span>
        ) : null}
      </div>
      <div className="p-3 lavish:p-4 lavish:text-center">
        <p className="font-semibold lavish:font-heading lavish:text-lg">
          {member.name}
          {member.age !== null ? <span className="font-normal text-muted-foreground">, {member.age}</span> : null}
        </p>
        {member.city ? <p className="truncate text-sm text-muted-foreground">{member.city}</p> : null}
      </div>
    </Link>
  );
}
