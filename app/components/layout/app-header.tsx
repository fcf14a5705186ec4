import { useCallback, useRef } from "react";
import { useTranslation } from "#app/i18n/translation.tsx";
import { useNavigate, useRevalidator } from "react-router";
import { apiFetch } from "#app/api/client.ts";
import { shownCredits } from "#app/chat/live-store.ts";
import { useLiveSnapshot } from "#app/chat/use-live.ts";
import { unsubscribeFromPush } from "#app/components/signup/push-state.ts";
import { ThemeSlot } from "#app/components/theme/theme-slot.tsx";
import type { NavItem } from "#app/components/theme/slots.ts";
import { useOptionalUser, useSite } from "#app/root-data.ts";
import { hasFeature } from "#themes/features.ts";
import { SiteHeader } from "./site-header.tsx";

/**
 * Logout per docs/product/screens-and-access.md#session: end the browser's push subscription, call the endpoint; on `done` or on an error alike,
 * the user is cleared and the login page opens.
 */
export function useLogout() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const inProgress = useRef(false);
  return useCallback(async () => {
    if (inProgress.current) return;
    inProgress.current = true;
    try {
      // This browser stops receiving the member's notifications (the server drops the session's subscription too).
      await unsubscribeFromPush();
      await apiFetch<string>("/api/logout.php");
    } catch (error) {
      console.error("logout failed", error);
    } finally {
      await navigate("/login", { replace: true });
      await revalidator.revalidate();
      setTimeout(() => (inProgress.current = false), 1000);
    }
  }, [navigate, revalidator]);
}

export function AppHeader() {
  const { t } = useTranslation();
  const site = useSite();
  const user = useOptionalUser();
  const logout = useLogout();
  // Unread messages and unseen likes, kept live (app/chat/live-store.ts).
  const live = useLiveSnapshot();
  const nav: NavItem[] = user
    ? [
        { to: "/members", label: t("nav.members") },
        ...(hasFeature(site.features, "likes.overview")
          ? [{ to: "/likes", label: t("nav.likes"), badge: live.newLikes ? String(live.newLikes) : undefined }]
          : []),
        { to: "/chats", label: t("nav.chats"), badge: live.unreadMessages ? String(live.unreadMessages) : undefined },
        { to: "/notifications", label: t("nav.notifications") },
        { to: "/profile", label: t("nav.profile") },
        // The premium badge: a premium member's mark, and the way to their membership.
        ...(user.premium ? [{ to: "/premium", label: `★ ${t("billing.premium.badge")}`, secondary: true }] : []),
        hasFeature(site.features, "navigation.showCredits")
          ? { to: "/credits", label: t("nav.credits_balance", { count: shownCredits(live.credits, user.credits) }), secondary: true }
          : { to: "/credits", label: t("nav.credits"), secondary: true },
      ]
    : [];
  return <ThemeSlot name="SiteHeader" fallback={SiteHeader} site={site} user={user} nav={nav} onLogout={logout} />;
}
