import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBuiltStylesheet } from "./stylesheet.server.ts";

// Decision 042: the built stylesheet is inlined; without a build the page links it.
describe("readBuiltStylesheet", () => {
  const dir = mkdtempSync(join(tmpdir(), "stylesheet-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets", "app-abc.css"), "body{color:red}/*</style>*/");

  it("reads the built file at the stylesheet's URL, with no way to close the style block early", () => {
    expect(readBuiltStylesheet("/assets/app-abc.css", dir)).toBe("body{color:red}/*<\\/style>*/");
  });

  it("gives nothing to inline in development, under Vitest or without a build", () => {
    expect(readBuiltStylesheet("/app/app.css?direct", dir)).toBeNull();
    expect(readBuiltStylesheet("", dir)).toBeNull();
    expect(readBuiltStylesheet(undefined, dir)).toBeNull();
    expect(readBuiltStylesheet("/assets/app-missing.css", dir)).toBeNull();
    expect(readBuiltStylesheet("/assets/../../etc/passwd.css", dir)).toBeNull();
  });
});
