import { cloneElement, createElement, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { Scripts, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from "react-router";

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
  if (import.meta.env.SSR && !import.meta.env.DEV) return <KeptPaintFirstScripts nonce={nonce} />;
  return paintFirstScripts(nonce);
}

function paintFirstScripts(nonce: string | undefined) {
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

/**
 * The server's paint-first scripts, made once per page kind (decision 136). `<Scripts>` builds the same elements for
 * every request of a page but the nonce: the preload links of the matched routes' modules, the route-modules script
 * and the route manifest the browser starts with (`getPartialManifest`: the matched routes and those of the path's
 * parents, written as indented JSON): 2.7 % of `/likes`'s CPU in process. They follow from the build's manifest, the
 * server handoff, the matched routes and the path's parents; kept by those, they are rebuilt per request only as
 * elements with the request's nonce. `paint-first-scripts.contract.test.tsx` compares both renders with React Router's.
 */
function KeptPaintFirstScripts({ nonce }: { nonce?: string }): ReactNode {
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !state || nonce === undefined) return paintFirstScripts(nonce);
  const key = keptScriptsKey(state.matches, state.location.pathname, framework.serverHandoffString);
  let kept = keptScripts.get(key);
  if (!kept) {
    if (keptScripts.size >= KEPT_SCRIPTS) keptScripts.clear();
    // Rendered with a nonce no page carries, which each request's elements then carry in its place.
    keptScripts.set(key, (kept = elementsOf(paintFirstScripts(KEPT_NONCE))));
  } else markScriptsRendered(framework.renderMeta);
  return kept.map(({ type, props }, index) =>
    createElement(type, { ...props, key: index, ...(props.nonce === KEPT_NONCE ? { nonce } : {}) }),
  );
}

/** What `<Scripts>` tells the document render: the page has its scripts, so its data follows (`HandoffScripts`). */
function markScriptsRendered(renderMeta: { didRenderScripts?: boolean } | undefined) {
  if (renderMeta) renderMeta.didRenderScripts = true;
}

type KeptElement = { type: string; props: ElementProps & { nonce?: string } };
const KEPT_NONCE = "\u0000kept-nonce";
/** Page kinds kept at most: the app has about a hundred routes; a path's parents only add 404s' odd paths. */
const KEPT_SCRIPTS = 512;
const keptScripts = new Map<string, KeptElement[]>();

/** What `<Scripts>` reads besides the manifest and the nonce: the matched routes, the path's parents, the handoff. */
function keptScriptsKey(matches: readonly { route: { id: string } }[], pathname: string, handoff: string | undefined) {
  let key = "";
  for (const match of matches) key += `${match.route.id}\n`;
  // `getPartialManifest` adds the routes of each parent of the path: its segments but the last.
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  return `${key}\n${segments.join("/")}\n${handoff ?? ""}`;
}

/** The plain elements a paint-first render consists of, in order (its fragments taken away). */
function elementsOf(node: ReactNode): KeptElement[] {
  const out: ReactElement<ElementProps>[] = [];
  flatten(node, out);
  return out.map((element) => {
    if (typeof element.type !== "string") throw new Error("paint-first scripts: an element that is not a tag");
    const { key: _key, ...props } = element.props as ElementProps & { key?: unknown };
    return { type: element.type, props };
  });
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
