import { Suspense } from "react";
import {
  createStaticRouter,
  Form,
  Outlet,
  Scripts,
  ServerRouter as ReactRouterServerRouter,
  useLoaderData,
  type EntryContext,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { handoffStream, renderDocument, renderReportingErrors, routerContext } from "#tests/support/router-harness.tsx";
import { enqueueScriptOf, readServerHandoff, ServerRouter, serverRoutesOf, staticRouterOver } from "./server-router.server.tsx";
import { wholePageRenders } from "./whole-page.server.tsx";

/**
 * Our `ServerRouter` (decision 118) builds the route objects once; for the same entry context it must print what
 * React Router's own prints, the loaders' data stream included.
 */
function Page() {
  return (
    <main>
      <h1>Terms</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Form method="post" action="/page">
          <button type="submit">Go</button>
        </Form>
      </Suspense>
      <Outlet />
    </main>
  );
}

/** A data stream as the server runtime hands one over, in two chunks. */
const handoff = () => handoffStream('[{"_1":2},"root",{"greeting":"hello </script> world"}]\n', 20);

async function render(Router: typeof ServerRouter, context: EntryContext) {
  const response = await renderDocument(<Router context={context} url="http://example.test/page" nonce="n0nce" />, "n0nce");
  return response.text();
}

describe("ServerRouter with its routes built once, against React Router's", () => {
  it("prints the same document, the data stream's scripts included", async () => {
    const fresh = async () => {
      const { context } = await routerContext(() => <Scripts nonce="n0nce" />, Page);
      return { ...context, renderMeta: {}, serverHandoffStream: handoff() } as EntryContext;
    };
    const theirs = await render(ReactRouterServerRouter, await fresh());
    const ours = await render(ServerRouter, await fresh());
    expect(theirs).toContain("streamController.enqueue");
    expect(theirs).toContain("<h1>Terms</h1>");
    expect(ours).toBe(theirs);
    // Built once, rendered again: still the same document.
    expect(await render(ServerRouter, await fresh())).toBe(theirs);
  });

  it("prints the same document as a string when the data stream is read before the render (decision 130)", async () => {
    const fresh = async () => {
      const { context } = await routerContext(() => <Scripts nonce="n0nce" />, Page);
      return { ...context, renderMeta: {}, serverHandoffStream: handoff() } as EntryContext;
    };
    const theirs = await render(ReactRouterServerRouter, await fresh());
    const context = await fresh();
    expect(await readServerHandoff(context)).toBe(true);
    const before = { ...wholePageRenders };
    const response = await renderDocument(<ServerRouter context={context} url="http://example.test/page" nonce="n0nce" />, "n0nce", true);
    expect(await response.text()).toBe(theirs);
    // Rendered by the string render: both chunks' scripts came from the read data, nothing waited.
    expect(wholePageRenders.synchronous).toBe(before.synchronous + 1);
    expect(wholePageRenders.streamed).toBe(before.streamed);
  });

  it("prints the same document for a visitor's page, whose data scripts are kept, twice over", async () => {
    const fresh = async () => {
      const { context } = await routerContext(() => <Scripts nonce="n0nce" />, Page);
      return { ...context, renderMeta: {}, serverHandoffStream: handoff() } as EntryContext;
    };
    const theirs = await render(ReactRouterServerRouter, await fresh());
    for (let round = 0; round < 2; round++) {
      const context = await fresh();
      expect(await readServerHandoff(context)).toBe(true);
      const response = await renderDocument(
        <ServerRouter context={context} url="http://example.test/page" nonce="n0nce" shared />,
        "n0nce",
        true,
      );
      expect(await response.text()).toBe(theirs);
    }
  });

  it("keeps a chunk's script only for a visitor's page, and only up to its size bound", () => {
    const value = '[{"_1":2},"root",{"text":"</script><!-- \u2028 & more"}]\n';
    const script = enqueueScriptOf(value, true);
    expect(script).toBe(
      `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)});`,
    );
    expect(script).not.toContain("</script>");
    // Kept: the same data again is not quoted again. A member's page, or a chunk past the bound, is quoted each time.
    const quoting = vi.spyOn(JSON, "stringify");
    try {
      expect(enqueueScriptOf(`${value}`, true)).toBe(script);
      expect(quoting).toHaveBeenCalledTimes(0);
      const mine = `${value} `;
      expect(enqueueScriptOf(mine, false)).toBe(enqueueScriptOf(mine, false));
      expect(quoting).toHaveBeenCalledTimes(2);
      const large = "x".repeat(300 * 1024);
      expect(enqueueScriptOf(large, true)).toBe(`window.__reactRouterContext.streamController.enqueue("${large}");`);
      enqueueScriptOf(large, true);
      expect(quoting).toHaveBeenCalledTimes(4);
    } finally {
      quoting.mockRestore();
    }
  });

  it("renders a data stream that fails as React Router does: the stream render reports the error", async () => {
    const failing = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('[{"_1":2},"root"'));
        },
        pull(controller) {
          controller.error(new Error("the data stream broke"));
        },
      });
    const { context } = await routerContext(() => <Scripts nonce="n0nce" />, Page);
    const withStream = { ...context, renderMeta: {}, serverHandoffStream: failing() } as EntryContext;
    expect(await readServerHandoff(withStream)).toBe(true);
    const before = { ...wholePageRenders };
    const { response, errors } = await renderReportingErrors(
      <ServerRouter context={withStream} url="http://example.test/page" nonce="n0nce" />,
      "n0nce",
    );
    expect(response.status).toBe(500);
    expect(errors).toEqual([new Error("the data stream broke")]);
    expect(wholePageRenders.streamed).toBe(before.streamed + 1);
    // The chunk read before the failure is in the page, as React Router's render would print it.
    expect(await response.text()).toContain("streamController.enqueue(");
  });

  it("reuses the routes while the modules are the build's, and builds them again when one differs", async () => {
    const { context } = await routerContext(() => null, Page);
    const first = serverRoutesOf(context);
    expect(serverRoutesOf({ ...context, routeModules: { ...context.routeModules } })).toBe(first);
    function OtherPage() {
      return <p>{String(useLoaderData())}</p>;
    }
    const changed = { ...context, routeModules: { ...context.routeModules, "routes/page": { default: OtherPage } } } as EntryContext;
    const rebuilt = serverRoutesOf(changed);
    expect(rebuilt).not.toBe(first);
    expect(serverRoutesOf({ ...context, routeModules: { ...context.routeModules, extra: { default: Page } } } as EntryContext)).not.toBe(
      rebuilt,
    );
  });
});

