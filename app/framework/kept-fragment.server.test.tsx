import { lazy, Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument } from "#tests/support/router-harness.tsx";
import { KeptFragment } from "./kept-fragment.tsx";
import { renderedPartsOf } from "./page-slots.server.ts";
import { wholePageRenders } from "./whole-page.server.tsx";

/**
 * A kept part (decision 135) is rendered once and sent again as its bytes. Every page must equal the page rendered
 * without keeping: on the render that captures the part, on the renders that reuse it, next to text siblings, and
 * when the page falls back to the stream render.
 */
function Doc({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <article data-slot="doc">
      <h2>{text}</h2>
      <p>Body – “quoted” ✦ &amp; {"<b>escaped</b>"}</p>
      {children}
    </article>
  );
}

function Page({ part }: { part: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Terms</h1>
          {"text before"}
          {part}
          {"text after"}
        </main>
      </body>
    </html>
  );
}

let keys = 0;
const freshKey = () => `document ${keys++} ${Math.random()}`;

async function page(part: ReactNode, stringFirst = true) {
  const response = await renderDocument(<Page part={part} />, "", stringFirst);
  return { text: await response.text(), parts: renderedPartsOf(response) };
}

describe("KeptFragment", () => {
  it("sends the page it would send without keeping: when it captures the part, and each time it reuses it", async () => {
    const plain = (await page(<Doc text="Definitions" />)).text;
    expect(plain).toContain("<h2>Definitions</h2>");
    const key = freshKey();
    const kept = () => (
      <KeptFragment keyedBy={key} variant="en">
        <Doc text="Definitions" />
      </KeptFragment>
    );
    const captured = await page(kept());
    expect(captured.text).toBe(plain);
    const reused = await page(kept());
    expect(reused.text).toBe(plain);
    // Reused: the part's bytes are a slot of the page, not rendered bytes.
    const slots = reused.parts!.filter((part) => !(part instanceof Uint8Array));
    expect(slots).toHaveLength(1);
    expect(Buffer.from((slots[0] as { bytes: Uint8Array }).bytes).toString()).toContain("<h2>Definitions</h2>");
  });

  it("keeps each variant of a part apart", async () => {
    const key = freshKey();
    const kept = (variant: string) => (
      <KeptFragment keyedBy={key} variant={variant}>
        <Doc text={`Heading ${variant}`} />
      </KeptFragment>
    );
    for (let round = 0; round < 2; round++) {
      expect((await page(kept("a"))).text).toBe((await page(<Doc text="Heading a" />)).text);
      expect((await page(kept("b"))).text).toBe((await page(<Doc text="Heading b" />)).text);
    }
  });

  it("keeps nothing from a page that went to the stream render, and renders plainly there", async () => {
    let loads = 0;
    const Later = lazy(async () => {
      loads++;
      return { default: () => <em>loaded</em> };
    });
    const withLazy = (
      <Doc text="Waits">
        <Suspense fallback={<i>wait</i>}>
          <Later />
        </Suspense>
      </Doc>
    );
    const key = freshKey();
    const kept = () => (
      <KeptFragment keyedBy={key} variant="en">
        {withLazy}
      </KeptFragment>
    );
    const before = { ...wholePageRenders };
    const first = await page(kept());
    // The lazy part suspended the string render: the stream render waited for it, with no capture in the page.
    expect(wholePageRenders.streamed).toBe(before.streamed + 1);
    expect(first.text).toContain("<em>loaded</em>");
    expect(first.text).not.toContain("data-kept");
    expect(loads).toBe(1);
    // Loaded now: the string render captures it, and the next one reuses it, all as a plain render prints it.
    const plain = (await page(withLazy)).text;
    expect((await page(kept())).text).toBe(plain);
    const reused = await page(kept());
    expect(reused.text).toBe(plain);
    expect(reused.parts!.some((part) => !(part instanceof Uint8Array))).toBe(true);
  });

  it("renders the part plainly in the stream render and without a key", async () => {
    const plain = (await page(<Doc text="Plain" />, false)).text;
    const key = freshKey();
    for (let round = 0; round < 2; round++) {
      const streamed = await page(
        <KeptFragment keyedBy={key} variant="en">
          <Doc text="Plain" />
        </KeptFragment>,
        false,
      );
      expect(streamed.text).toBe(plain);
    }
    const unkeyed = await page(
      <KeptFragment keyedBy="" variant="en">
        <Doc text="Plain" />
      </KeptFragment>,
    );
    expect(unkeyed.text).toBe((await page(<Doc text="Plain" />)).text);
    expect(unkeyed.parts!.every((part) => part instanceof Uint8Array)).toBe(true);
  });
});
