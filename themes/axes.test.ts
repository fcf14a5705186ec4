import { describe, expect, it } from "vitest";
import { themeAxes } from "./axes.ts";
import { mergeFeatures } from "./features.ts";
import { themes } from "./index.ts";

describe("theme axes", () => {
  it("follow the theme's switches and a site's overrides", () => {
    expect(themeAxes(themes.classic.features)).toEqual({ "data-avatar": "round", "data-motion": "on" });
    expect(themeAxes(themes.lavish.features)["data-avatar"]).toBe("square");
    const calm = mergeFeatures(themes.classic.features, { ui: { motion: false, roundAvatars: false } });
    expect(themeAxes(calm)).toEqual({ "data-avatar": "square", "data-motion": "off" });
  });
});
