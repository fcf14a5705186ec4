import { useTranslation } from "#app/i18n/translation.tsx";
import { LanderSignup } from "../lander-signup.tsx";
import { ActiveToday, FreeNote, LanderTopBar, ProfilePhoto, type LanderViewProps } from "../lander-parts.tsx";

/**
 * Video lander: a full-screen "video" that is a CSS animation of the site's own member photos (a slow pan across a
 * strip of portraits with a play bar), served with the page: no video file, no outside player (decision 034).
 */
export function VideoLander({ profiles, activeToday, copy }: LanderViewProps) {
  const { t } = useTranslation();
  const strip = profiles.slice(0, 8);
  return (
    <div data-lander="video" className="relative isolate min-h-dvh overflow-hidden bg-neutral-950 text-white">
      <div aria-hidden="true" data-slot="lander-video" className="absolute inset-0 -z-10">
        <div className="lander-pan flex h-full w-[200%] gap-2">
          {[...strip, ...strip].map((profile, index) => (
            <ProfilePhoto
              key={`${profile.id}-${index}`}
              profile={profile}
              caption={false}
              decorative
              eager={index < 4}
              priority={index === 0}
              className="h-full flex-1 opacity-70"
              sizes="25vw"
            />
          ))}
        </div>
        <div className="absolute inset-0 bg-gradient-to-r from-black/85 via-black/55 to-black/30" />
        <div className="absolute inset-x-0 bottom-0 h-1 bg-white/20">
          <div className="lander-progress h-full bg-primary" />
        </div>
      </div>
      <LanderTopBar inverted />
      <div className="mx-auto grid w-full max-w-page items-center gap-10 px-gutter pb-16 pt-6 lg:grid-cols-[1fr_26rem] lg:pt-16">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full bg-destructive px-3 py-1 text-xs font-bold uppercase tracking-wider">
            <span className="lander-blink size-2 rounded-full bg-white" />
            {t("landers.video.live")}
          </span>
          <h1 className="mt-5 max-w-xl text-4xl leading-tight display-style sm:text-5xl">{copy?.headline ?? t("landers.video.title")}</h1>
          <p className="mt-4 max-w-lg text-lg text-white/85">{copy?.subline ?? t("landers.video.lead")}</p>
          <ActiveToday profiles={profiles} count={activeToday} inverted className="mt-8" />
        </div>
        <div className="text-foreground">
          <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote className="text-white/75" />
        </div>
      </div>
    </div>
  );
}
