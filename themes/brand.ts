/**
 * A brand gives one colour; the readable text colour on it and its hover shade
 * are derived here, with contrast computed (WCAG 2 relative luminance), never
 * hand-picked per site.
 */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const DARK_TEXT = "#111418";
const LIGHT_TEXT = "#ffffff";

/** White or near-black, whichever reads better on the colour. */
export function readableOn(hex: string): string {
  return contrastRatio(hex, LIGHT_TEXT) >= contrastRatio(hex, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** Mixes the colour towards black (amount > 0) or white (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 0 : 255;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t) as [number, number, number]);
}

/**
 * The brand colour nudged darker (light theme) or lighter (dark theme) just enough to read as text with AA
 * contrast (4.5:1) on every surface given (page, card, muted panel): links and the logo are brand-coloured text.
 * A brand that already reads stays exactly as given. The first surface decides light or dark.
 */
export function legibleOn(color: string, surfaces: readonly string[], ratio = 4.5): string {
  const towards = relativeLuminance(surfaces[0]!) > 0.5 ? 1 : -1;
  for (let step = 0; step <= 50; step++) {
    const candidate = shade(color, (towards * step) / 50);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= ratio)) return candidate;
  }
  return readableOn(surfaces[0]!);
}

/** The brand colours; with the theme's `surfaces`, the brand is first made legible on them (`legibleOn`). */
export function brandPalette(brand: string, surfaces?: readonly string[]) {
  const primary = surfaces?.length ? legibleOn(brand, surfaces) : brand;
  return {
    primary,
    primaryForeground: readableOn(primary),
    primaryHover: shade(primary, 0.12),
    primarySoft: shade(primary, -0.85),
  };
}
