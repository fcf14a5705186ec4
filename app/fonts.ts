import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import jostLatin from "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url";
import playfairLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import type { ThemeName } from "#themes/types.ts";

/**
 * The font files a theme's pages need first (latin subset, variable weight; app/fonts.css):
 * preloaded from the document head so text does not wait for the stylesheet to ask for them.
 */
export const THEME_FONT_PRELOADS: Record<ThemeName, readonly string[]> = {
  classic: [interLatin],
  lavish: [jostLatin, playfairLatin],
};
