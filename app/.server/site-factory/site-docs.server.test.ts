import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SiteSchema } from "#app/site/site-schema.ts";
import { siteDocsMarkdown, siteFieldReference } from "./site-docs.server.ts";

describe("docs/sites.md, the reference of site settings", () => {
  it("is what `npm run docs:sites` makes from the schema today (run it after changing a field)", () => {
    const committed = readFileSync(join(process.cwd(), "docs/sites.md"), "utf8");
    expect(committed, "docs/sites.md is stale: run `npm run docs:sites`").toBe(siteDocsMarkdown());
  });

  it("names every field of the schema with a type and an effect, and the defaults", () => {
    const rows = siteFieldReference();
    expect(rows.map((row) => row.field)).toEqual(Object.keys(SiteSchema.shape));
    for (const row of rows) {
      expect(row.effect, row.field).not.toBe("");
      expect(row.type, row.field).not.toBe("");
    }
    expect(rows.find((row) => row.field === "template")).toMatchObject({ required: false, default: '"classic"' });
    expect(rows.find((row) => row.field === "countries")).toMatchObject({ required: true, type: "list of country code (NL)" });
    expect(rows.find((row) => row.field === "brand_color")).toMatchObject({ required: false, default: null });
  });
});
