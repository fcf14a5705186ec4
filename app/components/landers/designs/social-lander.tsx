import { useTranslation } from "#app/i18n/translation.tsx";
import { LanderSignup } from "../lander-signup.tsx";
import { ActiveToday, FreeNote, LanderProfileRow, ProfilePhoto, type LanderViewProps } from "../lander-parts.tsx";

/** Social network lander: members as a community feed (photo posts of their profiles), the form at the side. */
export function SocialLander({ profiles, activeToday, copy }: LanderViewProps) {
  const { t } = useTranslation();
  return (
    <div data-lander="socialnetwork" className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div>
        <h1 className="text-heading-page display-style">{copy?.headline ?? t("landers.social.title")}</h1>
        <p className="mt-2 text-lead text-muted-foreground">{copy?.subline ?? t("landers.social.lead")}</p>
        <ActiveToday profiles={profiles.slice(6)} count={activeToday} className="mt-4" />
        <div className="mt-6 columns-1 gap-5 sm:columns-2">
          {profiles.slice(0, 6).map((profile, index) => (
            <article
              key={profile.id}
              className="mb-5 break-inside-avoid overflow-hidden rounded-card border border-card-border bg-card shadow-card"
            >
              <header className="flex items-center gap-3 p-3">
                <LanderProfileRow profile={profile} />
              </header>
              <ProfilePhoto
                profile={profile}
                caption={false}
                eager={index < 2}
                priority={index === 0}
                className={index % 3 === 0 ? "aspect-square" : "aspect-[4/5]"}
              />
              <footer className="flex items-center gap-5 px-3 py-2.5 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
                    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
                  </svg>
                  {t("landers.social.like")}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
                    <path d="M4 5h16v11H9l-5 4V5z" />
                  </svg>
                  {t("landers.social.message")}
                </span>
              </footer>
            </article>
          ))}
        </div>
      </div>
      <aside className="lg:sticky lg:top-6 lg:self-start">
        <LanderSignup title={copy?.cta ?? t("landers.social.join")} lead={t("landers.signup_lead")} />
        <FreeNote />
      </aside>
    </div>
  );
}
