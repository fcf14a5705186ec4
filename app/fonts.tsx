/** The attribute on `<html>` that lets the page's font stacks name the theme's web fonts (app/app.css). */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";

/**
 * The head script that turns the theme's web fonts on (decision 120): at once when a service worker controls the
 * page (it holds the font files, so they arrive before the first paint anyway) or the tab is hidden; otherwise in
 * the task after the browser reports its first contentful paint (3 s at the latest). Until then the page's text is
 * set in the metric-matched fallbacks (app/fonts.css), which name no file, so a first visit's font files do not
 * compete with its HTML and photos for the first paint. It counts as first-load JavaScript on every page: keep it
 * this small.
 */
export const WEB_FONTS_STARTER =
  `(()=>{const d=document,a=()=>d.documentElement.setAttribute("${WEB_FONTS_ATTRIBUTE}","");` +
  `if(navigator.serviceWorker?.controller||d.visibilityState!="visible")return a();setTimeout(a,3e3);` +
  `new PerformanceObserver((l,o)=>l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(a)))` +
  `.observe({type:"paint",buffered:!0})})()`;

/** The starter in the page head. Its text only matters in the HTML: hydration keeps it, the browser bundle does without. */
export function WebFontsStarter({ nonce }: { nonce?: string }) {
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? WEB_FONTS_STARTER : "" }} />
  );
}
