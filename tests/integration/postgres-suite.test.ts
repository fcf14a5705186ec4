import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { onBothDatabases, onPgliteOnly } from "#tests/postgres/suite.ts";

const root = process.cwd();

function testFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".dom.test.tsx"))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** A unit test under app/ that opens the database (directly or through the test harness). */
function usesDatabase(file: string): boolean {
  return /db\/client\.server|#tests\/support\/(app|factories|signup|staff|payments)|TEST_POSTGRES_URL/.test(
    readFileSync(join(root, file), "utf8"),
  );
}

describe("the PostgreSQL pass's test list", () => {
  const classified = new Set<string>([...onBothDatabases, ...onPgliteOnly]);

  it("classifies every integration test and every unit test that opens the database, once", () => {
    const needed = [...testFiles("tests/integration"), ...testFiles("app").filter(usesDatabase)].sort();
    expect(needed.filter((file) => !classified.has(file))).toEqual([]);
    expect(onBothDatabases.filter((file) => (onPgliteOnly as readonly string[]).includes(file))).toEqual([]);
  });

  it("names only files that exist", () => {
    const existing = new Set([...testFiles("tests/integration"), ...testFiles("app")]);
    expect([...classified].filter((file) => !existing.has(file))).toEqual([]);
  });
});
