import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, mayReloadForChunk } from "./chunk-reload.ts";

function memoryStamps() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe("chunk-load reload guard (docs/product/pwa.md#chunk-load-guard and docs/product/constants.md#page-chrome)", () => {
  it("reloads once per path within 10 seconds, and again after", () => {
    const stamps = memoryStamps();
    expect(mayReloadForChunk(stamps, "/members", 1_000)).toBe(true);
    expect(mayReloadForChunk(stamps, "/members", 1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    // Another path has its own allowance.
    expect(mayReloadForChunk(stamps, "/likes", 2_000)).toBe(true);
    expect(mayReloadForChunk(stamps, "/members", 1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(mayReloadForChunk(stamps, "/members", 1_000 + CHUNK_RELOAD_GUARD_MS + 5)).toBe(false);
  });

  it("a clock that went back does not block the reload for good", () => {
    const stamps = memoryStamps();
    expect(mayReloadForChunk(stamps, "/", 50_000)).toBe(true);
    expect(mayReloadForChunk(stamps, "/", 10_000)).toBe(true);
  });

  it("recognises the chunk failures of Chromium, Firefox, Safari and Vite, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: http://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: http://x/assets/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
