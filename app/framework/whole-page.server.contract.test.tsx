import { lazy, Suspense } from "react";
import { Form, Scripts, ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultServerEntry } from "#tests/support/default-entry.ts";
import { handoffStream, renderDocument, renderReportingErrors, routerContext } from "#tests/support/router-harness.tsx";
import { createPageSlot } from "./page-slots.server.ts";
import { readServerHandoff, ServerRouter as OurServerRouter } from "./server-router.server.tsx";
import { renderWholePage, wholePageRenders } from "./whole-page.server.tsx";

/**
 * The whole-page render (decision 051) replaces React Router's default server entry, which streams from the shell.
 * For the same router context it must send the same document: the same bytes for a page, a Suspense boundary
 * inlined rather than streamed as a hidden segment, the same status; and the page slots filled where their markers
 * were.
 */
function Page() {
  return (
    <main>
      <h1>Sign up</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Form method="post" action="/signup">
          <input name="email" defaultValue="a@example.test" />
          <button type="submit">Go</button>
        </Form>
      </Suspense>
    </main>
  );
}

/** The loaders' data as the server runtime streams it: two chunks. */
const handoff = () => handoffStream('[{"_1":2},"root",{"title":"Sign up </script> now"}]\n', 16);

const CRAWLER = "Googlebot/2.1 (+http://www.google.com/bot.html)";

/**
 * React Router's default entry against the app's: its `ServerRouter`, the data read first, the string render. For a
 * crawler React Router's entry waits for everything and sends the whole document, as ours does for everyone (a
 * person gets its shell first, the data streamed behind it).
 */
async function bothAsString(Body: () => React.ReactNode = Page) {
  const userAgent = CRAWLER;
  const fresh = async () => {
    const { context } = await routerContext(() => <Scripts />, Body);
    return { ...context, renderMeta: {}, serverHandoffStream: handoff() } as EntryContext;
  };
  const request = new Request("http://example.test/page", { headers: { "user-agent": userAgent } });
  const handleRequest = await defaultServerEntry();
  const theirs = await handleRequest(request, 200, new Headers(), await fresh(), {} as RouterContextProvider);
  const context = await fresh();
  const before = { ...wholePageRenders };
  const ours = await renderDocument(<OurServerRouter context={context} url={request.url} />, "", await readServerHandoff(context));
  return {
    theirsText: await theirs.text(),
    oursText: await ours.text(),
    synchronous: wholePageRenders.synchronous - before.synchronous,
    streamed: wholePageRenders.streamed - before.streamed,
  };
}

async function both(userAgent: string) {
  const { context } = await routerContext(() => <Scripts />, Page);
  const request = new Request("http://example.test/page", { headers: { "user-agent": userAgent } });
  const handleRequest = await defaultServerEntry();
  const theirs = await handleRequest(request, 200, new Headers(), context, {} as RouterContextProvider);
  const ours = await renderDocument(<ServerRouter context={context} url={request.url} />);
  return { theirs, ours, theirsText: await theirs.text(), oursText: await ours.text() };
}

describe("the whole-page render against React Router's default server entry", () => {
  it("sends the same document as React Router does for a crawler (which it renders whole too)", async () => {
    const { theirs, ours, theirsText, oursText } = await both(CRAWLER);
    expect(oursText).toBe(theirsText);
    expect(ours.status).toBe(theirs.status);
    expect(ours.headers.get("content-type")).toMatch(/^text\/html/);
    expect(theirs.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("sends a person the same document, with no streaming segment or reveal script", async () => {
    const { theirsText, oursText } = await both("Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0");
    expect(oursText).toBe(theirsText);
    expect(oursText).not.toMatch(/<template|\$RC|hidden id="S:/);
    expect(oursText).toContain("<form");
  });

  it("renders a page whose parts need not wait as one string, the same document React Router streams (decision 130)", async () => {
    const { theirsText, oursText, synchronous, streamed } = await bothAsString();
    expect(theirsText).toMatch(/^<!DOCTYPE html><html/);
    expect(theirsText).toContain("streamController.enqueue(");
    expect(theirsText).toContain("streamController.close()");
    expect(oursText).toBe(theirsText);
    expect({ synchronous, streamed }).toEqual({ synchronous: 1, streamed: 0 });
  });

  it("renders a part that suspends (a lazy component's first load) by the stream render, the same document", async () => {
    let loads = 0;
    const Lazy = lazy(async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: () => <p>Loaded later</p> };
    });
    const WithLazy = () => (
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Lazy />
        </Suspense>
      </main>
    );
    const first = await bothAsString(WithLazy);
    expect(first.oursText).toContain("<p>Loaded later</p>");
    expect(first.oursText).toBe(first.theirsText);
    // React Router's render loaded it first; ours gave up on the string only if it still had to wait.
    expect(first.synchronous + first.streamed).toBe(1);
    // Loaded now: the string render completes it.
    const again = await bothAsString(WithLazy);
    expect(again.oursText).toBe(again.theirsText);
    expect({ synchronous: again.synchronous, streamed: again.streamed }).toEqual({ synchronous: 1, streamed: 0 });
    expect(loads).toBe(1);
  });

  it("falls back to the stream render when a part suspends, and prints what it waited for", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Waiting = lazy(async () => {
      await gate;
      return { default: () => <p>After the wait</p> };
    });
    const { context } = await routerContext(
      () => (
        <Suspense fallback={<p>Loading…</p>}>
          <Waiting />
        </Suspense>
      ),
      Page,
    );
    const before = { ...wholePageRenders };
    const rendering = renderDocument(<OurServerRouter context={context} url="http://example.test/page" />, "", true);
    setTimeout(release, 5);
    const text = await (await rendering).text();
    expect(text).toContain("<p>After the wait</p>");
    expect(text).not.toMatch(/<!--\$[!?]-->|Loading…/);
    expect({
      synchronous: wholePageRenders.synchronous - before.synchronous,
      streamed: wholePageRenders.streamed - before.streamed,
    }).toEqual({
      synchronous: 0,
      streamed: 1,
    });
  });

  it("reports a part that fails once, from the stream render, and answers 500", async () => {
    const Failing = () => {
      throw new Error("this part failed");
    };
    const { context } = await routerContext(
      () => (
        <Suspense fallback={<p>Loading…</p>}>
          <Failing />
        </Suspense>
      ),
      Page,
    );
    const { response, errors } = await renderReportingErrors(<OurServerRouter context={context} url="http://example.test/page" />);
    expect(response.status).toBe(500);
    expect(errors).toEqual([new Error("this part failed")]);
  });

  it("fills a page slot where its marker was rendered", async () => {
    const slot = createPageSlot("contract", "<style>.x{color:red}</style>");
    const { context } = await routerContext(() => <span dangerouslySetInnerHTML={{ __html: slot.marker }} />);
    const response = await renderWholePage(<ServerRouter context={context} url="http://example.test/page" />, {
      nonce: "",
      status: 201,
      headers: new Headers(),
      slots: [slot],
      timeoutMs: 6_000,
      stringFirst: true,
      onRenderError: () => {},
    });
    const text = await response.text();
    expect(response.status).toBe(201);
    expect(text).toContain("<span><style>.x{color:red}</style></span>");
    expect(text).not.toContain(slot.marker);
  });
});
