/**
 * The app's stylesheet inlined in the page's head instead of linked (decision 042): it is small
 * (~12 KB gzip, both themes), and a linked stylesheet blocks the first paint for one more round trip, which on a
 * phone on a slow network is most of the first paint of a paid visitor's first page.
 *
 * The server reads the built file once (`entry.server`); in development, under Vitest or without a build there
 * is nothing to inline and the page links the stylesheet as before. In the browser the inlined block is kept as
 * the server sent it (hydration does not rewrite `dangerouslySetInnerHTML`), and the root links no stylesheet
 * when the page has the block, so both sides render the same head.
 */
let serverCss: string | null = null;

export function setInlineStylesheet(css: string | null) {
  serverCss = css;
}

const inlined = () => (typeof document === "undefined" ? serverCss !== null : document.querySelector("style[data-app-css]") !== null);

/** Whether the root's `links` leaves the stylesheet out: the page carries it inline. */
export function isStylesheetInlined(): boolean {
  return inlined();
}

export function InlineStylesheet() {
  if (!inlined()) return null;
  return (
    <style
      data-app-css
      dangerouslySetInnerHTML={{ __html: typeof document === "undefined" ? (serverCss ?? "") : "" }}
      suppressHydrationWarning
    />
  );
}
