import { useTranslation } from "#app/i18n/translation.tsx";
import { useSignupMode } from "#app/root-data.ts";
import { LanderSignup } from "../lander-signup.tsx";
import { ActiveToday, FreeNote, LanderTopBar, ProfilePhoto, type LanderViewProps } from "../lander-parts.tsx";

/** Gallery lander: a wall of member photos, the last row veiled until sign-up, the form beside it. */
export function GalleryLander({ profiles, activeToday, copy }: LanderViewProps) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  const shown = profiles.slice(0, 12);
  return (
    <div data-lander="gallery" className="min-h-dvh bg-background">
      <LanderTopBar />
      <div className="mx-auto w-full max-w-page px-gutter pb-16">
        <div className="py-8 text-center">
          <h1 className="text-heading-hero display-style">{copy?.headline ?? t("landers.gallery.title")}</h1>
          <p className="mx-auto mt-3 max-w-xl text-lead text-muted-foreground">{copy?.subline ?? t("landers.gallery.lead")}</p>
        </div>
        <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
            {shown.map((profile, index) => (
              <div key={profile.id} className="relative">
                <ProfilePhoto
                  profile={profile}
                  eager={index < 4}
                  priority={index === 0}
                  className={index >= 8 ? "aspect-[4/5] rounded-card blur-sm" : "aspect-[4/5] rounded-card"}
                />
                {index >= 8 ? (
                  <span className="absolute inset-0 grid place-items-center rounded-card bg-black/25 p-2 text-center text-sm font-semibold text-white">
                    <LockIcon />
                    {t("landers.locked", { context: signup.context })}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
          <div className="lg:sticky lg:top-6 lg:self-start">
            <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
            <FreeNote />
            <ActiveToday profiles={profiles.slice(5)} count={activeToday} className="mt-6 justify-center" />
          </div>
        </div>
      </div>
    </div>
  );
}

function LockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto mb-1 size-7 fill-none stroke-current stroke-2">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}
