import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; of two Tailwind utilities that set the same thing (under the same variants), the later wins,
 * so a component's `className` overrides its defaults (`cn("px-4", "px-0")` → `px-0`).
 *
 * Our own small resolver, not tailwind-merge: `cn` renders in the root, so tailwind-merge would put 5.6 KB (gzip)
 * more into the core chunk every page loads, above the sign-up's first-load ceiling (decisions 041, 079).
 * `cn.test.ts` checks it against tailwind-merge on the app's own classes, `cn.property.test.ts` on generated
 * conflicting pairs of every family the app uses. A family it does not know is simply kept, as tailwind-merge
 * keeps classes it does not know.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/**
 * Results by input: components pass the same few hundred class lists on every render, and on the server every
 * request renders them again (resolving them was a tenth of a page's render CPU). Cleared when full, so a page
 * that builds class lists from data cannot grow it without bound.
 */
const merged = new Map<string, string>();
const MERGED_LIMIT = 2_000;

const SIDES = ["t", "r", "b", "l", "s", "e", "x", "y", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"] as const;
const SIZE = /^(xs|sm|base|lg|[2-9]?xl|\d+(\.\d+)?(px|rem|em)?|\[(length:)?[\d.]+(px|rem|em|%|vw|vh|ch)\])$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+|\[\d+\])$/;
const ALIGN = /^(left|center|right|justify|start|end)$/;
const LINE_STYLE = /^(solid|dashed|dotted|double|hidden|none)$/;
const WIDTH = /^(\d+|\[(length:)?[\d.]+(px|rem|em)\])?$/;

/** Whole classes that set one property. */
const EXACT: Record<string, string> = {};
const exact = (group: string, names: string) => names.split(" ").forEach((name) => (EXACT[name] = group));
exact(
  "display",
  "block inline-block inline flex inline-flex grid inline-grid contents hidden table table-row table-cell flow-root list-item",
);
exact("position", "static fixed absolute relative sticky");
exact("visibility", "visible invisible collapse");
exact("isolation", "isolate isolation-auto");
exact("font-style", "italic not-italic");
exact("text-transform", "uppercase lowercase capitalize normal-case");
exact("text-decoration", "underline overline line-through no-underline");
exact("sr", "sr-only not-sr-only");
exact("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse");
exact("flex-wrap", "flex-wrap flex-wrap-reverse flex-nowrap");
exact("border-collapse", "border-collapse border-separate");
exact("text-overflow", "truncate");
exact("resize", "resize");
exact("fvn-spacing", "tabular-nums proportional-nums");
exact("fvn-figure", "lining-nums oldstyle-nums");
exact("word-break", "break-normal break-words break-all break-keep");
exact("overflow-wrap", "wrap-normal wrap-break-word wrap-anywhere");
exact("list-position", "list-inside list-outside");
exact("grow", "grow");
exact("shrink", "shrink");
exact("transition", "transition");
exact("shadow", "shadow");
exact("border-w", "border");
exact("rounded", "rounded");
exact("ring-w", "ring");
exact("outline-w", "outline");
exact("blur", "blur");
exact("backdrop-blur", "backdrop-blur");
exact("drop-shadow", "drop-shadow");
exact("font-smoothing", "antialiased subpixel-antialiased");

