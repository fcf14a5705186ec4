import { useTranslation } from "#app/i18n/translation.tsx";
import { LanderSignup } from "../lander-signup.tsx";
import { FreeNote, LanderTopBar, OnlineDot, ageCity, type LanderViewProps } from "../lander-parts.tsx";

/** Stars: fixed positions so the server and the browser draw the same sky. */
const STARS = Array.from({ length: 48 }, (_, i) => ({
  x: (i * 73) % 100,
  y: (i * 37) % 60,
  r: i % 5 === 0 ? 1.6 : 0.9,
  delay: (i % 7) * 0.6,
}));

/** "Alone tonight?": a night sky (SVG moon and twinkling stars), members who are around tonight, the form. */
export function AloneTonightLander({ profiles, activeToday, copy }: LanderViewProps) {
  const { t } = useTranslation();
  return (
    <div
      data-lander="alonetonight"
      className="relative isolate min-h-dvh overflow-hidden bg-gradient-to-b from-[#0b1026] via-[#1b1540] to-[#3a1d4f] text-white"
    >
      <svg aria-hidden="true" className="absolute inset-0 -z-10 h-full w-full" preserveAspectRatio="none" viewBox="0 0 100 100">
        {STARS.map((star, i) => (
          <circle
            key={i}
            cx={star.x}
            cy={star.y}
            r={star.r / 4}
            fill="white"
            className="lander-twinkle"
            style={{ animationDelay: `${star.delay}s` }}
          />
        ))}
      </svg>
      <svg aria-hidden="true" viewBox="0 0 100 100" className="absolute right-[8%] top-20 -z-10 size-28 opacity-90 sm:size-40">
        <defs>
          <radialGradient id="moon-glow">
            <stop offset="60%" stopColor="#fff7d6" />
            <stop offset="100%" stopColor="#fff7d6" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx="50" cy="50" r="48" fill="url(#moon-glow)" opacity="0.35" />
        <circle cx="50" cy="50" r="30" fill="#fff3c4" />
        <circle cx="62" cy="42" r="26" fill="#1b1540" />
      </svg>
      <LanderTopBar inverted />
      <div className="mx-auto grid w-full max-w-page items-start gap-10 px-gutter pb-16 pt-10 lg:grid-cols-[1fr_26rem]">
        <div>
          <h1 className="text-5xl leading-tight display-style sm:text-6xl">{copy?.headline ?? t("landers.alonetonight.title")}</h1>
          <p className="mt-4 max-w-lg text-lg text-white/85">{copy?.subline ?? t("landers.alonetonight.lead")}</p>
          {activeToday > 0 ? (
            <p className="mt-3 text-sm font-medium text-white/70">{t("landers.active_today", { count: activeToday })}</p>
          ) : null}
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {profiles.slice(0, 6).map((profile) => (
              <li
                key={profile.id}
                data-slot="lander-profile"
                className="flex items-center gap-3 rounded-card bg-white/10 p-3 backdrop-blur"
              >
                {profile.main_image ? (
                  <img
                    src={profile.main_image.thumb_filename}
                    alt={profile.name}
                    width={56}
                    height={56}
                    className="size-14 rounded-avatar object-cover"
                  />
                ) : null}
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold">
                    <span className="truncate">{profile.name}</span>
                    {profile.online ? <OnlineDot label={t("landers.online")} /> : null}
                  </span>
                  <span className="block truncate text-sm text-white/75">{ageCity(profile)}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="text-foreground">
          <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote className="text-white/70" />
        </div>
      </div>
    </div>
  );
}
