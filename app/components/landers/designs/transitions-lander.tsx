import { useTranslation } from "#app/i18n/translation.tsx";
import { LanderSignup } from "../lander-signup.tsx";
import { FreeNote, LanderTopBar, ProfilePhoto, type LanderViewProps } from "../lander-parts.tsx";

/** Slides, each on screen for this long; the CSS animation (app.css `lander-slide`) runs over all of them. */
const SLIDES = 5;

/**
 * Transitions video lander: a full-screen slideshow of member portraits that cross-fade and slowly zoom — a "video"
 * made of CSS transitions over the page's own images (decision 034) — under the form.
 */
export function TransitionsLander({ profiles, copy }: LanderViewProps) {
  const { t } = useTranslation();
  const slides = profiles.slice(0, SLIDES);
  return (
    <div data-lander="transitionsvideolanding" className="relative isolate min-h-dvh overflow-hidden bg-black text-white">
      <div aria-hidden="true" data-slot="lander-video" className="absolute inset-0 -z-10">
        {slides.map((profile, index) => (
          <div
            key={profile.id}
            className="lander-slide absolute inset-0"
            style={{ animationDelay: `${index * 4}s`, animationDuration: `${slides.length * 4}s` }}
          >
            <ProfilePhoto
              profile={profile}
              caption={false}
              decorative
              full
              eager={index === 0}
              priority={index === 0}
              sizes="100vw"
              className="h-full w-full"
            />
            <span className="absolute bottom-24 left-[8%] hidden text-2xl font-semibold drop-shadow sm:block">
              {profile.name}
              {profile.age ? `, ${profile.age}` : ""}
            </span>
          </div>
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-black/50" />
      </div>
      <LanderTopBar inverted />
      <div className="mx-auto grid w-full max-w-page items-center gap-10 px-gutter pb-16 pt-10 lg:grid-cols-[1fr_26rem]">
        <div>
          <h1 className="max-w-xl text-4xl leading-tight display-style sm:text-5xl">{copy?.headline ?? t("landers.transitions.title")}</h1>
          <p className="mt-4 max-w-lg text-lg text-white/85">{copy?.subline ?? t("landers.transitions.lead")}</p>
        </div>
        <div className="text-foreground">
          <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote className="text-white/75" />
        </div>
      </div>
    </div>
  );
}
