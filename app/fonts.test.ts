import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { themeCssVariables } from "#themes/css.ts";
import { themes } from "#themes/index.ts";
import { THEME_NAMES } from "#themes/types.ts";
import { WEB_FONTS_ATTRIBUTE, WEB_FONTS_STARTER } from "./fonts.tsx";

/** Runs the head script in a stand-in browser and records when it turns the web fonts on. */
function runStarter(options: { controlled?: boolean; visibility?: "visible" | "hidden" }) {
  const attributes = new Map<string, string>();
  const timers: (() => void)[] = [];
  const observers: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean; type?: string }[] = [];
  runInNewContext(WEB_FONTS_STARTER, {
    document: {
      visibilityState: options.visibility ?? "visible",
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
    navigator: { serviceWorker: options.controlled ? { controller: {} } : {} },
    setTimeout: (run: () => void) => timers.push(run),
    PerformanceObserver: class {
      entry: (typeof observers)[number];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(init: { type: string }) {
        this.entry.type = init.type;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  });
  const paint = (name: string) => {
    for (const observer of observers.filter((entry) => !entry.disconnected)) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      observer.callback(list, { disconnect: () => (observer.disconnected = true) });
    }
  };
  const runTimers = () => {
    for (const run of timers.splice(0)) run();
  };
  return { on: () => attributes.has(WEB_FONTS_ATTRIBUTE), observers, paint, runTimers };
}

const firstFamily = (stack: string) => stack.split(",")[0]!.trim().replaceAll('"', "");

describe("the theme's web fonts (decision 120)", () => {
  it("declares each theme's web font, and its stacks start at the metric-matched fallback until the page turns it on", () => {
    const fontsCss = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
    const appCss = readFileSync(new URL("./app.css", import.meta.url), "utf8");
    for (const name of THEME_NAMES) {
      const { body, heading } = themes[name].tokens.font;
      const css = themeCssVariables(themes[name]);
      for (const [token, stack] of [
        ["body", body],
        ["heading", heading],
      ] as const) {
        const family = firstFamily(stack);
        // The web font has a latin and a latin-ext file, and the fallback after it is declared too.
        expect(
          fontsCss.match(new RegExp(`font-family: "${family}";[^}]*src: url\\([^)]*-latin(-ext)?-wght-normal\\.woff2`, "g")),
          family,
        ).toHaveLength(2);
        const fallback = family.replace(" Variable", " Fallback");
        expect(stack, name).toContain(`"${family}", "${fallback}"`);
        expect(fontsCss).toContain(`font-family: "${fallback}"`);
        // Before: the stack without the web font. After: the whole stack.
        expect(css).toContain(`--t-font-${token}:"${fallback}",`);
        expect(css).toContain(`--t-font-${token}-web:${stack}`);
      }
    }
    expect(appCss).toMatch(
      /:root\[data-web-fonts\],\s*\[data-web-fonts\] \[data-layout="admin"\] \{\s*--t-font-body: var\(--t-font-body-web\);\s*--t-font-heading: var\(--t-font-heading-web\);/,
    );
  });

  it("on a first visit waits for the first contentful paint; 3 s is the backstop", () => {
    const browser = runStarter({});
    expect(browser.on()).toBe(false);
    expect(browser.observers.map((observer) => observer.type)).toEqual(["paint"]);
    browser.paint("first-paint"); // not yet contentful
    expect(browser.observers[0]!.disconnected).toBe(false);
    expect(browser.on()).toBe(false);
    browser.runTimers(); // only the backstop is queued
    expect(browser.on()).toBe(true);
  });

  it("turns them on in a task after the first contentful paint", () => {
    const browser = runStarter({});
    browser.paint("first-contentful-paint");
    expect(browser.observers[0]!.disconnected).toBe(true);
    expect(browser.on()).toBe(false); // not inside the paint callback
    browser.runTimers();
    expect(browser.on()).toBe(true);
  });

  it("turns them on at once when a service worker controls the page (it holds the files) or the tab is hidden", () => {
    for (const options of [{ controlled: true }, { visibility: "hidden" as const }]) {
      const browser = runStarter(options);
      expect(browser.on(), JSON.stringify(options)).toBe(true);
      expect(browser.observers).toEqual([]);
    }
  });
});
