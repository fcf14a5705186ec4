// Prints the metric-matched fallback faces of app/fonts.css (decision 049): for each theme font, a local
// system font (Arial / Times New Roman, or their metric twins Liberation Sans / Serif on Linux) scaled with
// `size-adjust` to the web font's average advance on a sample of the seven languages, and given the web
// font's ascent, descent and line gap. Text set in the fallback then takes the space the web font will
// take, so the swap (`font-display: swap`) moves nothing on the page. No italic fallback: the theme fonts have
// no italic file, so the browser slants the upright glyphs, and slants the upright fallback the same way.
//
//   npx node scripts/font-fallbacks.mjs      (uses the machine's Chromium and its Liberation fonts)
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const FILES = {
  "Inter Variable": "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  "Jost Variable": "node_modules/@fontsource-variable/jost/files/jost-latin-wght-normal.woff2",
  "Playfair Display Variable": "node_modules/@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
};
// [web font, fallback family name, weights and style it serves, local fonts (metric twins), weight/style measured]
const FACES = [
  ["Inter Variable", "Inter Fallback", "100 599", "normal", ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"], 400, "normal"],
  [
    "Inter Variable",
    "Inter Fallback",
    "600 900",
    "normal",
    ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
    700,
    "normal",
  ],
  ["Jost Variable", "Jost Fallback", "100 599", "normal", ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"], 400, "normal"],
  [
    "Jost Variable",
    "Jost Fallback",
    "600 900",
    "normal",
    ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
    700,
    "normal",
  ],
  [
    "Playfair Display Variable",
    "Playfair Display Fallback",
    "400 900",
    "normal",
    ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "LiberationSerif-Bold"],
    600,
    "normal",
  ],
];
const SAMPLE =
  "Meet someone today. Thousands of members near you are looking for a date, a chat or more. Lerne noch heute jemanden kennen. " +
  "Ontmoet vandaag iemand. Incontra qualcuno oggi. Rencontrez quelqu'un aujourd'hui. Conoce a alguien hoy. Poznaj kogoś dzisiaj. " +
  "Sign up free, create your profile in a minute 0123456789.";

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox"],
});
const page = await browser.newPage();
const fonts = Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, readFileSync(file).toString("base64")]));
const results = await page.evaluate(
  async ({ fonts, faces, sample }) => {
    for (const [name, data] of Object.entries(fonts)) {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      document.fonts.add(await new FontFace(name, bytes, { weight: "100 900" }).load());
    }
    const ctx = document.createElement("canvas").getContext("2d");
    const measure = (font) => {
      ctx.font = font;
      const m = ctx.measureText(sample);
      return { width: m.width, ascent: m.fontBoundingBoxAscent, descent: m.fontBoundingBoxDescent };
    };
    const out = [];
    for (const [web, fallback, weights, style, locals, weight, measuredStyle] of faces) {
      const src = locals.map((l) => `local("${l}")`).join(", ");
      const probe = `probe-${out.length}`;
      const face = new FontFace(probe, src, { weight: String(weight), style: measuredStyle });
      document.fonts.add(await face.load());
      const w = measure(`${measuredStyle} ${weight} 100px "${web}"`);
      const f = measure(`${measuredStyle} ${weight} 100px "${probe}"`);
      out.push({ web, fallback, weights, style, src, sizeAdjust: w.width / f.width, ascent: w.ascent / 100, descent: w.descent / 100 });
    }
    return out;
  },
  { fonts, faces: FACES, sample: SAMPLE },
);
await browser.close();
const pct = (n) => `${(n * 100).toFixed(2)}%`;
for (const r of results) {
  // Overrides are scaled by size-adjust, so divide to land on the web font's own ascent and descent.
  console.log(`@font-face {
  font-family: "${r.fallback}";
  font-style: ${r.style};
  font-weight: ${r.weights};
  src: ${r.src};
  size-adjust: ${pct(r.sizeAdjust)};
  ascent-override: ${pct(r.ascent / r.sizeAdjust)};
  descent-override: ${pct(r.descent / r.sizeAdjust)};
  line-gap-override: 0%;
}
`);
}
