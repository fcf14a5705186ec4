import type { ReactElement } from "react";
import { useParams } from "react-router";

declare global {
  // Filled by bench/ssr/bare-server.mjs at start: each captured app page parsed once into React elements.
  var __BARE_MARKUP__: Map<string, ReactElement> | undefined;
}

/**
 * The same-markup floor: an app page's HTML, captured from the app and parsed once into a React element tree, rendered
 * by React per request through the same adapter. No loader, no data: what React and React Router must cost for that
 * markup; everything the app spends above it is its own.
 */
export default function Markup() {
  const { page } = useParams();
  const tree = globalThis.__BARE_MARKUP__?.get(page ?? "");
  if (!tree) throw new Response("no such page", { status: 404 });
  return tree;
}
