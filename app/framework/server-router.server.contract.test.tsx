import { Suspense } from "react";
import { Form, Outlet, Scripts, ServerRouter as ReactRouterServerRouter, useLoaderData, type EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { renderDocument, routerContext } from "#tests/support/router-harness.tsx";
import { ServerRouter, serverRoutesOf } from "./server-router.server.tsx";

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

/** A data stream as the server runtime hands one over (its text is opaque to `ServerRouter`). */
function handoffStream() {
  const bytes = new TextEncoder().encode('[{"_1":2},"root",{"greeting":"hello </script> world"}]\n');
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, 20));
      controller.enqueue(bytes.slice(20));
      controller.close();
    },
  });
}

async function render(Router: typeof ServerRouter, context: EntryContext) {
  const response = await renderDocument(<Router context={context} url="http://example.test/page" nonce="n0nce" />, "n0nce");
  return response.text();
}

describe("ServerRouter with its routes built once, against React Router's", () => {
  it("prints the same document, the data stream's scripts included", async () => {
    const fresh = async () => {
      const { context } = await routerContext(() => <Scripts nonce="n0nce" />, Page);
      return { ...context, renderMeta: {}, serverHandoffStream: handoffStream() } as EntryContext;
    };
    const theirs = await render(ReactRouterServerRouter, await fresh());
    const ours = await render(ServerRouter, await fresh());
    expect(theirs).toContain("streamController.enqueue");
    expect(theirs).toContain("<h1>Terms</h1>");
    expect(ours).toBe(theirs);
    // Built once, rendered again: still the same document.
    expect(await render(ServerRouter, await fresh())).toBe(theirs);
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
