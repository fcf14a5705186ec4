import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/**
 * The story run fails on an axe violation: running only the deliberately broken story (a label whose `htmlFor`
 * points nowhere) through the real story pipeline, browser and all, must exit non-zero and name the rule.
 */
describe("story run's axe gate", () => {
  it("fails the run when a form control has no label", () => {
    const run = spawnSync("npx", ["vitest", "run", "-c", "vitest.storybook.config.ts"], {
      env: { ...process.env, STORYBOOK_AXE_GATE: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
      encoding: "utf8",
      timeout: 150_000,
    });
    const output = `${run.stdout}\n${run.stderr}`;
    expect(output).toContain("axe-gate.stories.tsx");
    expect(output).toMatch(/toHaveNoViolations/);
    expect(output).toMatch(/\(label\)/);
    expect(run.status).toBe(1);
  }, 180_000);
});
