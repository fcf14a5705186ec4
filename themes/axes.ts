import type { FeatureSwitches } from "./types.ts";

/**
 * Theme axes: switches that change how shared components look, rendered as
 * `data-*` attributes on `<html>` so that CSS switches on them (decision 029)
 * and no component needs a per-theme class list.
 * - `data-avatar`: `round` or `square` profile pictures (`ui.roundAvatars`), read by the `rounded-avatar` utility.
 * - `data-motion`: `on` or `off` (`ui.motion`): dialogs and toasts animate in, transitions run. The visitor's
 *   `prefers-reduced-motion` wins over `on` in app.css.
 */
export function themeAxes(features: FeatureSwitches | undefined): { "data-avatar": "round" | "square"; "data-motion": "on" | "off" } {
  return {
    "data-avatar": features?.ui.roundAvatars === false ? "square" : "round",
    "data-motion": features?.ui.motion === false ? "off" : "on",
  };
}
