/**
 * The sign-up's step machine (docs/product/signup.md#steps and docs/product/signup.md#step-order), pure so that the sign-up,
 * /complete-signup and tests share it.
 *
 * 0 account · 1 push offer · 2 photo · 3 location · 4 personal info · 5 free texts · 6 suggested matches · 7 done
 */
export const SIGNUP_STEPS = {
  account: 0,
  push: 1,
  photo: 2,
  location: 3,
  personal: 4,
  texts: 5,
  matches: 6,
  done: 7,
} as const;

export type SignupStep = (typeof SIGNUP_STEPS)[keyof typeof SIGNUP_STEPS];

export const LAST_STEP = SIGNUP_STEPS.done;
export const PROGRESS_DOTS = 4;

/** Progress is step / 6, capped at 1 (step 7 is the closing screen). */
export function signupProgress(step: number): number {
  return Math.min(1, Math.max(0, step / 6));
}

/** How many of the 4 progress dots are filled at a step. */
export function filledDots(step: number): number {
  return Math.round(signupProgress(step) * PROGRESS_DOTS);
}

export type PushOfferInput = {
  loggedIn: boolean;
  /** The browser can do push (service worker, PushManager, Notification). */
  isCapable: boolean;
  /** A subscription exists (a string) or permission was denied ("denied"); false or null otherwise. */
  isSubscribed: string | boolean | null;
  /** The site's VAPID public key. */
  pushPub: string | null;
};

/** Push is offered only when logged in, push-capable, not subscribed (nor denied) and the site has a key (docs/product/pwa.md#push). */
export function isPushOffered({ loggedIn, isCapable, isSubscribed, pushPub }: PushOfferInput): boolean {
  return loggedIn && isCapable && !isSubscribed && !!pushPub;
}

/** After the account is created: the push offer, or jump by 2 to the photo. */
export function stepAfterAccount(pushOffered: boolean): SignupStep {
  return pushOffered ? SIGNUP_STEPS.push : SIGNUP_STEPS.photo;
}

export type MemberProgress = {
  pushOffered: boolean;
  hasMainImage: boolean;
  hasRegionOrCity: boolean;
  hasGenderOrBirthDate: boolean;
  hasPersonal: boolean;
};

/**
 * Where the form starts for a member who is already logged in: 1, then 2 when no
 * push option shows, 3 when a main image exists; with `autoSkipSteps` on, 4 when
 * region or city is known, 5 when gender or birth date is known, 6 when personal
 * is set. Each skip needs the one before it.
 */
export function startStepForMember(member: MemberProgress, { autoSkipSteps = false }: { autoSkipSteps?: boolean } = {}): SignupStep {
  if (member.pushOffered) return SIGNUP_STEPS.push;
  if (!member.hasMainImage) return SIGNUP_STEPS.photo;
  if (!autoSkipSteps || !member.hasRegionOrCity) return SIGNUP_STEPS.location;
  if (!member.hasGenderOrBirthDate) return SIGNUP_STEPS.personal;
  if (!member.hasPersonal) return SIGNUP_STEPS.texts;
  return SIGNUP_STEPS.matches;
}

/** The progress facts of a user object as `GET /api/user.php` returns it. */
export function memberProgressOf(
  profile: {
    main_image: unknown;
    countryregion: string | null;
    city: string | null;
    gender: string | null;
    date_of_birth: string | null;
    personal?: Record<string, string> | null;
  },
  pushOffered: boolean,
): MemberProgress {
  return {
    pushOffered,
    hasMainImage: !!profile.main_image,
    hasRegionOrCity: !!(profile.countryregion || profile.city),
    hasGenderOrBirthDate: !!(profile.gender || profile.date_of_birth),
    hasPersonal: Object.keys(profile.personal ?? {}).length > 0,
  };
}

/** Activation-mail progress (docs/product/signup.md#step-7-done and docs/product/constants.md#accounts-and-sign-up): a tick every 900 ms, new text at ticks 4, 7 and 10, done when delivered or after 20. */
export const ACTIVATION_TICK_MS = 900;
export const ACTIVATION_TIMEOUT_TICKS = 20;
const ACTIVATION_TEXT_TICKS = [4, 7, 10] as const;

/** Which of the four progress texts shows at a tick (0 until tick 4, then 1, 2 from 7, 3 from 10). */
export function activationTextIndex(tick: number): number {
  return ACTIVATION_TEXT_TICKS.filter((step) => tick >= step).length;
}

export function isActivationProgressDone(tick: number, delivered: boolean): boolean {
  return delivered || tick >= ACTIVATION_TIMEOUT_TICKS;
}
