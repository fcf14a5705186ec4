import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True in the server's HTML and while React hydrates it, false from then on and in anything the browser renders
 * itself: for parts that only matter until the app's scripts run.
 */
export function useServerHtmlOnly(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
