import type { ComponentType } from "react";
import type { ThemeName } from "#themes/types.ts";
import { LavishSiteHeader } from "./lavish/site-header.tsx";
import type { SlotName, SlotProps } from "./slots.ts";

/**
 * Components a theme replaces whole, for the few places where the structure
 * differs (decision 029). Themes themselves (`themes/<name>/`) are React-free
 * data: tokens and switches; the components live here, on the app side.
 */
export type ThemeOverrides = { [S in SlotName]?: ComponentType<SlotProps[S]> };

export const themeOverrides: Record<ThemeName, ThemeOverrides> = {
  classic: {},
  lavish: { SiteHeader: LavishSiteHeader },
};

/** The theme's component for a slot, or undefined when the theme uses the base component. */
export function overrideFor<S extends SlotName>(theme: ThemeName, slot: S): ComponentType<SlotProps[S]> | undefined {
  return themeOverrides[theme][slot] as ComponentType<SlotProps[S]> | undefined;
}
