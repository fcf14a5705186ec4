import { useTranslation } from "#app/i18n/translation.tsx";
import { useFetcher, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useOptionalUser } from "#app/root-data.ts";

/** Pages that already talk about the activation mail (the sign-up flow, the activation result). */
const QUIET_PATHS = ["/signup", "/complete-signup", "/signup-matches", "/activate/"];

export function isReminderQuietOn(pathname: string) {
  return QUIET_PATHS.some((path) => pathname === path || (path.endsWith("/") && pathname.startsWith(path)));
}

export type ResendAnswer = { sent: true } | { sent: false; message: string };

/**
 * Members who have not confirmed their address can use the site, with this
 * reminder on every page and a way to get the activation mail again.
 */
export function ActivationReminder() {
  const { t } = useTranslation();
  const user = useOptionalUser();
  const fetcher = useFetcher<ResendAnswer>();
  const { pathname } = useLocation();
  if (!user || user.status !== "not_confirmed" || isReminderQuietOn(pathname)) return null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <aside
      data-slot="activation-reminder"
      aria-label={t("account_life.reminder_label")}
      className="border-b border-primary/30 bg-primary/10 text-foreground"
    >
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-x-4 gap-y-2 px-gutter py-2 text-sm">
        <p>
          <strong className="font-semibold">{t("account_life.reminder_title")}</strong>{" "}
          {t("account_life.reminder_text", { email: user.email })}
        </p>
        {answer?.sent ? (
          <p role="status" data-slot="activation-resent" className="font-medium">
            {t("account_life.reminder_sent")}
          </p>
        ) : (
          <fetcher.Form method="post" action="/account/resend-activation" className="flex items-center gap-3">
            {answer && !answer.sent ? (
              <span role="alert" className="text-destructive">
                {answer.message}
              </span>
            ) : null}
            <Button type="submit" size="sm" variant="outline" loading={fetcher.state !== "idle"}>
              {t("account_life.reminder_resend")}
            </Button>
          </fetcher.Form>
        )}
      </div>
    </aside>
  );
}
