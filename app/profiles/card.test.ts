import { describe, expect, it } from "vitest";
import { nameInitial } from "./card.ts";

describe("nameInitial", () => {
  it("is the first character of a name, whole even outside the Basic Multilingual Plane", () => {
    expect(nameInitial("Anna")).toBe("A");
    expect(nameInitial("Łucja")).toBe("Ł");
    // `slice(0, 1)` gave half of the emoji: a lone surrogate the page prints as "�" and hydration sees differ.
    expect(nameInitial("\u{1F338}Rosa")).toBe("\u{1F338}");
    expect(nameInitial("")).toBe("");
  });
});