/** Groups a later class of which overrides earlier classes of the others (as `p` does `px` and `pl`). */
const COVERS: Record<string, string[]> = {};
for (const box of ["p", "m", "scroll-p", "scroll-m"]) {
  COVERS[box] = ["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => box + side);
  COVERS[`${box}x`] = [`${box}l`, `${box}r`, `${box}s`, `${box}e`];
  COVERS[`${box}y`] = [`${box}t`, `${box}b`];
}
COVERS.inset = ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"];
COVERS["inset-x"] = ["left", "right", "start", "end"];
COVERS["inset-y"] = ["top", "bottom"];
COVERS.size = ["w", "h"];
COVERS.gap = ["gap-x", "gap-y"];
COVERS.overflow = ["overflow-x", "overflow-y"];
COVERS.rounded = SIDES.map((side) => `rounded-${side}`);
for (const side of ["t", "r", "b", "l", "s", "e"]) COVERS.rounded!.push(`rounded-${side}`);
COVERS["rounded-t"] = ["rounded-tl", "rounded-tr"];
COVERS["rounded-r"] = ["rounded-tr", "rounded-br"];
COVERS["rounded-b"] = ["rounded-br", "rounded-bl"];
COVERS["rounded-l"] = ["rounded-tl", "rounded-bl"];
COVERS["border-w"] = ["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => `border-w-${side}`);
COVERS["border-w-x"] = ["border-w-l", "border-w-r", "border-w-s", "border-w-e"];
COVERS["border-w-y"] = ["border-w-t", "border-w-b"];
COVERS["border-color"] = ["x", "y", "t", "r", "b", "l", "s", "e"].map((side) => `border-color-${side}`);
COVERS["border-color-x"] = ["border-color-l", "border-color-r", "border-color-s", "border-color-e"];
COVERS["border-color-y"] = ["border-color-t", "border-color-b"];
COVERS.flex = ["basis", "grow", "shrink"];
COVERS["line-clamp"] = ["display", "overflow"];

/** Prefixes whose value does not change what they set. Longest first wins (`min-w-` before `m`). */
const PREFIXES = [
  "scroll-px scroll-py scroll-pt scroll-pr scroll-pb scroll-pl scroll-ps scroll-pe scroll-p",
  "scroll-mx scroll-my scroll-mt scroll-mr scroll-mb scroll-ml scroll-ms scroll-me scroll-m",
  "px py pt pr pb pl ps pe p mx my mt mr mb ml ms me m",
  "min-w min-h max-w max-h size w h",
  "inset-x inset-y inset top right bottom left start end z order",
  "gap-x gap-y gap space-x space-y",
  "grid-cols grid-rows col-span col-start col-end row-span row-start row-end auto-cols auto-rows grid-flow",
  "basis grow shrink line-clamp columns aspect",
  "justify-items justify-self justify items self content place-items place-content place-self",
  "leading tracking whitespace indent align list",
  "opacity cursor pointer-events select resize overflow-x overflow-y overflow overscroll",
  "duration ease delay animate origin scale-x scale-y scale rotate translate-x translate-y skew-x skew-y",
  "blur backdrop-blur brightness contrast grayscale saturate sepia invert hue-rotate",
  "fill stroke-w accent caret appearance mix-blend bg-blend will-change snap touch",
  "underline-offset from via to",
]
  .join(" ")
  .split(" ");
const PREFIX_OF = new Map(PREFIXES.map((prefix) => [prefix, prefix]));

/**
 * The values tailwind-merge recognises for a family; a theme token of ours (`p-card`, `h-control`, `gap-section`,
 * `rounded-card`) it does not, and keeps beside others: so do we, so pages render exactly as before.
 */
const ARBITRARY = /^(\[.+\]|\(.+\))$/;
const NUMBER = /^(\d+(\.\d+)?|\d+\/\d+)$/;
const SPACE =
  /^(\d+(\.\d+)?|\d+\/\d+|px|auto|full|screen|dvh|dvw|svh|svw|lvh|lvw|min|max|fit|none|prose|3xs|2xs|xs|sm|md|lg|[2-7]?xl|screen-(sm|md|lg|xl|2xl))$/;
/** Alignment values per family, as Tailwind 4 defines them: only content distribution takes `between` and the like. */
const ALIGN_CONTENT = /^(start|end|center|between|around|evenly|stretch|baseline|center-safe|end-safe)$/;
const ALIGN_ITEMS = /^(start|end|center|stretch|center-safe|end-safe)$/;
function aligns(prefix: string, value: string): boolean {
  switch (prefix) {
    case "justify":
    case "content":
      return value === "normal" || ALIGN_CONTENT.test(value);
    case "place-content":
      return ALIGN_CONTENT.test(value);
    case "justify-items":
      return value === "normal" || ALIGN_ITEMS.test(value);
    case "items":
    case "place-items":
      return /^baseline(-last)?$/.test(value) || ALIGN_ITEMS.test(value);
    case "self":
      return value === "auto" || /^baseline(-last)?$/.test(value) || ALIGN_ITEMS.test(value);
    default: // justify-self, place-self
      return value === "auto" || ALIGN_ITEMS.test(value);
  }
}
function known(prefix: string, value: string): boolean {
  if (ARBITRARY.test(value)) return true;
  if (/^(justify|items|self|content|place-)/.test(prefix)) return aligns(prefix, value);
  if (prefix === "columns") return NUMBER.test(value) || /^(auto|3xs|2xs|xs|sm|md|lg|[2-7]?xl)$/.test(value);
  // Tailwind 4 has `w-screen` and `h-screen` but no `size-screen`.
  if (prefix === "size" && value === "screen") return false;
  if (/^(opacity|z|order|duration|delay|grow|shrink|line-clamp|columns|scale|rotate|grid-cols|grid-rows|col-|row-)/.test(prefix))
    return NUMBER.test(value) || /^(auto|none|full|first|last|subgrid)$/.test(value);
  if (/^(p|m|scroll-|min-|max-|size|w|h|inset|top|right|bottom|left|start|end|gap|space-|basis|translate-|indent)/.test(prefix))
    return SPACE.test(value);
  return true;
}
// Values that make these prefixes set something else.
const WHITESPACE_GROUP = "whitespace";

function groupOf(utility: string): string | null {
  if (utility.startsWith("[") && utility.endsWith("]")) {
    const colon = utility.indexOf(":");
    return colon > 0 ? `[${utility.slice(1, colon)}]` : null;
  }
  const whole = EXACT[utility];
  if (whole) return whole;
  const dash = utility.indexOf("-");
  if (dash < 0) return null;
  // Families whose value decides the property.
  const [head, ...restParts] = utility.split("-");
  const rest = restParts.join("-");
  switch (head) {
    case "text":
      if (SIZE.test(rest)) return "font-size";
      if (ALIGN.test(rest)) return "text-align";
      if (rest === "ellipsis" || rest === "clip") return "text-overflow";
      if (/^(wrap|nowrap|balance|pretty)$/.test(rest)) return "text-wrap";
      return "text-color";
    case "font":
      if (rest.startsWith("stretch")) return "font-stretch";
      return WEIGHT.test(rest) ? "font-weight" : "font-family";
    case "bg":
      if (/^(gradient-to-|linear-|radial|conic|none$|\[url)/.test(rest)) return "bg-image";
      if (/^(auto|cover|contain)$/.test(rest)) return "bg-size";
      if (/^(center|top|bottom|left|right|left-top|left-bottom|right-top|right-bottom)$/.test(rest)) return "bg-position";
      if (/^(fixed|local|scroll)$/.test(rest)) return "bg-attachment";
      if (/^(repeat|no-repeat|repeat-x|repeat-y|repeat-round|repeat-space)$/.test(rest)) return "bg-repeat";
      if (/^clip-/.test(rest)) return "bg-clip";
      if (/^origin-/.test(rest)) return "bg-origin";
      return "bg-color";
    case "border": {
      if (LINE_STYLE.test(rest)) return "border-style";
      const side = /^(x|y|t|r|b|l|s|e)(?:-(.*))?$/.exec(rest);
      if (side) return WIDTH.test(side[2] ?? "") ? `border-w-${side[1]}` : `border-color-${side[1]}`;
      return WIDTH.test(rest) ? "border-w" : "border-color";
    }
    case "rounded": {
      const side = new RegExp(`^(${SIDES.join("|")})(?:-(.*)|$)`).exec(rest);
      const value = side ? (side[2] ?? "") : rest;
      if (!/^(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full)?$/.test(value) && !ARBITRARY.test(value)) return null;
      return side ? `rounded-${side[1]}` : "rounded";
    }
    case "shadow":
      return /^(2xs|xs|sm|md|lg|xl|2xl|inner|none)$/.test(rest) || ARBITRARY.test(rest) ? "shadow" : "shadow-color";
    case "ring":
      if (rest.startsWith("offset-")) return WIDTH.test(rest.slice(7)) ? "ring-offset-w" : "ring-offset-color";
      if (rest === "inset") return "ring-inset";
      return WIDTH.test(rest) ? "ring-w" : "ring-color";
    case "outline":
      if (rest.startsWith("offset-")) return "outline-offset";
      if (LINE_STYLE.test(rest)) return "outline-style";
      return WIDTH.test(rest) ? "outline-w" : "outline-color";
    case "divide":
      if (/^(x|y)(-|$)/.test(rest)) return `divide-${rest[0]}`;
      if (LINE_STYLE.test(rest)) return "divide-style";
      return "divide-color";
    case "decoration":
      if (LINE_STYLE.test(rest) || rest === "wavy") return "decoration-style";
      // A bare CSS variable is read as a thickness, as tailwind-merge reads it; `(color:--x)` names a colour.
      if (/^\((?!color:)/.test(rest)) return "decoration-w";
      return WIDTH.test(rest) || rest === "auto" || rest === "from-font" ? "decoration-w" : "decoration-color";
    case "flex":
      return "flex";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(rest) ? "object-fit" : "object-position";
    case "stroke":
      return WIDTH.test(rest) ? "stroke-w" : "stroke";
    case "transition":
      return "transition";
    case "break":
      return rest.startsWith("inside")
        ? "break-inside"
        : rest.startsWith("before")
          ? "break-before"
          : rest.startsWith("after")
            ? "break-after"
            : "word-break";
    case "drop":
      return rest.startsWith("shadow") ? "drop-shadow" : null;
    case "from":
    case "via":
    case "to":
      // A gradient stop's position (`from-10%`) and its colour are set apart.
      return /^(\d+(\.\d+)?%|\[\d+(\.\d+)?%\])$/.test(rest) ? `${head}-position` : head;
    case "backdrop":
      return rest.startsWith("blur") ? "backdrop-blur" : null;
  }
  if (head === "whitespace") return WHITESPACE_GROUP;
  for (let end = utility.length; end > 0; end = utility.lastIndexOf("-", end - 1)) {
    const prefix = PREFIX_OF.get(utility.slice(0, end));
    if (prefix && end < utility.length) return known(prefix, utility.slice(end + 1)) ? prefix : null;
    if (end <= 0) break;
  }
  return null;
}

/** Splits `hover:lavish:!-mt-2` into its variants, important mark and utility; brackets may hold colons. */
function parse(name: string) {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let index = 0; index < name.length; index++) {
    const char = name[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(name.slice(start, index));
      start = index + 1;
    }
  }
  let utility = name.slice(start);
  let important = false;
  if (utility.startsWith("!")) [important, utility] = [true, utility.slice(1)];
  else if (utility.endsWith("!")) [important, utility] = [true, utility.slice(0, -1)];
  if (utility.startsWith("-")) utility = utility.slice(1);
  // An opacity or line-height suffix (`bg-primary/10`, `text-sm/6`) sets the same property.
  const slash = utility.startsWith("[") ? -1 : utility.indexOf("/");
  const base =
    slash > 0 && !/^(w|h|size|inset|top|left|right|bottom|basis|translate-[xy]|min-[wh]|max-[wh])-/.test(utility)
      ? utility.slice(0, slash)
      : utility;
  return { key: `${[...variants].sort().join(":")}${important ? "!" : ""}`, group: groupOf(base) };
}

/** Keeps, of the classes that set the same thing under the same variants, the last. */
export function mergeClasses(classes: string): string {
  let result = merged.get(classes);
  if (result === undefined) {
    if (merged.size >= MERGED_LIMIT) merged.clear();
    result = resolveClasses(classes);
    merged.set(classes, result);
  }
  return result;
}

function resolveClasses(classes: string): string {
  const names = classes.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index]!;
    if (!name) continue;
    const { key, group } = parse(name);
    if (!group) {
      if (!kept.includes(name)) kept.push(name);
      continue;
    }
    const id = `${key}|${group}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const covered of COVERS[group] ?? []) taken.add(`${key}|${covered}`);
    kept.push(name);
  }
  return kept.reverse().join(" ");
}
