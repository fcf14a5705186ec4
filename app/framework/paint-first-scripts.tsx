import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ElementProps = {
  rel?: string;
  type?: string;
  integrity?: string;
  children?: ReactNode;
  dangerouslySetInnerHTML?: { __html: string };
};

/** The id of the route-modules script that waits for the first paint. */
export const AFTER_PAINT_MODULE_ID = "rr-after-paint";
/** Its `type`: a browser neither runs nor fetches a script of an unknown type. */
export const AFTER_PAINT_TYPE = "text/x-module-after-paint";
/** The module preloads' `rel` until then: a browser ignores a link of an unknown relation. */
export const AFTER_PAINT_REL = "x-modulepreload";

/**
 * React Router's `<Scripts>`, started once the page has painted (decision 049).
 *
 * Pages are server-rendered and usable before they hydrate (forms post, links navigate); the ~25 module files
 * of the first load only make them interactive. React Router preloads them all from the end of the body, so they
 * compete with the page's own images and fonts, and on a fast link they arrive before the first paint. Here the
 * preload links and the route-modules script are written out inert; a small inline script starts them as soon as
 * the browser reports its first contentful paint (at once in a hidden tab, and after 3 s whatever happens). The
 * context script (loader data) still runs in place.
 *
 * Server and browser render the same elements, so hydration matches (it does not patch the links' `rel`, which
 * the starter switched); after hydration `<Scripts>` renders nothing, as before. In development (Vite's module
 * graph, HMR) the scripts load as React Router writes them.
 */
export function PaintFirstScripts({ nonce }: { nonce?: string }) {
  // `Scripts` is called, not rendered: its hooks run as this component's, in the same order on every render.
  const rendered = Scripts({ nonce });
  if (!rendered || import.meta.env.DEV) return rendered;
  const elements: ReactElement<ElementProps>[] = [];
  flatten(rendered, elements);
  const modules = elements.find((element) => element.type === "script" && element.props.type === "module");
  // Subresource integrity (an import map) is left as React Router writes it.
  if (!modules || elements.some((element) => element.props.integrity)) return rendered;
  return (
    <>
      {elements.map((element, index) =>
        element === modules ? null : (
          <Fragment key={index}>{element.type === "link" ? cloneElement(element, { rel: AFTER_PAINT_REL }) : element}</Fragment>
        ),
      )}
      <script
        id={AFTER_PAINT_MODULE_ID}
        type={AFTER_PAINT_TYPE}
        suppressHydrationWarning
        dangerouslySetInnerHTML={modules.props.dangerouslySetInnerHTML}
      />
      {/* Its text only matters in the HTML (hydration keeps it): the browser bundle does without it. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? START_AFTER_PAINT : "" }} />
    </>
  );
}

function flatten(node: ReactNode, out: ReactElement<ElementProps>[]) {
  if (Array.isArray(node)) for (const child of node) flatten(child, out);
  else if (isValidElement<ElementProps>(node)) {
    if (node.type === Fragment) flatten(node.props.children, out);
    else out.push(node);
  }
}

/**
 * The inline starter: it turns the links into module preloads and runs the route-modules script, with this script's
 * nonce (the page's CSP allows only nonced inline scripts). That script runs once inserted, so it is taken out again:
 * the page keeps one copy of its text, as it was sent. Paint timing is in every browser the build targets (Vite's
 * baseline); 3 s is the backstop if no paint is reported.
 */
export const START_AFTER_PAINT =
  `(()=>{const d=document,n=d.currentScript.nonce;let s;const go=()=>{if(s)return;s=1;` +
  `for(const l of d.querySelectorAll('link[rel="${AFTER_PAINT_REL}"]'))l.rel="modulepreload";` +
  `const m=Object.assign(d.createElement("script"),{type:"module",nonce:n,text:d.getElementById("${AFTER_PAINT_MODULE_ID}").text});` +
  `d.head.append(m);m.remove()};setTimeout(go,3e3);d.visibilityState!="visible"?go():new PerformanceObserver((l,o)=>` +
  `l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),setTimeout(go))).observe({type:"paint",buffered:!0})})()`;
