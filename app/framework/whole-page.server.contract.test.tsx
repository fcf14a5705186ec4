import { Suspense } from "react";
import { Form, Scripts, ServerRouter, type RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultServerEntry } from "#tests/support/default-entry.ts";
import { renderDocument, routerContext } from "#tests/support/router-harness.tsx";
import { createPageSlot } from "./page-slots.server.ts";
import { renderWholePage } from "./whole-page.server.tsx";

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
    const { theirs, ours, theirsText, oursText } = await both("Googlebot/2.1 (+http://www.google.com/bot.html)");
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

  it("fills a page slot where its marker was rendered", async () => {
    const slot = createPageSlot("contract", "<style>.x{color:red}</style>");
    const { context } = await routerContext(() => <span dangerouslySetInnerHTML={{ __html: slot.marker }} />);
    const response = await renderWholePage(<ServerRouter context={context} url="http://example.test/page" />, {
      nonce: "",
      status: 201,
      headers: new Headers(),
      slots: [slot],
      timeoutMs: 6_000,
      onRenderError: () => {},
    });
    const text = await response.text();
    expect(response.status).toBe(201);
    expect(text).toContain("<span><style>.x{color:red}</style></span>");
    expect(text).not.toContain(slot.marker);
  });
});
