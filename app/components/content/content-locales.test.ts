import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#app/site/locales.ts";
import { BAN, COOKIES, FAQ_GROUPS, PRIVACY, RETURN_POLICY, TERMS } from "#app/content/documents.ts";

/**
 * The content texts of every language must have the structure of the English
 * ones: the same paragraphs and list items, the same link tags and the same
 * placeholders, so no translation drops a link or a company detail.
 */
function load(language: string) {
  return JSON.parse(readFileSync(join(process.cwd(), "app/locales", language, "content.json"), "utf8")) as Record<string, unknown>;
}

type Leaf = { path: string; value: string };

function leaves(node: unknown, path = ""): Leaf[] {
  if (Array.isArray(node)) return [{ path: `${path}[]`, value: String(node.length) }, ...node.flatMap((v, i) => leaves(v, `${path}.${i}`))];
  if (node && typeof node === "object") return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  return [{ path, value: String(node) }];
}

const markers = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, "")).sort();

const english = leaves(load("en"));

describe("content texts", () => {
  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    it(`${language} has the English structure, tags and placeholders`, () => {
      const translated = new Map(leaves(load(language)).map((leaf) => [leaf.path, leaf.value]));
      expect([...translated.keys()].sort()).toEqual(english.map((leaf) => leaf.path).sort());
      for (const leaf of english) {
        if (leaf.path.endsWith("[]")) continue;
        expect(markers(translated.get(leaf.path)!), `${language}: ${leaf.path}`).toEqual(markers(leaf.value));
      }
    });

    it(`${language} is actually translated`, () => {
      const translated = new Map(leaves(load(language)).map((leaf) => [leaf.path, leaf.value]));
      const long = english.filter((leaf) => leaf.value.length > 60);
      const same = long.filter((leaf) => translated.get(leaf.path) === leaf.value).map((leaf) => leaf.path);
      expect(same).toEqual([]);
    });
  }

  it("has every section, question and list the page definitions name", () => {
    const tree = load("en") as { content: Record<string, { sections?: Record<string, Record<string, unknown>> }> };
    for (const document of [TERMS, PRIVACY, COOKIES, RETURN_POLICY, BAN]) {
      const sections = tree.content[document.key.replace("content.", "")]!.sections!;
      expect(Object.keys(sections).sort()).toEqual(document.sections.map((s) => s.id).sort());
      for (const section of document.sections) {
        expect(Array.isArray(sections[section.id]!.body), `${document.key}.${section.id}.body`).toBe(true);
        expect(Array.isArray(sections[section.id]!.items), `${document.key}.${section.id}.items`).toBe(Boolean(section.items));
        expect(Array.isArray(sections[section.id]!.after), `${document.key}.${section.id}.after`).toBe(Boolean(section.after));
      }
    }
    const questions = (tree.content.faq as unknown as { questions: Record<string, unknown> }).questions;
    expect(Object.keys(questions).sort()).toEqual(FAQ_GROUPS.flatMap((g) => g.questions).sort());
  });

  it("has the 20 usage rules the spec requires", () => {
    for (const language of LANGUAGES) {
      const terms = (load(language).content as { terms: { sections: { usage_rules: { items: string[] } } } }).terms;
      expect(terms.sections.usage_rules.items, language).toHaveLength(20);
    }
  });
});
