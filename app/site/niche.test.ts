import { describe, expect, it } from "vitest";
import { landerSlugPrefix, slugMatchesNiche } from "./niche.ts";

describe("niche → lander slug prefix", () => {
  it("maps every niche as docs/product/landers-and-tracking.md#niche-prefixes lists", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => landerSlugPrefix(n as 1))).toEqual([null, "she", "bdsm", "bbw", "gilf", "milf", "gay"]);
  });

  it("accepts only slugs with the site's prefix", () => {
    expect(slugMatchesNiche("anything-goes", 1)).toBe(true);
    expect(slugMatchesNiche("milf-berlin", 6)).toBe(true);
    expect(slugMatchesNiche("milf", 6)).toBe(true);
    expect(slugMatchesNiche("milf/summer/2026", 6)).toBe(true);
    expect(slugMatchesNiche("gay-amsterdam", 6)).toBe(false);
    expect(slugMatchesNiche("milfy-berlin", 6)).toBe(false);
    expect(slugMatchesNiche("gay-amsterdam", 7)).toBe(true);
  });
});
