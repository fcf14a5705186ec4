import { renderToString } from "react-dom/server";
import { Scripts } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MANIFEST, routerContext } from "#tests/support/router-harness.tsx";
import { AFTER_PAINT_MODULE_ID, AFTER_PAINT_REL, AFTER_PAINT_TYPE, PaintFirstScripts, START_AFTER_PAINT } from "./paint-first-scripts.tsx";

/**
 * Paint-first scripts (decision 049) take React Router's `<Scripts>` apart: its preload links, its context script
 * and its route-modules script. Rendered in the same page, ours must hold exactly React Router's elements, in its
 * order, with only the links' `rel` and the module script's `type` made inert, plus the starter.
 */
beforeEach(() => vi.stubEnv("DEV", false));
afterEach(() => vi.unstubAllEnvs());

/** The render's `renderMeta` (as the server runtime gives it): whether the page says it rendered its scripts. */
let lastRenderMeta: { didRenderScripts?: boolean } = {};

async function page(which: "router" | "ours", nonce = "n0nce", url?: string) {
  const Body = which === "router" ? () => <Scripts nonce={nonce} /> : () => <PaintFirstScripts nonce={nonce} />;
  const { context, element } = await routerContext(Body, undefined, url);
  lastRenderMeta = context.renderMeta = {};
  return renderToString(element);
}

/**
 * The document's links and scripts with their attributes and text, in order. React hoists React Router's
 * `modulepreload` links into the head (ours, inert, stay where they are rendered), so the order compared is the
 * order of each kind.
 */
function tags(html: string) {
  return [...html.matchAll(/<link([^>]*?)\/?>|<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, link, script, text]) => ({
    tag: link === undefined ? "script" : "link",
    attributes: Object.fromEntries(
      [...(link ?? script)!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? ""]),
    ),
    text: text ?? "",
  }));
}

/** Ours holds exactly React Router's elements, in its order, with the links' rel and the module script's type changed. */
function expectPaintFirstOf(router: ReturnType<typeof tags>, ours: ReturnType<typeof tags>, nonce: string) {
  const moduleScript = router.at(-1)!;
  const starter = ours.at(-1)!;
  const afterPaint = ours.at(-2)!;

  // Links: the same, in the same order, with the same attributes but `rel`.
  const links = (list: typeof router) => list.filter((element) => element.tag === "link");
  expect(links(ours).map((element) => ({ ...element.attributes, rel: "modulepreload" }))).toEqual(
    links(router).map((element) => element.attributes),
  );
  expect(links(ours).every((element) => element.attributes.rel === AFTER_PAINT_REL)).toBe(true);
  // The context script, unchanged and in place.
  expect(ours[links(ours).length]).toEqual(router[links(router).length]);
  // The route-modules script: the same text, inert until the starter runs it.
  expect(afterPaint.attributes).toEqual({ id: AFTER_PAINT_MODULE_ID, type: AFTER_PAINT_TYPE });
  expect(afterPaint.text).toBe(moduleScript.text);
  expect(starter.attributes.nonce).toBe(nonce);
  expect(starter.text.replaceAll("&quot;", '"')).toBe(START_AFTER_PAINT);
  expect(ours).toHaveLength(router.length + 1);
}

describe("paint-first scripts against React Router's <Scripts>", () => {
  it("React Router still renders what the shortcut takes apart: preload links, a context script, one module script", async () => {
    const router = tags(await page("router"));
    expect(router.map((element) => element.tag)).toEqual([...Array(router.length - 2).fill("link"), "script", "script"]);
    const hrefs = router.filter((element) => element.tag === "link").map((element) => element.attributes.href);
    // The entry, its imports and every matched route's module and imports, each once.
    for (const href of [
      MANIFEST.entry.module,
      ...MANIFEST.entry.imports,
      MANIFEST.routes.root!.module,
      MANIFEST.routes["routes/page"]!.module,
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(router.every((element) => element.tag !== "link" || element.attributes.rel === "modulepreload")).toBe(true);
    expect(router.at(-1)!.attributes.type).toBe("module");
    expect(router.at(-1)!.text).toContain(JSON.stringify(MANIFEST.entry.module));
    expect(router.some((element) => "integrity" in element.attributes)).toBe(false);
  });

  it("keeps React Router's elements in its order, with only the links' rel and the module script's type changed", async () => {
    expectPaintFirstOf(tags(await page("router")), tags(await page("ours")), "n0nce");
  });

  it("the starter switches exactly the links and the script it renders", () => {
    expect(START_AFTER_PAINT).toContain(`link[rel="${AFTER_PAINT_REL}"]`);
    expect(START_AFTER_PAINT).toContain(`l.rel="modulepreload"`);
    expect(START_AFTER_PAINT).toContain(`getElementById("${AFTER_PAINT_MODULE_ID}")`);
    expect(START_AFTER_PAINT).toContain(`type:"module",nonce:n`);
  });

  it("on the server, kept per page kind, renders each request's own nonce and each page's own routes", async () => {
    expect(import.meta.env.SSR).toBe(true);
    // The first render of a page kind makes the kept elements, the later ones use them: each must hold React Router's
    // elements for its own nonce and page (a kept copy with the first nonce or another page's routes would not).
    for (const [nonce, url] of [
      ["n0nce", "http://example.test/page"],
      ["an0ther", "http://example.test/page"],
      ["th1rd", "http://example.test/"],
      ["f0urth", "http://example.test/page"],
    ] as const) {
      expectPaintFirstOf(tags(await page("router", nonce, url)), tags(await page("ours", nonce, url)), nonce);
      // The data scripts follow only a page that says so, as `<Scripts>` does.
      expect(lastRenderMeta.didRenderScripts).toBe(true);
    }
  });
});
