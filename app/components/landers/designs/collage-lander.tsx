import { useTranslation } from "#app/i18n/translation.tsx";
import { useSignupMode } from "#app/root-data.ts";
import { LanderSignup } from "../lander-signup.tsx";
import { ActiveToday, FreeNote, LanderTopBar, ProfilePhoto, type LanderViewProps } from "../lander-parts.tsx";

/** Where each snapshot lies on the table: position (%), turn (deg) and stacking. */
const LAYOUT = [
  { left: 2, top: 4, rotate: -8, z: 1 },
  { left: 30, top: 0, rotate: 5, z: 2 },
  { left: 58, top: 6, rotate: -3, z: 1 },
  { left: 12, top: 42, rotate: 6, z: 3 },
  { left: 42, top: 38, rotate: -6, z: 4 },
  { left: 68, top: 46, rotate: 8, z: 2 },
];

/** Collage lander: member photos as scattered instant-camera snapshots, the form beside them. */
export function CollageLander({ profiles, activeToday, copy }: LanderViewProps) {
  const { t } = useTranslation();
  const signup = useSignupMode();
  return (
    <div data-lander="collagelanding" className="min-h-dvh bg-muted">
      <LanderTopBar />
      <div className="mx-auto grid w-full max-w-page items-center gap-10 px-gutter pb-16 pt-4 lg:grid-cols-[1fr_26rem]">
        <div>
          <h1 className="text-heading-hero display-style">{copy?.headline ?? t("landers.collage.title")}</h1>
          <p className="mt-3 max-w-xl text-lead text-muted-foreground">
            {copy?.subline ?? t("landers.collage.lead", { context: signup.context })}
          </p>
          <div className="relative mt-8 aspect-[5/4] w-full max-w-2xl">
            {profiles.slice(0, LAYOUT.length).map((profile, index) => {
              const spot = LAYOUT[index]!;
              return (
                <div
                  key={profile.id}
                  className="absolute w-[32%] bg-white p-2 pb-8 shadow-raised transition-transform hover:z-10 hover:scale-105"
                  style={{ left: `${spot.left}%`, top: `${spot.top}%`, transform: `rotate(${spot.rotate}deg)`, zIndex: spot.z }}
                >
                  <ProfilePhoto profile={profile} caption={false} eager={index < 3} priority={index === 0} className="aspect-square" />
                  <span className="absolute inset-x-2 bottom-1.5 truncate text-center font-heading text-sm text-neutral-800">
                    {profile.name}
                    {profile.age ? `, ${profile.age}` : ""}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
        <div>
          <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote />
          <ActiveToday profiles={profiles.slice(6)} count={activeToday} className="mt-6 justify-center" />
        </div>
      </div>
    </div>
  );
}
