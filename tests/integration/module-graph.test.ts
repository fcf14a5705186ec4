import { describe, expect, it } from "vitest";
import { cycles, importEdges, sourceFiles, type ImportEdge } from "#tests/support/import-graph.ts";

/**
 * The project's import graph has no cycle once type-only imports (which vanish from the built code) are left out
 * (decision 098). A cycle makes a module's exports undefined while the other half of the loop still loads, and makes
 * the layers hard to tell apart. The runtime part of the boundaries is also in app/site/registry-imports.test.ts
 * (the site registry loads without React); the per-import rules are ESLint's (import-boundaries.test.ts).
 */
const root = process.cwd();
const edges = importEdges(root, sourceFiles(root, ["app", "sites", "themes"]));
const runtime = edges.filter((edge) => !edge.typeOnly);

describe("the module graph", () => {
  it("reads the imports it should (static, dynamic, re-exports), and tells type-only ones apart", () => {
    const from = (file: string) => edges.filter((edge) => edge.from === file);
    // A dynamic import: the form layer loads its controller on first use.
    expect(from("app/framework/form-on-demand.tsx")).toContainEqual({
      from: "app/framework/form-on-demand.tsx",
      to: "app/framework/form-controller.tsx",
      typeOnly: false,
    });
    // …and the controller imports the layer's types only.
    expect(from("app/framework/form-controller.tsx")).toContainEqual({
      from: "app/framework/form-controller.tsx",
      to: "app/framework/form-on-demand.tsx",
      typeOnly: true,
    });
    // A re-export of the server's entry.
    expect(from("app/entry.server.tsx").map((edge) => edge.to)).toContain("app/.server/startup.server.ts");
    expect(runtime.length).toBeGreaterThan(1000);
    // Every project path names a file, so no import escapes the graph.
    expect(edges.unresolved).toEqual([]);
  });

  it("has no cycle outside type-only imports", () => {
    expect(cycles(runtime)).toEqual([]);
  });

  it("would notice a cycle (the check itself works)", () => {
    const loop: ImportEdge[] = [
      { from: "a.ts", to: "b.ts", typeOnly: false },
      { from: "b.ts", to: "c.ts", typeOnly: false },
      { from: "c.ts", to: "a.ts", typeOnly: false },
      { from: "c.ts", to: "d.ts", typeOnly: false },
    ];
    expect(cycles(loop)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    // Counting type-only imports, the real graph has loops (components typing the root loader's data), so the
    // detector sees the project's graph and only the type-only edges keep the check above green.
    expect(cycles(edges).length).toBeGreaterThan(0);
  });

  it("keeps the loops once found broken: the database client does not import the demo seed, forms not their routes", () => {
    expect(runtime.filter((edge) => edge.from === "app/.server/db/client.server.ts").map((edge) => edge.to)).not.toContain(
      "app/.server/db/seed.server.ts",
    );
    // Any import at all, types included: components sit below the route modules.
    expect(
      edges.filter((edge) => /^app\/(components|chat|pwa|framework|forms)\//.test(edge.from) && edge.to.startsWith("app/routes/")),
    ).toEqual([]);
  });
});
