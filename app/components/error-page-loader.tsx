import { createElement, lazy, Suspense } from "react";
import { withChunkReload } from "#app/pwa/chunk-reload.ts";
import type { ErrorPage } from "./error-page.tsx";

type ErrorPageComponent = typeof ErrorPage;

/**
 * The error page (header, footer, members, the sign-up) is in no page's first load: it loads when a page fails
 * (decision 041). Left to `lazy` in a Suspense boundary, a page that arrived as an error page hydrated its error block
 * in a later pass than the rest: React hydrates such a boundary after the page around it, and until its chunk came
 * the block stayed server HTML after the page had announced hydration; an update in that window made React discard
 * it and render it again (CI saw two error blocks at once). So the server renders the loaded component, without a
 * boundary, and a browser that receives an error page loads the chunk before it hydrates (entry.client): the block
 * hydrates in the page's one pass. Only a client-side navigation that fails loads it lazily.
 */
const loadErrorPage = withChunkReload(() => import("./error-page.tsx"));

let loaded: ErrorPageComponent | null = null;

/** Loads the error page: on the server before every render, in the browser before hydrating an error page. */
export async function preloadErrorPage(): Promise<void> {
  loaded ??= (await loadErrorPage()).ErrorPage;
}

const LazyErrorPage = lazy(() => loadErrorPage().then((m) => ({ default: m.ErrorPage })));

/** The error page: the loaded component when there is one, else the lazy one in its own boundary. */
export function ErrorPageOnDemand({ error }: { error: unknown }) {
  if (loaded) return createElement(loaded, { error });
  return (
    <Suspense fallback={null}>
      <LazyErrorPage error={error} />
    </Suspense>
  );
}

/** Whether the server sent this document as an error page (its error block is in the HTML). */
export function isErrorDocument(doc: Document): boolean {
  return doc.querySelector('[data-slot="error-status"]') !== null;
}
