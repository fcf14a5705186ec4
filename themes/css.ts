import { brandPalette } from "./brand.ts";
import type { Theme } from "./types.ts";

function kebab(name: string) {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The theme's tokens and the site's brand colour as CSS custom properties (`--t-*`) for `<html>`; app.css maps them to Tailwind tokens. */
export function themeCssVariables(theme: Theme, brandColor?: string): string {
  const { tokens } = theme;
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.color)) vars[`--t-color-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.font)) vars[`--t-font-${kebab(name)}`] = value;
  // The stacks start with the theme's web font, which the page names only once `data-web-fonts` is set (decision 120):
  // until then `--t-font-body` and `--t-font-heading` are the rest of the stack, led by the metric-matched fallback.
  for (const name of ["body", "heading"] as const) {
    vars[`--t-font-${name}-web`] = tokens.font[name];
    vars[`--t-font-${name}`] = tokens.font[name].slice(tokens.font[name].indexOf(",") + 1).trim();
  }
  for (const [name, value] of Object.entries(tokens.radius)) vars[`--t-radius-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.spacing)) vars[`--t-space-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.shadow)) vars[`--t-shadow-${kebab(name)}`] = value;
  for (const group of ["control", "label", "button", "heading"] as const) {
    for (const [name, value] of Object.entries(tokens[group])) vars[`--t-${group}-${kebab(name)}`] = value;
  }
  // Brand-coloured text sits on the page, on cards and on muted panels.
  const brand = brandPalette(brandColor ?? tokens.color.primary, [tokens.color.background, tokens.color.card, tokens.color.muted]);
  for (const [name, value] of Object.entries(brand)) vars[`--t-color-${kebab(name)}`] = value;
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(";")}}`;
}
