import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Themes are data (decision 029): the site registry and every site file load in
 * a plain Node process, without React, Radix, i18next or any component, so
 * tooling (site checks, the back office, scripts) can read them cheaply and no
 * import cycle through the UI can form again.
 */
function moduleGraph(files: string[]): { loaded: string[]; error: string | null } {
  const output = execFileSync(process.execPath, ["--no-warnings", "tests/support/module-graph.mjs", ...files], { encoding: "utf8" });
  return JSON.parse(output) as { loaded: string[]; error: string | null };
}

const UI_PACKAGES = /\/node_modules\/(react|react-dom|react-router|radix-ui|@radix-ui\/[^/]+|i18next|react-i18next|@conform-to\/[^/]+)\//;

describe("the site registry and site files", () => {
  it("load without React, Radix, i18next or components", () => {
    const siteFiles = readdirSync("sites")
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => `sites/${file}`);
    const { loaded, error } = moduleGraph(["app/site/registry.ts", "themes/index.ts", ...siteFiles]);
    expect(error).toBeNull();
    expect(loaded.some((url) => url.endsWith("/app/site/registry.ts"))).toBe(true);
    expect(loaded.some((url) => url.endsWith("/themes/lavish/index.ts"))).toBe(true);
    expect(loaded.filter((url) => UI_PACKAGES.test(url))).toEqual([]);
    expect(loaded.filter((url) => /\.tsx$/.test(url) || url.includes("/app/components/"))).toEqual([]);
  });

  it("would notice a component in the graph (the check itself works)", () => {
    const { loaded } = moduleGraph(["app/components/theme/overrides.ts"]);
    expect(loaded.some((url) => url.endsWith(".tsx"))).toBe(true);
  });
});
