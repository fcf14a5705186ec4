import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { LanderSignup } from "../lander-signup.tsx";
import { ActiveToday, FreeNote, LanderTopBar, type LanderViewProps } from "../lander-parts.tsx";

const ICONS: Record<"verified" | "chat" | "match" | "privacy", ReactNode> = {
  verified: <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6l7-3zm-3 9l2 2 4-4" />,
  chat: <path d="M4 5h16v11H9l-5 4V5zm4 5h8M8 13h5" />,
  match: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  privacy: <path d="M6 11h12v9H6zM9 11V8a3 3 0 0 1 6 0v3m-3 4v2" />,
};

/** Icons lander: what the site offers in four pictograms, member faces and the form. */
export function IconsLander({ profiles, activeToday, copy }: LanderViewProps) {
  const { t } = useTranslation();
  return (
    <div data-lander="iconslanding" className="min-h-dvh bg-gradient-to-b from-primary/15 to-background">
      <LanderTopBar />
      <div className="mx-auto grid w-full max-w-page items-center gap-12 px-gutter pb-16 pt-8 lg:grid-cols-[1fr_26rem]">
        <div>
          <h1 className="text-heading-hero display-style">{copy?.headline ?? t("landers.icons.title")}</h1>
          <p className="mt-3 max-w-xl text-lead text-muted-foreground">{copy?.subline ?? t("landers.icons.lead")}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((key) => (
              <li key={key} className="flex gap-4 rounded-card border border-card-border bg-card p-4 shadow-card">
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="size-6 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
                  >
                    {ICONS[key]}
                  </svg>
                </span>
                <span>
                  <span className="block font-semibold">{t(`landers.icons.${key}`)}</span>
                  <span className="block text-sm text-muted-foreground">{t(`landers.icons.${key}_text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <ActiveToday profiles={profiles} count={activeToday} className="mt-8" />
        </div>
        <div>
          <LanderSignup title={copy?.cta ?? t("landers.signup_title")} lead={t("landers.signup_lead")} />
          <FreeNote />
        </div>
      </div>
    </div>
  );
}
