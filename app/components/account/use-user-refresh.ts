import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { apiFetch, ApiRequestError } from "#app/api/client.ts";
import { useOptionalUser } from "#app/root-data.ts";
import type { PublicUser } from "#app/user.ts";
import { refreshOutcome, userRefreshIntervalMs, type RefreshAnswer } from "./user-refresh.ts";

/**
 * Session life in the browser (docs/product/screens-and-access.md#session and docs/product/constants.md): while logged in, the user
 * is fetched every interval and whenever the tab becomes visible again. A 403
 * revalidates the page data, which then shows the logged-out state (and sends
 * pages that need a login to /login); a changed user refreshes what is shown.
 */
export function useUserRefresh({ pushSubscribed = false }: { pushSubscribed?: boolean } = {}) {
  const user = useOptionalUser();
  const { revalidate } = useRevalidator();
  const current = useRef<PublicUser | null>(user);
  const revalidateRef = useRef(revalidate);
  // The latest user and revalidate for the timer, updated after each render (refs are not written during render).
  useEffect(() => {
    current.current = user;
    revalidateRef.current = revalidate;
  });
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let controller: AbortController | undefined;
    const refresh = async () => {
      controller?.abort();
      controller = new AbortController();
      let answer: RefreshAnswer;
      try {
        answer = { kind: "user", user: (await apiFetch<{ user: PublicUser }>("/api/user.php", { signal: controller.signal })).user };
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
        answer = error instanceof ApiRequestError ? { kind: "status", status: error.status } : { kind: "network-error" };
      }
      if (refreshOutcome(current.current, answer) !== "unchanged") void revalidateRef.current();
    };
    const timer = window.setInterval(refresh, userRefreshIntervalMs({ pushSubscribed }));
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      controller?.abort();
    };
  }, [userId, pushSubscribed]);
}
