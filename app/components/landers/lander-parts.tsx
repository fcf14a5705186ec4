import { useTranslation } from "#app/i18n/translation.tsx";
import { Link } from "#app/framework/link.tsx";
import { FictionalBadge } from "#app/components/members/fictional-badge.tsx";
import { cn } from "#app/components/ui/cn.ts";
import type { LanderCopy, LanderProfile } from "#app/landers/types.ts";
import { useSignupMode, useSite } from "#app/root-data.ts";

/** Props every lander design gets from its loader. */
export type LanderViewProps = {
  profiles: LanderProfile[];
  activeToday: number;
  /** The site file's copy for this slug, field by field in place of the translated texts. */
  copy?: LanderCopy;
};

/** "31, Leeds", "31" or "Leeds": what a lander says under a name. */
export function ageCity(profile: Pick<LanderProfile, "age" | "city">) {
  return [profile.age, profile.city].filter((part) => part !== null && part !== "").join(", ");
}

/** Brand and login link across the top of the full-screen (empty layout) landers. */
export function LanderTopBar({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <header
      data-slot="lander-top-bar"
      className={cn("mx-auto flex w-full max-w-page items-center justify-between px-gutter py-4", className)}
    >
      <span className={cn("font-heading text-heading-section display-style", inverted ? "text-white" : "text-primary")}>{site.name}</span>
      <Link to="/login" className={cn("text-sm font-medium underline-offset-4 hover:underline", inverted && "text-white")}>
        {t("nav.login")}
      </Link>
    </header>
  );
}

/** A profile's photo with name, age and city over it; an online dot when the member is online now. */
export function ProfilePhoto({
  profile,
  className,
  caption = true,
  eager = false,
  priority = false,
  full = false,
  decorative = false,
  sizes = "(min-width: 768px) 240px, 45vw",
}: {
  profile: LanderProfile;
  className?: string;
  caption?: boolean;
  eager?: boolean;
  /** The page's first photo, its likely largest paint: fetched before other images (`fetchpriority`). */
  priority?: boolean;
  /** The whole photo rather than the 400 px card crop (full-screen backgrounds). */
  full?: boolean;
  /** A moving backdrop behind the page (hidden from assistive technology): no badge, which would float over the header. */
  decorative?: boolean;
  sizes?: string;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const image = profile.main_image;
  return (
    <figure data-slot="lander-profile" data-profile-id={profile.id} className={cn("relative overflow-hidden bg-muted", className)}>
      {image ? (
        <img
          src={full ? image.filename : image.thumb_filename}
          alt={profile.name}
          width={full ? (image.width ?? 400) : 400}
          height={full ? (image.height ?? 500) : 500}
          sizes={sizes}
          loading={eager || priority ? "eager" : "lazy"}
          // A backdrop's other photos wait for its first: the same size, so whichever paints first is the page's
          // largest paint, and that should be the one fetched first.
          fetchPriority={priority ? "high" : decorative ? "low" : undefined}
          decoding="async"
          className="h-full w-full object-cover"
        />
      ) : null}
      {profile.fictional && !decorative ? <FictionalBadge icon={site.fictional_icon} /> : null}
      {caption ? (
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 via-black/30 to-transparent px-3 pb-2.5 pt-8 text-white">
          <span className="flex items-center gap-1.5 font-semibold">
            {profile.online ? <OnlineDot label={t("landers.online")} /> : null}
            <span className="truncate">{profile.name}</span>
          </span>
          <span className="block truncate text-xs text-white/85">{ageCity(profile)}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A member's round thumbnail on a lander (nothing without a photo). */
export function LanderAvatar({
  profile,
  size = 40,
  className,
}: {
  profile: Pick<LanderProfile, "main_image">;
  size?: 40 | 64;
  className?: string;
}) {
  if (!profile.main_image) return null;
  return (
    <img
      src={profile.main_image.thumb_filename}
      alt=""
      width={size}
      height={size}
      className={cn(size === 64 ? "size-16" : "size-10", "rounded-avatar object-cover", className)}
    />
  );
}

/** One member as a row: thumbnail, name with the online dot, age and city (map list, social feed header). */
export function LanderProfileRow({ profile }: { profile: LanderProfile }) {
  const { t } = useTranslation();
  return (
    <>
      <LanderAvatar profile={profile} />
      <span className="min-w-0 text-sm">
        <span className="flex items-center gap-1.5 font-semibold">
          {profile.name}
          {profile.online ? <OnlineDot label={t("landers.online")} /> : null}
        </span>
        <span className="block truncate text-muted-foreground">{ageCity(profile)}</span>
      </span>
    </>
  );
}

export function OnlineDot({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn("inline-block size-2.5 shrink-0 rounded-full bg-success ring-2 ring-white/80", className)}
    />
  );
}

/** Overlapping round avatars and the number of members active today. */
export function ActiveToday({
  profiles,
  count,
  className,
  inverted = false,
}: {
  profiles: LanderProfile[];
  count: number;
  className?: string;
  inverted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div data-slot="lander-active-today" className={cn("flex items-center gap-3", className)}>
      <div className="flex -space-x-3">
        {profiles.slice(0, 5).map((profile) =>
          profile.main_image ? (
            <img
              key={profile.id}
              src={profile.main_image.thumb_filename}
              alt=""
              width={40}
              height={40}
              // Small decoration beside the text: fetched after the page's first photo, which is its largest paint.
              fetchPriority="low"
              decoding="async"
              className="size-10 rounded-avatar border-2 border-background object-cover"
            />
          ) : null,
        )}
      </div>
      {count > 0 ? (
        <p className={cn("text-sm font-medium", inverted ? "text-white/90" : "text-muted-foreground")}>
          {t("landers.active_today", { count })}
        </p>
      ) : null}
    </div>
  );
}

/** The line under a lander's sign-up: free, discreet, cancel any time. */
export function FreeNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  return (
    <p data-slot="free-note" className={cn("mt-3 text-center text-xs text-muted-foreground", className)}>
      {t("landers.free_note", { context: signup.context })}
    </p>
  );
}
