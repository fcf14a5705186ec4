import { useRouteLoaderData } from "react-router";
import { hasFeature } from "#themes/features.ts";
import type { FeaturePath } from "#themes/types.ts";
import type { loader } from "./root.tsx";

/** Root loader data; undefined only while rendering an error that happened before it ran (unknown host). */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
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
