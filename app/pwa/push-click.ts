/**
 * Where a click on a push notification leads (the product's rule: the message itself for a logged-in member, the
 * login page with a return to it for a logged-out one). Pure, so the push worker and its tests share it.
 */
export function pushClickTarget(url: string, origin: string, loggedIn: boolean): string {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    target = new URL("/", origin);
  }
  // Only this site's own pages may be opened from a notification.
  if (target.origin !== origin) target = new URL("/", origin);
  if (loggedIn) return target.href;
  const back = target.pathname + target.search + target.hash;
  return new URL(back === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(back)}`, origin).href;
}

/** What the push worker tells open pages of a push it showed: the push state's `lastMessage`. */
export type PushMessage = { title: string; body: string; url: string; receivedAt: string };

export const PUSH_MESSAGE_EVENT = "PUSH_MESSAGE";
