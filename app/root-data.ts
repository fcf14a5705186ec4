import { useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { ErrorChromeContext } from "./error-chrome.tsx";
import { hasFeature } from "#themes/features.ts";
import type { FeaturePath } from "#themes/types.ts";
import type { loader } from "./root.tsx";

/**
 * Root loader data; for a request refused before the loaders ran, the same data built for the error page
 * (error-chrome.tsx); undefined only for an unknown host.
 */
export function useRootData() {
  const chrome = useContext(ErrorChromeContext);
  return useRouteLoaderData<typeof loader>("root") ?? chrome ?? undefined;
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
