import { SIGNUP_STEPS } from "#app/forms/signup-steps.ts";
import type { PublicUser } from "#app/user.ts";
import type { PushState } from "./push-state.ts";
import { SignupMatches } from "./signup-matches.tsx";
import { DoneStep } from "./steps/done-step.tsx";
import { LocationStep } from "./steps/location-step.tsx";
import { PersonalStep } from "./steps/personal-step.tsx";
import { PhotoStep } from "./steps/photo-step.tsx";
import { PushStep } from "./steps/push-step.tsx";
import { TextsStep } from "./steps/texts-step.tsx";

/**
 * Steps 1–7 of the sign-up, a chunk of their own: a visitor's first page shows only the account step, so these
 * load when the form is first used (or when a member starts past step 0), not with the page (decision 041).
 */
export function LaterSteps({
  step,
  user,
  pushPub,
  onPushState,
  onPhotoUploaded,
  next,
  onClose,
}: {
  step: number;
  user: PublicUser | null;
  pushPub: string | null | undefined;
  onPushState: (state: PushState) => void;
  onPhotoUploaded: () => void;
  next: () => void;
  onClose: () => void;
}) {
  return step === SIGNUP_STEPS.push && pushPub ? (
    <PushStep pushPub={pushPub} onPushState={onPushState} onDone={next} />
  ) : step === SIGNUP_STEPS.photo || step === SIGNUP_STEPS.push ? (
    <PhotoStep
      user={user}
      onAdvance={(upload) => {
        void upload?.then((image) => image && onPhotoUploaded());
        next();
      }}
    />
  ) : step === SIGNUP_STEPS.location ? (
    <LocationStep user={user} onDone={next} />
  ) : step === SIGNUP_STEPS.personal ? (
    <PersonalStep user={user} onDone={next} />
  ) : step === SIGNUP_STEPS.texts ? (
    <TextsStep user={user} onDone={next} />
  ) : step === SIGNUP_STEPS.matches ? (
    <SignupMatches onComplete={next} />
  ) : (
    <DoneStep user={user} onClose={onClose} />
  );
}
