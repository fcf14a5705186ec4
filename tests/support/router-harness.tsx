import type { ComponentType, ReactNode } from "react";
import { renderWholePage } from "#app/framework/whole-page.server.tsx";
import { createStaticHandler, Outlet, ServerRouter, type EntryContext, type StaticHandlerContext } from "react-router";

/**
 * A server render of a two-route page through React Router's own `ServerRouter`, as the framework's server entry
 * renders one, with a hand-made build manifest: the framework shortcuts' contract tests render React Router's part
 * and ours in it and compare the output. `Body` renders inside the root document; the page route adds a form.
 */
const flags = {
  hasLoader: false,
  hasAction: false,
  hasClientLoader: false,
  hasClientAction: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
};

export const MANIFEST = {
  version: "contract",
  url: "/assets/manifest-c0ffee.js",
  entry: { module: "/assets/entry.client-a1.js", imports: ["/assets/core-b2.js", "/assets/react-c3.js"] },
  routes: {
    root: {
      id: "root",
      path: "",
      module: "/assets/root-d4.js",
      imports: ["/assets/core-b2.js", "/assets/root-part-e5.js"],
      css: [],
      ...flags,
    },
    "routes/page": {
      id: "routes/page",
      parentId: "root",
      path: "page",
      index: undefined,
      module: "/assets/page-f6.js",
      imports: ["/assets/field-g7.js"],
      css: [],
      ...flags,
      hasAction: true,
    },
  },
} as unknown as EntryContext["manifest"];

export async function routerContext(Body: ComponentType, Page: ComponentType = () => null, url = "http://example.test/page") {
  const handler = createStaticHandler([{ id: "root", path: "/", children: [{ id: "routes/page", path: "page", action: () => null }] }]);
  const staticHandlerContext = (await handler.query(new Request(url))) as StaticHandlerContext;
  function Root() {
    return (
      <html lang="en">
        <head />
        <body>
          <Outlet />
          <Body />
        </body>
      </html>
    );
  }
  const context = {
    manifest: MANIFEST,
    routeModules: { root: { default: Root }, "routes/page": { default: Page } },
    staticHandlerContext,
    serverHandoffString: JSON.stringify({ url: "/page", state: { loaderData: {}, actionData: null, errors: null }, ssr: true }),
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    criticalCss: undefined,
  } as unknown as EntryContext;
  return { context, element: <ServerRouter context={context} url={url} nonce="n0nce" /> };
}

/**
 * The whole-page render (decision 051) of an element with no slots, throwing its first render error: what the
 * contract tests compare. `stringFirst` tries the string render first, as the app's entry does (decision 130).
 */
export function renderDocument(element: ReactNode, nonce = "", stringFirst = false) {
  return renderWholePage(element, {
    nonce,
    status: 200,
    headers: new Headers(),
    slots: [],
    timeoutMs: 6_000,
    stringFirst,
    onRenderError: (error) => {
      throw error;
    },
  });
}

/** The loaders' data as the server runtime streams it, in two chunks split at `splitAt` (its text is opaque to the router). */
export function handoffStream(text: string, splitAt: number) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, splitAt));
      controller.enqueue(bytes.slice(splitAt));
      controller.close();
    },
  });
}

/** The whole-page render with the string render first, as the app's entry does it, collecting the errors it reports. */
export async function renderReportingErrors(element: ReactNode, nonce = "") {
  const errors: unknown[] = [];
  const response = await renderWholePage(element, {
    nonce,
    status: 200,
    headers: new Headers(),
    slots: [],
    timeoutMs: 6_000,
    stringFirst: true,
    onRenderError: (error) => errors.push(error),
  });
  return { response, errors };
}
