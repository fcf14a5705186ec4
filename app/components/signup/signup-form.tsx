import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { Link } from "#app/framework/link.tsx";
import { apiFetch } from "#app/api/client.ts";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/components/ui/cn.ts";
import {
  filledDots,
  isPushOffered,
  memberProgressOf,
  PROGRESS_DOTS,
  SIGNUP_STEPS,
  signupProgress,
  startStepForMember,
  stepAfterAccount,
} from "#app/forms/signup-steps.ts";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import { useOptionalUser, useRootData, useSite } from "#app/root-data.ts";
import type { PublicUser } from "#app/user.ts";
import { emitSignupEvent, SIGNUP_EVENTS } from "./events.ts";
import { readPushState, storedSubscription, type PushState } from "./push-state.ts";
import { AccountStep } from "./steps/account-step.tsx";
import { isSignupAllowed, readTrafficSource } from "./traffic-source.ts";
import { EmbeddedEntryWarning } from "./embedded-entry.tsx";

// Steps 1–7 load when the form is first touched (focus, pointer) or when a member starts past step 0 (decision 041).
const loadLaterSteps = withChunkReload(() => import("./later-steps.tsx"));
let laterStepsLoading: ReturnType<typeof loadLaterSteps> | undefined;
function preloadLaterSteps() {
  laterStepsLoading ??= loadLaterSteps().catch((error: unknown) => {
    laterStepsLoading = undefined;
    throw error;
  });
  return laterStepsLoading;
}
const LaterSteps = lazy(() => preloadLaterSteps().then((m) => ({ default: m.LaterSteps })));

export type SignupFormProps = {
  /** Drop the heading (error page, landers that have their own). */
  hideTitle?: boolean;
  /** For a logged-in member, also skip the steps whose data is already known (docs/product/signup.md#step-order). */
  autoSkipSteps?: boolean;
  /** The lander's member profile the visitor signs up from. */
  landerProfileId?: number | null;
  initialEmail?: string;
  initialName?: string;
  /** Called after the member leaves step 7 for the member area. */
  onClose?: () => void;
  className?: string;
};

/**
 * The whole sign-up, steps 0–7 (docs/product/signup.md#steps and docs/product/signup.md#step-order), embeddable anywhere: the
 * /signup page, the home page, the error page and landers. A visitor starts at
 * 0; a logged-in member where their profile is still incomplete.
 */
