import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";

/**
 * A translated text with its tags parsed: `Read the <terms>terms</terms>` becomes
 * `["Read the ", { tag: "terms", children: ["terms"] }]`. Plain data, so the server can
 * parse a document once and send it to the browser as it is.
 */
export type RichNode = string | { tag: string; children: RichNode[] };

const TAG = /<(\/?)([A-Za-z][\w-]*)\s*(\/?)>/g;
const parsed = new Map<string, RichNode[]>();
const PARSED_MAX = 5000;

function parse(text: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: { tag: string; children: RichNode[] }[] = [];
  const current = () => stack.at(-1)?.children ?? root;
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, tag, selfClosing] = match;
    const index = match.index;
    if (index > last) current().push(text.slice(last, index));
    last = index + whole.length;
    if (selfClosing) current().push({ tag: tag!, children: [] });
    else if (!closing) stack.push({ tag: tag!, children: [] });
    else if (stack.at(-1)?.tag === tag) {
      const node = stack.pop()!;
      current().push(node);
    } else current().push(whole); // A stray closing tag stays text.
  }
  if (last < text.length) current().push(text.slice(last));
  // Unclosed tags: their text stays, the tag does not.
  while (stack.length > 0) {
    const node = stack.pop()!;
    current().push(...node.children);
  }
  return root;
}

/** Parses a translated text; texts without a tag cost one `includes`. Parses are kept per text. */
export function parseRich(text: string): RichNode[] {
  if (!text.includes("<")) return [text];
  let nodes = parsed.get(text);
  if (!nodes) {
    if (parsed.size >= PARSED_MAX) parsed.clear();
    nodes = parse(text);
    parsed.set(text, nodes);
  }
  return nodes;
}

/** Renders parsed text: each tag becomes its element from `components`; an unknown tag shows only its text. */
export function renderRich(nodes: readonly RichNode[], components: Readonly<Record<string, ReactElement>>): ReactNode {
  if (nodes.length === 1 && typeof nodes[0] === "string") return nodes[0];
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    const children = node.children.length > 0 ? renderRich(node.children, components) : undefined;
    const element = Object.hasOwn(components, node.tag) ? components[node.tag] : undefined;
    if (!element) return <Fragment key={index}>{children}</Fragment>;
    return children === undefined ? cloneElement(element, { key: index }) : cloneElement(element, { key: index }, children);
  });
}

/** The words of parsed text without its tags (a page description). */
export function plainText(nodes: readonly RichNode[]): string {
  return nodes.map((node) => (typeof node === "string" ? node : plainText(node.children))).join("");
}
