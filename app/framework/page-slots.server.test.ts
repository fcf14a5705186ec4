import { describe, expect, it } from "vitest";
import { strongEtag } from "#app/.server/http/cache-policy.server.ts";
import { createPageSlot, fillPageSlots, joinPage, pageByteLength, streamPage } from "./page-slots.server.ts";

const css = createPageSlot("stylesheet", "body{color:red}");
const messages = createPageSlot("messages-en", '{"hello":"Hallo – ü"}');
const render = (head: string) =>
  Buffer.from(`<html><head><style>${css.marker}</style>${head}<script>${messages.marker}</script></head><body>x</body></html>`);

describe("page slots (decision 051)", () => {
  it("puts each slot's bytes in place of its marker, in page order", async () => {
    const parts = fillPageSlots(render("<meta>"), [messages, css]);
    const expected = '<html><head><style>body{color:red}</style><meta><script>{"hello":"Hallo – ü"}</script></head><body>x</body></html>';
    expect(Buffer.from(joinPage(parts)).toString("utf8")).toBe(expected);
    expect(pageByteLength(parts)).toBe(Buffer.byteLength(expected));
    expect(await new Response(streamPage(parts)).text()).toBe(expected);
  });

  it("leaves out a slot the page has no marker for, and renders text that only looks like a marker as it is", () => {
    const page = Buffer.from(`<p>@@page-slot:guess:stylesheet@@</p><script>${messages.marker}</script>`);
    expect(Buffer.from(joinPage(fillPageSlots(page, [css, messages]))).toString("utf8")).toBe(
      '<p>@@page-slot:guess:stylesheet@@</p><script>{"hello":"Hallo – ü"}</script>',
    );
  });

  it("gives the same ETag to renders that differ only in their nonce, and another when a slot's content changes", () => {
    const withNonce = (nonce: string) => fillPageSlots(render(`<script nonce="${nonce}"></script>`), [css, messages]);
    expect(strongEtag(withNonce("AAAAAAAAAAAAAAAAAAAAAA=="), "AAAAAAAAAAAAAAAAAAAAAA==")).toBe(
      strongEtag(withNonce("BBBBBBBBBBBBBBBBBBBBBB=="), "BBBBBBBBBBBBBBBBBBBBBB=="),
    );
    const otherCss = createPageSlot("stylesheet", "body{color:blue}");
    const changed = fillPageSlots(Buffer.from(`<style>${otherCss.marker}</style>`), [otherCss]);
    const original = fillPageSlots(Buffer.from(`<style>${css.marker}</style>`), [css]);
    expect(strongEtag(changed)).not.toBe(strongEtag(original));
  });
});
