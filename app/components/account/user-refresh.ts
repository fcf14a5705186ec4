import type { PublicUser } from "#app/user.ts";

/** docs/product/constants.md#chat-and-live-events: the user is refreshed every 60 s, every 300 s when push is subscribed (push then brings news). */
export const USER_REFRESH_MS = 60_000;
export const USER_REFRESH_PUSH_SUBSCRIBED_MS = 300_000;

export function userRefreshIntervalMs({ pushSubscribed }: { pushSubscribed: boolean }): number {
  return pushSubscribed ? USER_REFRESH_PUSH_SUBSCRIBED_MS : USER_REFRESH_MS;
}

export type RefreshAnswer = { kind: "user"; user: PublicUser } | { kind: "status"; status: number } | { kind: "network-error" };

/**
 * What one refresh answer means for the page: a 403 ends the session in the
 * browser (docs/product/screens-and-access.md#session), a changed user (activated, credits, photo) re-reads
 * the page data, anything else (a network hiccup, a 5xx) keeps what is shown.
 */
export function refreshOutcome(current: PublicUser | null, answer: RefreshAnswer): "logged-out" | "changed" | "unchanged" {
  if (answer.kind === "status") return answer.status === 403 ? "logged-out" : "unchanged";
  if (answer.kind === "network-error") return "unchanged";
  return current && JSON.stringify(current) === JSON.stringify(answer.user) ? "unchanged" : "changed";
}

/** Push counts as subscribed only with a real subscription (its JSON text), not when denied, off or unknown. */
export function isPushSubscribed(isSubscribed: string | false | null): boolean {
  return typeof isSubscribed === "string" && isSubscribed !== "denied";
}
