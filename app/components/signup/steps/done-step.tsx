import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useRevalidator } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { apiFetch } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { mailProviderLink } from "#app/forms/signup-mail-provider.ts";
import { ACTIVATION_TICK_MS, ACTIVATION_TIMEOUT_TICKS, activationTextIndex, isActivationProgressDone } from "#app/forms/signup-steps.ts";
import { useSite } from "#app/root-data.ts";
import type { PublicUser } from "#app/user.ts";
import { emitSignupEvent, SIGNUP_EVENTS } from "../events.ts";
import { StepLayout } from "./step-layout.tsx";

/** Polls `GET /api/activate.php`; the first poll also refreshes the user. */
function useActivationProgress() {
  const revalidator = useRevalidator();
  const [tick, setTick] = useState(0);
  const [delivered, setDelivered] = useState(false);
  const firstPoll = useRef(true);
  const done = isActivationProgressDone(tick, delivered);
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(async () => {
      if (firstPoll.current) {
        firstPoll.current = false;
        void revalidator.revalidate();
      }
      try {
        const state = await apiFetch<{ delivered: boolean }>("/api/activate.php");
        if (state.delivered) setDelivered(true);
      } catch (error) {
        console.error("activation status failed", error);
      }
      setTick((current) => current + 1);
    }, ACTIVATION_TICK_MS);
    return () => clearTimeout(timer);
    // The revalidator object changes identity on every state change; the tick drives the loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tick, done]);
  return { tick, delivered, done };
}

/**
 * Step 7: check your e-mail (double opt-in) and the spam box, a link to change
 * the address, a link to the mail provider, and the way into the member area.
 */
export function DoneStep({ user, onClose }: { user: PublicUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const { tick, delivered, done } = useActivationProgress();
  const email = user?.email ?? "";
  const providerLink = email ? mailProviderLink(email, user?.mailprovider ?? 1, site.domain) : null;
  const progress = Math.min(1, tick / ACTIVATION_TIMEOUT_TICKS);

  if (!done) {
    return (
      <StepLayout step={7} title={t("signup_flow.done.sending_title")}>
        <div data-slot="activation-progress" className="flex flex-col gap-3" aria-live="polite">
          <p>{t(`signup_flow.done.sending.${activationTextIndex(tick)}`, { email })}</p>
          <div
            role="progressbar"
            aria-labelledby="signup-step-7-title"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full bg-primary transition-[width] duration-700" style={{ width: `${Math.max(5, progress * 100)}%` }} />
          </div>
        </div>
      </StepLayout>
    );
  }

  return (
    <StepLayout
      step={7}
      title={t("signup_flow.done.title")}
      intro={t(delivered ? "signup_flow.done.text" : "signup_flow.done.text_delayed", { email })}
      actions={
        <Button
          type="button"
          onClick={() => {
            emitSignupEvent(SIGNUP_EVENTS.closed);
            onClose();
          }}
        >
          {t("signup_flow.done.to_members")}
        </Button>
      }
    >
      <div data-slot="signup-done" className="flex flex-col gap-3">
        <div aria-hidden className="mx-auto grid size-16 place-items-center rounded-full bg-primary-soft text-3xl lavish:bg-accent">
          ✉
        </div>
        <p className="text-sm text-muted-foreground">{t("signup_flow.done.spam")}</p>
        {providerLink ? (
          <Button asChild variant="outline">
            <a href={providerLink} target="_blank" rel="noopener noreferrer" data-slot="mail-provider-link">
              {t(user?.mailprovider === 2 ? "signup_flow.done.search_mailbox" : "signup_flow.done.open_mailbox")}
            </a>
          </Button>
        ) : null}
        <p className="text-sm">
          {t("signup_flow.done.wrong_email", { email })}{" "}
          <Link to="/profile#account" className="text-primary underline underline-offset-4" data-slot="change-email-link">
            {t("signup_flow.done.change_email")}
          </Link>
        </p>
      </div>
    </StepLayout>
  );
}
