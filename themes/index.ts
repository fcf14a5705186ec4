import { classicTheme } from "./classic/index.ts";
import { lavishTheme } from "./lavish/index.ts";
import type { Theme, ThemeName } from "./types.ts";

/** Both themes ship in one bundle; the request's site picks one. */
export const themes: Record<ThemeName, Theme> = {
  classic: classicTheme,
  lavish: lavishTheme,
};

export function getTheme(name: ThemeName): Theme {
  return themes[name];
}