export function SignupForm({
  hideTitle = false,
  autoSkipSteps = false,
  landerProfileId = null,
  initialEmail,
  initialName,
  onClose,
  className,
}: SignupFormProps) {
  const { t } = useTranslation();
  const site = useSite();
  const rootUser = useOptionalUser();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The server knows the traffic source from its tracking cookie (decision 023); a record a lander kept in
  // localStorage is read after hydration, so server and browser render the same first.
  const serverTrafficSource = useRootData()?.trafficSource ?? null;
  const [trafficSource, setTrafficSource] = useState(() => serverTrafficSource ?? readTrafficSource(location.search));
  const [pushState, setPushState] = useState<PushState | null>(null);
  const [createdUser, setCreatedUser] = useState<PublicUser | null>(null);
  const user = rootUser ?? createdUser;
  const [step, setStep] = useState<number>(() =>
    rootUser ? startStepForMember(memberProgressOf(rootUser.profile, false), { autoSkipSteps }) : SIGNUP_STEPS.account,
  );
  const stepTouched = useRef(false);
  const flowCompleteFired = useRef(false);

  const pushOffered = (loggedIn: boolean, state = pushState) =>
    isPushOffered({ loggedIn, isCapable: state?.isCapable ?? false, isSubscribed: state?.isSubscribed ?? null, pushPub: site.push_pub });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration
    setTrafficSource((known) => known ?? readTrafficSource(window.location.search, window.localStorage));
    void readPushState().then((state) => {
      setPushState(state);
      // A member who opens the form with push on offer starts at the offer (step 1).
      if (rootUser && !stepTouched.current && pushOffered(true, state)) setStep(SIGNUP_STEPS.push);
    });
    // Runs once: the start step is decided on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = useCallback((next: number) => {
    stepTouched.current = true;
    setStep(next);
  }, []);

  useEffect(() => {
    if (step === SIGNUP_STEPS.done && !flowCompleteFired.current) {
      flowCompleteFired.current = true;
      emitSignupEvent(SIGNUP_EVENTS.flowComplete);
    }
  }, [step]);

  // Step 1 moves on by itself when the push option turns off (e.g. permission denied elsewhere).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the push permission is outside React
    if (step === SIGNUP_STEPS.push && pushState && !pushOffered(!!user)) goTo(SIGNUP_STEPS.photo);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, pushState, user]);

  if (!user && !isSignupAllowed(site.signups, trafficSource)) return <InviteOnlyNotice className={className} />;

  const next = () => goTo(Math.min(step + 1, SIGNUP_STEPS.done));
  const preload = () => void preloadLaterSteps().catch((error: unknown) => console.error("sign-up steps failed to load", error));

  return (
    <section
      data-slot="signup-form"
      data-step={step}
      onFocus={preload}
      onPointerDown={preload}
      className={cn(
        "mx-auto w-full max-w-xl rounded-card border border-card-border bg-card p-6 text-card-foreground shadow-card sm:p-8 lavish:sm:p-10",
        className,
      )}
    >
      {step === SIGNUP_STEPS.account && !hideTitle ? (
        <header className="mb-6 heading-align">
          <h2 className="text-heading-title display-style">{t("signup_flow.title")}</h2>
          <p className="mt-1 text-muted-foreground">{t("signup_flow.intro", { site: site.name })}</p>
        </header>
      ) : null}
      {step === SIGNUP_STEPS.account ? <EmbeddedEntryWarning /> : null}
      {site.signup.showDots ? <ProgressDots step={step} /> : null}

      {step === SIGNUP_STEPS.account ? (
        <AccountStep
          trafficSource={trafficSource}
          landerProfileId={landerProfileId}
          initialEmail={initialEmail}
          initialName={initialName}
          onCreated={(created) => {
            setCreatedUser(created);
            emitSignupEvent(SIGNUP_EVENTS.accountCreated);
            void revalidator.revalidate();
            // Push already on in this browser: the offer is skipped and the subscription goes to the new account.
            const subscription = storedSubscription(pushState);
            if (subscription) {
              void apiFetch("/api/user.php", { method: "POST", query: { push: 1 }, body: { subscription } }).catch((error) =>
                console.error("storing the push subscription failed", error),
              );
            }
            goTo(stepAfterAccount(pushOffered(true)));
          }}
        />
      ) : (
        <Suspense fallback={null}>
          <LaterSteps
            step={step}
            user={user}
            pushPub={site.push_pub}
            onPushState={setPushState}
            onPhotoUploaded={() => void revalidator.revalidate()}
            next={next}
            onClose={() => {
              onClose?.();
              void navigate("/members");
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Four dots; progress is step / 6 (docs/product/constants.md#accounts-and-sign-up). */
function ProgressDots({ step }: { step: number }) {
  const { t } = useTranslation();
  const filled = filledDots(step);
  return (
    <div
      data-slot="signup-progress"
      role="progressbar"
      aria-label={t("signup_flow.progress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(signupProgress(step) * 100)}
      className="mb-6 flex justify-center gap-2"
    >
      {Array.from({ length: PROGRESS_DOTS }, (_, index) => (
        <span
          key={index}
          data-filled={index < filled || undefined}
          className={cn(
            "size-2.5 rounded-full bg-border transition-colors lavish:size-2 lavish:rotate-45 lavish:rounded-none",
            index < filled && "bg-primary",
          )}
        />
      ))}
    </div>
  );
}

/** Sign-up by invitation only: heading, text and a link to log in (docs/product/README.md#what-the-product-does). */
function InviteOnlyNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section
      data-slot="signup-invite-only"
      className={cn("mx-auto w-full max-w-xl rounded-card border border-card-border bg-card p-card text-center shadow-card", className)}
    >
      <h2 className="text-heading-step">{t("signup_flow.invite_only.title")}</h2>
      <p className="mt-2 text-muted-foreground">{t("signup_flow.invite_only.text")}</p>
      <Button asChild className="mt-6">
        <Link to="/login">{t("signup_flow.invite_only.login")}</Link>
      </Button>
    </section>
  );
}
