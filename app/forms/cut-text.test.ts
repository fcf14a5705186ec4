import { describe, expect, it } from "vitest";
import { cutText } from "./cut-text.ts";

describe("cutText", () => {
  it("leaves a short text alone and cuts a long one at the limit", () => {
    expect(cutText("abc", 3)).toBe("abc");
    expect(cutText("abcdef", 4)).toBe("abcd");
  });

  it("never keeps half of a surrogate pair", () => {
    // The limit falls between the two halves of the emoji: the whole emoji goes.
    expect(cutText("ab\u{1F600}cd", 3)).toBe("ab");
    expect(cutText("ab\u{1F600}cd", 4)).toBe("ab\u{1F600}");
    expect(cutText("ab\u{1F600}cd", 3).isWellFormed()).toBe(true);
  });
});
