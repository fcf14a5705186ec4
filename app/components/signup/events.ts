/**
 * Window events of the sign-up (docs/product/signup.md#steps): the embedded matches step ends
 * with `signup:complete`; reaching step 7 fires `signup:flow-complete`; the
 * button to the member area fires `signup:closed`. Embedding pages and tracking
 * listen to these.
 */
export const SIGNUP_EVENTS = {
  stepComplete: "signup:complete",
  flowComplete: "signup:flow-complete",
  closed: "signup:closed",
  accountCreated: "signup:account-created",
} as const;

export function emitSignupEvent(name: (typeof SIGNUP_EVENTS)[keyof typeof SIGNUP_EVENTS], detail: Record<string, unknown> = {}) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
