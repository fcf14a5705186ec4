import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
import { unpackSite } from "#app/site/packed-site.ts";
import type { PublicSite } from "#app/site/public-site.ts";
import type { loader } from "./root.tsx";

/** The root loader's data as it travels: the site's settings packed (decision 129). */
export type LoadedRootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;
/** The root loader's data as pages read it: the site's settings unpacked. */
export type RootData = Omit<LoadedRootData, "site"> & { site: PublicSite };

/** One view per loaded object, so a page's readers share it (and its identity holds across renders). */
const views = new WeakMap<LoadedRootData, RootData>();

export function rootDataOf(loaded: LoadedRootData): RootData {
  let view = views.get(loaded);
  if (!view) views.set(loaded, (view = { ...loaded, site: unpackSite(loaded.site) }));
  return view;
}

/**
 * The root data of a page whose request was refused before the loaders ran (a form posted to a page without an
 * action, another site's form, a body too large): the server builds it for the site and language it resolved, puts
 * it in the page (ErrorChromeScript) and the browser reads it back before hydrating, so the error page is the site's,
 * in its language and theme, like every other error page.
 */
export const ErrorChromeContext = createContext<RootData | null>(null);

const ELEMENT_ID = "error-chrome";

/** The browser's copy, read once before hydration. */
export function readErrorChrome(): RootData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RootData;
  } catch {
    return null;
  }
}

/** Puts the refused page's root data in the page (inert JSON), only when the root loader did not run. */
export function ErrorChromeScript() {
  const loaded = useRouteLoaderData<typeof loader>("root");
  const chrome = useContext(ErrorChromeContext);
  if (loaded || !chrome) return null;
  // `<` escaped, so no value can close the element.
  const json = JSON.stringify(chrome).replace(/</g, "\\u003c");
  return <script id={ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
