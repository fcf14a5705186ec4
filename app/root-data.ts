import { useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { ErrorChromeContext, rootDataOf, type RootData } from "./error-chrome.tsx";
import { isSignupAllowed } from "#app/components/signup/traffic-source.ts";
import { hasFeature } from "#themes/features.ts";
import type { FeaturePath } from "#themes/types.ts";
import type { loader } from "./root.tsx";

/**
 * Root loader data; for a request refused before the loaders ran, the same data built for the error page
 * (error-chrome.tsx); undefined only for an unknown host.
 */
export function useRootData(): RootData | undefined {
  const chrome = useContext(ErrorChromeContext);
  const loaded = useRouteLoaderData<typeof loader>("root");
  return (loaded ? rootDataOf(loaded) : null) ?? chrome ?? undefined;
}

/**
 * The site's packed settings as the root loader carries them: one string object per site and language for the whole
 * process (the page chrome, decision 043), so a key of parts that are the same for every request of a site in a
 * language (kept fragments, decision 136) costs no hashing after its first use. Undefined on error pages.
 */
export function usePackedSite(): string | undefined {
  return useRouteLoaderData<typeof loader>("root")?.site;
}

export function useSite() {
  const data = useRootData();
  if (!data) throw new Error("useSite outside a resolved site");
  return data.site;
}

export function useOptionalUser() {
  return useRootData()?.user ?? null;
}

export function useFeature(path: FeaturePath): boolean {
  const data = useRootData();
  return data ? hasFeature(data.site.features, path) : false;
}

/**
 * Whether this visitor can sign up here (the site's sign-up mode, and for an invitation-only site whether a traffic
 * source referred them), and the translation context for texts that promise a sign-up: `invite` picks a key's
 * `_invite` variant, which says that joining is by invitation instead of offering a form that cannot succeed.
 */
export function useSignupMode(): { open: boolean; context: "invite" | undefined } {
  const root = useRootData();
  const open = !root || !!root.user || isSignupAllowed(root.site.signups, root.trafficSource);
  return { open, context: open ? undefined : "invite" };
}
