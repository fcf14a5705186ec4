import type { ComponentType } from "react";
import type { ThemeName } from "#themes/types.ts";
import { useRootData } from "#app/root-data.ts";
import { overrideFor } from "./overrides.ts";
import type { SlotName, SlotProps } from "./slots.ts";

/**
 * Renders the active theme's override for a slot, or the base component. Only
 * structural differences go through here; the rest is tokens and `lavish:` classes.
 */
export function ThemeSlot<S extends SlotName>({
  name,
  fallback: Fallback,
  theme,
  ...props
}: { name: S; fallback: ComponentType<SlotProps[S]>; theme?: ThemeName } & SlotProps[S]) {
  const rootData = useRootData();
  const active = theme ?? rootData?.site.template ?? "classic";
  const Component = overrideFor(active, name) ?? Fallback;
  // The component comes from the static override map, not created here, so it keeps its identity between renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...(props as unknown as SlotProps[S])} />;
}
