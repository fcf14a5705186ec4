import { describe, expect, it, vi } from "vitest";
import { boundedMemo, setKeepingAtMost } from "./bounded-memo.ts";

describe("boundedMemo", () => {
  it("makes a value once per key and forgets the oldest past its bound", () => {
    const memo = boundedMemo<string>(2);
    const make = vi.fn((key: string) => `made ${key}`);
    expect(memo("a", () => make("a"))).toBe("made a");
    expect(memo("a", () => make("a"))).toBe("made a");
    expect(make).toHaveBeenCalledTimes(1);
    memo("b", () => make("b"));
    memo("c", () => make("c"));
    expect(make).toHaveBeenCalledTimes(3);
    memo("c", () => make("c"));
    memo("b", () => make("b"));
    expect(make, "b and c are still kept").toHaveBeenCalledTimes(3);
    memo("a", () => make("a"));
    expect(make, "a, the oldest, was forgotten").toHaveBeenCalledTimes(4);
  });

  it("keeps nothing when making throws, and keeps false and zero", () => {
    const memo = boundedMemo<number | boolean>(4);
    expect(() =>
      memo("bad", () => {
        throw new RangeError("invalid");
      }),
    ).toThrow(RangeError);
    expect(memo("bad", () => 1)).toBe(1);
    const make = vi.fn(() => false);
    memo("no", make);
    memo("no", make);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe("setKeepingAtMost", () => {
  it("forgets the oldest entry once the map is full, but not when a kept key is set again", () => {
    const map = new Map<string, number>();
    setKeepingAtMost(map, "a", 1, 2);
    setKeepingAtMost(map, "b", 2, 2);
    setKeepingAtMost(map, "b", 3, 2);
    expect([...map]).toEqual([
      ["a", 1],
      ["b", 3],
    ]);
    setKeepingAtMost(map, "c", 4, 2);
    expect([...map.keys()]).toEqual(["b", "c"]);
  });
});
