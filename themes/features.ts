import type { FeatureOverrides, FeaturePath, FeatureSwitches } from "./types.ts";

/**
 * The one read of a feature switch, on the server (loaders, actions, API routes)
 * and in components alike.
 */
export function hasFeature(features: FeatureSwitches, path: FeaturePath): boolean {
  const [area, key] = path.split(".") as [keyof FeatureSwitches, string];
  return (features[area] as Record<string, boolean>)[key] === true;
}

/** A theme's switches with a site's overrides laid on top, area by area. */
export function mergeFeatures(base: FeatureSwitches, overrides: FeatureOverrides | undefined): FeatureSwitches {
  if (!overrides) return base;
  const merged = { ...base } as Record<string, Record<string, boolean>>;
  for (const [area, values] of Object.entries(overrides)) {
    merged[area] = { ...merged[area], ...values };
  }
  return merged as FeatureSwitches;
}
