import { describe, expect, it } from "vitest";
import { hasFeature, mergeFeatures } from "./features.ts";
import { themes } from "./index.ts";
import { brandPalette, contrastRatio, readableOn } from "./brand.ts";
import { THEME_NAMES } from "./types.ts";

describe("feature switches", () => {
  it("gives classic exactly the defaults of docs/product/sites-and-themes.md#feature-switches", () => {
    const f = themes.classic.features;
    expect(hasFeature(f, "profileSearch.searchAllCountries")).toBe(true);
    expect(hasFeature(f, "memberDetails.showCity")).toBe(true);
    expect(hasFeature(f, "memberDetails.startConversationButton")).toBe(true);
    expect(hasFeature(f, "chat.sidebar")).toBe(false);
    expect(hasFeature(f, "chat.emojiButton")).toBe(true);
    expect(hasFeature(f, "likes.overview")).toBe(true);
    expect(hasFeature(f, "notifications.header")).toBe(false);
    expect(hasFeature(f, "footer.copyright")).toBe(true);
  });

  it("covers every area of docs/product/sites-and-themes.md#feature-switches in every theme", () => {
    const areas = [
      "navigation",
      "ui",
      "signup",
      "profileSearch",
      "profileSearchProfile",
      "memberDetails",
      "chat",
      "likes",
      "myProfile",
      "notifications",
      "footer",
      "premiumMembershipAdvantages",
    ];
    for (const name of THEME_NAMES) expect(Object.keys(themes[name].features).sort()).toEqual([...areas].sort());
  });

  it("lets a site override single switches without losing the rest of the area", () => {
    const merged = mergeFeatures(themes.classic.features, { chat: { sidebar: true } });
    expect(hasFeature(merged, "chat.sidebar")).toBe(true);
    expect(hasFeature(merged, "chat.emojiButton")).toBe(true);
    expect(hasFeature(themes.classic.features, "chat.sidebar")).toBe(false);
  });

  it("makes lavish differ from classic in layout and type, not only colour", () => {
    expect(themes.lavish.tokens.font.heading).not.toBe(themes.classic.tokens.font.heading);
    expect(themes.lavish.tokens.spacing.headerHeight).not.toBe(themes.classic.tokens.spacing.headerHeight);
  });
});

describe("brand colours", () => {
  it("derives a readable text colour with at least AA contrast for large text", () => {
    for (const color of ["#d6336c", "#c9a35b", "#1971c2", "#ffe066", "#000000"]) {
      expect(contrastRatio(color, readableOn(color))).toBeGreaterThanOrEqual(3);
    }
    expect(readableOn("#ffe066")).toBe("#111418");
    expect(readableOn("#1971c2")).toBe("#ffffff");
  });

  it("darkens or lightens a brand just enough to read as text on the theme's page, cards and muted panels", () => {
    for (const theme of Object.values(themes)) {
      const { background, card, muted } = theme.tokens.color;
      for (const brand of ["#d6336c", "#c9a35b", "#1971c2", "#ffe066"]) {
        const { primary } = brandPalette(brand, [background, card, muted]);
        for (const surface of [background, card, muted]) expect(contrastRatio(primary, surface)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(primary, readableOn(primary))).toBeGreaterThanOrEqual(3);
      }
    }
    // The classic pink read at 4.26:1 on the classic page and its muted panels; a brand that already reads stays as given.
    const classic = themes.classic.tokens.color;
    const lavish = themes.lavish.tokens.color;
    expect(brandPalette("#d6336c", [classic.background, classic.card, classic.muted]).primary).not.toBe("#d6336c");
    expect(brandPalette("#c9a35b", [lavish.background, lavish.card, lavish.muted]).primary).toBe("#c9a35b");
  });
});
