import type { TFunction } from "i18next";
import { siteIconSvg } from "#app/.server/branding/icons.server.ts";
import { frameAncestors } from "#app/.server/http/security-headers.server.ts";
import { RECENT_PROFILES_SLOT } from "#app/pwa/worker-shared.ts";
import type { Site } from "#app/site/registry.ts";
import { LOCALE_TAGS, type Language } from "#app/site/locales.ts";
import { brandPalette } from "#themes/brand.ts";
import { getTheme } from "#themes/index.ts";

const escapeHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The site's offline page in one language: one self-contained document, no script, no file
 * beyond itself, styled from the site's theme tokens, so the worker can precache it and show it for any navigation
 * without network. The worker fills the recent-profiles slot with the profile pages it can show offline.
 */
export function offlinePageHtml(site: Site, language: Language, t: TFunction): string {
  const { color, font, radius } = getTheme(site.template).tokens;
  const brand = brandPalette(site.brand_color ?? color.primary);
  const title = t("pwa.offline.title");
  const css = `
:root{color-scheme:${site.template === "lavish" ? "dark" : "light"}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:${color.background};color:${color.foreground};font-family:${font.body};font-size:${font.bodySize};line-height:1.5}
main{max-width:32rem;margin:2rem 1rem;padding:2rem;background:${color.card};color:${color.cardForeground};border:1px solid ${color.border};border-radius:${radius.card};text-align:center}
svg{width:4rem;height:4rem}
h1{font-family:${font.heading};font-weight:${font.headingWeight};font-size:1.75rem;margin:1rem 0 .5rem}
h2{font-family:${font.heading};font-size:1.125rem;margin:2rem 0 .25rem}
p{margin:.5rem 0;color:${color.mutedForeground}}
.actions{display:flex;gap:1rem;justify-content:center;align-items:center;flex-wrap:wrap;margin-top:1.5rem}
.button{display:inline-block;padding:.625rem 1.25rem;border-radius:${radius.button};background:${brand.primary};color:${brand.primaryForeground};text-decoration:none;font-weight:600}
a{color:inherit}
ul{list-style:none;padding:0;margin:1rem 0 0;display:grid;gap:.5rem}
li a{display:block;padding:.5rem;border:1px solid ${color.border};border-radius:${radius.md};text-decoration:none}
`;
  return `<!doctype html>
<html lang="${LOCALE_TAGS[language]}" data-theme="${site.template}" data-site="${escapeHtml(site.id)}" data-offline-page>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${color.header}">
<title>${escapeHtml(title)} · ${escapeHtml(site.name)}</title>
<style>${css}</style>
</head>
<body>
<main>
${siteIconSvg(site)}
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t("pwa.offline.text"))}</p>
<div class="actions"><a class="button" href="">${escapeHtml(t("pwa.offline.retry"))}</a><a href="/">${escapeHtml(t("pwa.offline.home"))}</a></div>
<section data-recent-profiles hidden>
<h2>${escapeHtml(t("pwa.offline.recent"))}</h2>
<p>${escapeHtml(t("pwa.offline.recent_hint"))}</p>
<ul>${RECENT_PROFILES_SLOT}</ul>
</section>
</main>
</body>
</html>
`;
}

/** Nothing may run in the offline page; it only needs its own inline styles and inline SVG. */
export function offlinePagePolicy(site: Pick<Site, "frame_ancestors">): string {
  return `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors(site)}`;
}
