import { describe, expect, it } from "vitest";
import { interleaveTiles } from "./tiles.ts";

const profiles = (n: number) => Array.from({ length: n }, (_, i) => i);
const layout = (items: ReturnType<typeof interleaveTiles<number>>) =>
  items.map((item) => (item.kind === "profile" ? item.profile : `${item.kind}:${item.tileIndex}`));

describe("interleaveTiles (docs/product/search.md#cam-tiles)", () => {
  it("puts a live tile after profile 1 and a resell tile after profile 5 of every block of 12, tile index = block × 2", () => {
    const items = interleaveTiles(profiles(24), { live: true, resell: true });
    expect(layout(items)).toEqual([
      0,
      1,
      "live:0",
      2,
      3,
      4,
      5,
      "resell:1",
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      13,
      "live:2",
      14,
      15,
      16,
      17,
      "resell:3",
      18,
      19,
      20,
      21,
      22,
      23,
    ]);
    // Positions in the rendered list: block 0 at 2 and 7, block 1 at 16 and 21.
    const positions = items.flatMap((item, index) => (item.kind === "profile" ? [] : [[item.kind, item.block, index]]));
    expect(positions).toEqual([
      ["live", 0, 2],
      ["resell", 0, 7],
      ["live", 1, 16],
      ["resell", 1, 21],
    ]);
  });

  it("places only the tiles the member gets, and none without the profile they follow", () => {
    expect(layout(interleaveTiles(profiles(13), { live: true, resell: false }))).toEqual([0, 1, "live:0", ...profiles(13).slice(2)]);
    expect(layout(interleaveTiles(profiles(14), { live: false, resell: true }))).toEqual([
      0,
      1,
      2,
      3,
      4,
      5,
      "resell:1",
      ...profiles(14).slice(6),
    ]);
    expect(layout(interleaveTiles(profiles(1), { live: true, resell: true }))).toEqual([0]);
    expect(layout(interleaveTiles(profiles(5), { live: false, resell: false }))).toEqual([0, 1, 2, 3, 4]);
  });
});
