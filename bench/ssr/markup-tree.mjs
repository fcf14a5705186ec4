// An app page's HTML as a React element tree, for the same-markup floor of bench/ssr (parsed once at start).
// The app's module scripts and their preloads are left out (the floor renders the markup, it does not hydrate);
// inline <style>, JSON data blocks and inline scripts stay, as text.
import { Window } from "happy-dom";
import { createElement } from "react";

const RENAMED = {
  class: "className",
  for: "htmlFor",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  tabindex: "tabIndex",
  crossorigin: "crossOrigin",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  referrerpolicy: "referrerPolicy",
  "accept-charset": "acceptCharset",
  novalidate: "noValidate",
  autofocus: "autoFocus",
  colspan: "colSpan",
  rowspan: "rowSpan",
  datetime: "dateTime",
  spellcheck: "spellCheck",
  viewbox: "viewBox",
};
const BOOLEAN = new Set([
  "hidden",
  "disabled",
  "checked",
  "selected",
  "required",
  "multiple",
  "open",
  "async",
  "defer",
  "novalidate",
  "autofocus",
  "readonly",
  "nomodule",
  "playsinline",
  "muted",
  "loop",
  "autoplay",
  "controls",
]);

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(";")) {
    const at = declaration.indexOf(":");
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    const value = declaration.slice(at + 1).trim();
    if (!name) continue;
    style[name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = value;
  }
  return style;
}

function isLeftOut(element) {
  const tag = element.tagName.toLowerCase();
  if (tag === "script") return element.getAttribute("type") === "module" || element.hasAttribute("src");
  if (tag === "link") return element.getAttribute("rel") === "modulepreload";
  return false;
}

function toReact(node, key) {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1 || isLeftOut(node)) return null;
  const tag = node.tagName.toLowerCase();
  const props = { key };
  for (const { name, value } of node.attributes) {
    if (name === "style") props.style = styleObject(value);
    else if (BOOLEAN.has(name)) props[RENAMED[name] ?? name] = true;
    else if (name === "value" && (tag === "input" || tag === "textarea" || tag === "select")) props.defaultValue = value;
    else if (name === "checked") props.defaultChecked = true;
    else props[RENAMED[name] ?? name] = value;
  }
  if (tag === "script" || tag === "style") {
    props.dangerouslySetInnerHTML = { __html: node.textContent };
    return createElement(tag, props);
  }
  if (tag === "textarea") {
    props.defaultValue = node.textContent;
    return createElement(tag, props);
  }
  const children = [];
  const source = tag === "template" ? node.content.childNodes : node.childNodes;
  let index = 0;
  for (const child of source) {
    const converted = toReact(child, index++);
    if (converted !== null && converted !== "") children.push(converted);
  }
  return createElement(tag, props, ...children);
}

/** The whole document (from <html>) as one element. */
export function markupTree(html) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const tree = toReact(document.documentElement, "html");
  window.happyDOM.close();
  return tree;
}
