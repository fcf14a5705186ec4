import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linkFor, rewrite, SECTIONS } from "../../scripts/spec-refs.mjs";

/**
 * docs/product is where code and tests point for the rule they follow. A link to a page or heading that does not exist
 * points nowhere, which is what the old "spec section N" references did: every link checked here must resolve.
 */
const PRODUCT = "docs/product";
/** GitHub's heading anchors: lower case, punctuation dropped (hyphens and underscores kept), spaces as hyphens. */
function slug(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)));
}

/** "docs/product/search.md#cam-tiles" (or a page without anchor): the problem, or null when it resolves. */
function problemOf(link: string): string | null {
  const [path, anchor] = link.split("#") as [string, string | undefined];
  let exists = false;
  try {
    exists = statSync(path).isFile();
  } catch {
    exists = false;
  }
  if (!exists) return `${link}: no file ${path}`;
  if (anchor && !anchorsOf(path).has(anchor)) return `${link}: no heading #${anchor} in ${path}`;
  return null;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) if (!["node_modules", "build", ".react-router"].includes(name)) walk(join(path, name));
    } else if (pattern.test(path)) found.push(path);
  };
  walk(dir);
  return found;
}

describe("docs/product", () => {
  it("has the pages the code links to", () => {
    const pages = readdirSync(PRODUCT).sort();
    for (const page of ["README.md", "api.md", "chat-and-credits.md", "constants.md", "landers-and-tracking.md", "pwa.md"])
      expect(pages).toContain(page);
    for (const page of ["screens-and-access.md", "search.md", "signup.md", "sites-and-themes.md"]) expect(pages).toContain(page);
  });

  it("maps every section of the brief to headings that exist", () => {
    const links = Object.values(SECTIONS).flatMap((entry) => [entry.default, ...entry.rules.map(([, link]) => link)]);
    expect(Object.keys(SECTIONS)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(links.map(problemOf).filter(Boolean)).toEqual([]);
  });

  it("resolves every docs/product link in the code, tests, themes, sites, scripts, benches and docs", () => {
    const problems: string[] = [];
    const sources = ["app", "tests", "themes", "sites", "scripts", "bench", "docs"].flatMap((dir) =>
      filesUnder(dir, /\.(ts|tsx|mjs|js|md)$/),
    );
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/docs\/product\/[\w.-]+\.md(#[\w-]+)?/g)) {
        const problem = problemOf(match[0]);
        if (problem) problems.push(`${file}: ${problem}`);
      }
      // Relative links between the product pages and guides: [text](page.md#anchor).
      if (file.startsWith(PRODUCT) || file.startsWith("docs/guides")) {
        for (const match of text.matchAll(/\]\((?!https?:)([\w./-]+\.md)(#[\w-]+)?\)/g)) {
          const target = join(file, "..", match[1]!) + (match[2] ?? "");
          const problem = problemOf(target);
          if (problem) problems.push(`${file}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("spec-refs (the replacement of references to the brief)", () => {
  it("links a section by the words around the reference", () => {
    expect(linkFor(5, "The navigation guard of spec section 5, in its order")).toBe("docs/product/screens-and-access.md#guard-order");
    expect(linkFor(5, 'describe("date of birth (spec section 5)"')).toBe("docs/product/signup.md#validation");
    expect(linkFor(7, "GET /api/search.php (spec section 7)")).toBe("docs/product/api.md#search");
    expect(linkFor(9, "Loading-bar timings of spec section 9")).toBe("docs/product/constants.md#page-chrome");
    expect(linkFor(10, "")).toBeNull();
  });

  it("rewrites the references and drops parenthesised issue numbers, leaving other text as it was", () => {
    expect(rewrite("/** The navigation guard of spec section 5. */")).toBe(
      "/** The navigation guard of docs/product/screens-and-access.md#guard-order. */",
    );
    expect(rewrite("// Activation progress (spec sections 4 and 9): a tick")).toBe(
      "// Activation progress (docs/product/signup.md#step-7-done and docs/product/constants.md#accounts-and-sign-up): a tick",
    );
    expect(rewrite("the form beside the search (issue 9 item 2).")).toBe("the form beside the search.");
    expect(rewrite('it("buys credits (issue 11, Done when)", () => {')).toBe('it("buys credits", () => {');
    expect(rewrite("shows up in searches (issue 9 item 8, decision 025).")).toBe("shows up in searches (decision 025).");
    expect(rewrite("(`search_fields`, issue 9 item 8): a hidden filter")).toBe("(`search_fields`): a hidden filter");
    expect(rewrite("### Figures (2026-11-23, after issue 10 items 1 and 5; load 8–17)")).toBe(
      "### Figures (2026-11-23, after issue 10 items 1 and 5; load 8–17)",
    );
    expect(rewrite("// Issue 14 item 4: the install offer")).toBe("// Issue 14 item 4: the install offer");
  });
});