describe("the static router over data routes converted once, against React Router's createStaticRouter", () => {
  type Router = ReturnType<typeof createStaticRouter>;
  /** Every property React Router's router has, read: getters called, methods called where they answer. */
  function reading(router: Router) {
    const refusals: Record<string, string> = {};
    for (const key of Object.getOwnPropertyNames(router) as (keyof Router)[]) {
      const value = router[key];
      if (typeof value !== "function" || ["match", "createHref", "encodeLocation", "getFetcher", "getBlocker"].includes(key)) continue;
      try {
        (value as () => unknown)();
        refusals[key] = "answered";
      } catch (error) {
        refusals[key] = String(error);
      }
    }
    return {
      keys: Object.getOwnPropertyNames(router).sort(),
      basename: router.basename,
      future: router.future,
      state: router.state,
      routes: router.routes,
      manifest: router.manifest,
      window: router.window,
      match: router.match("/page"),
      unmatched: router.match("/nowhere"),
      href: router.createHref(new URL("http://example.test/page?q=1#top")),
      encoded: router.encodeLocation!("/a b?c=d#e"),
      fetcher: router.getFetcher("any"),
      blocker: router.getBlocker("any", () => false),
      fetchControllers: router._internalFetchControllers,
      refusals,
    };
  }

  it("reads the same as React Router's for the same request, and converts the routes only once", async () => {
    const { context } = await routerContext(() => null, Page);
    const routes = serverRoutesOf(context);
    const theirs = createStaticRouter(routes as Parameters<typeof createStaticRouter>[0], context.staticHandlerContext, {
      future: context.future,
    });
    const ours = staticRouterOver(routes, context.staticHandlerContext, context.future);
    expect(reading(ours)).toEqual(reading(theirs));
    expect(Object.keys(reading(ours).refusals).length).toBeGreaterThan(10);
    // The state's matches point at the data routes of the manifest, as React Router's do.
    expect(ours.state.matches.map((match) => match.route)).toEqual(ours.state.matches.map((match) => ours.manifest[match.route.id]));

    // A second request over the same routes: its own state, the same data routes (not converted again).
    const { context: next } = await routerContext(() => null, Page, "http://example.test/");
    const again = staticRouterOver(routes, next.staticHandlerContext, next.future);
    expect(again.routes).toBe(ours.routes);
    expect(again.state.location.pathname).toBe("/");
    expect(reading(again)).toEqual(
      reading(createStaticRouter(routes as Parameters<typeof createStaticRouter>[0], next.staticHandlerContext, { future: next.future })),
    );
  });
});
