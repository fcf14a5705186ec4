import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/site/locales.ts";

const root = join(process.cwd(), "app/locales");

function keysOf(tree: unknown, prefix = ""): string[] {
  if (tree === null || typeof tree !== "object" || Array.isArray(tree)) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

function tree(language: string) {
  const merged: Record<string, unknown> = {};
  for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith(".json"))) {
    Object.assign(merged, JSON.parse(readFileSync(join(root, language, file), "utf8")));
  }
  return merged;
}

describe("locale files", () => {
  it("exist for exactly the seven languages", () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort());
  });

  it("have the same area files and the same keys in every language", () => {
    const files = (language: string) => readdirSync(join(root, language)).sort();
    const reference = keysOf(tree("en")).sort();
    for (const language of LANGUAGES) {
      expect(files(language), `area files of ${language}`).toEqual(files("en"));
      expect(keysOf(tree(language)).sort(), `keys of ${language}`).toEqual(reference);
    }
  });

  it("have no empty messages", () => {
    for (const language of LANGUAGES) {
      const flat = keysOf(tree(language));
      const get = (path: string) => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree(language));
      for (const key of flat) expect(String(get(key)).trim(), `${language}:${key}`).not.toBe("");
    }
  });
});
