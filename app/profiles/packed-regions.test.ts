import { describe, expect, it } from "vitest";
import { packRegions, unpackAllRegions, unpackRegions } from "./packed-regions.ts";

describe("packed regions", () => {
  it("unpack to the regions they were packed from, in order, names with spaces, dots and accents included", () => {
    const regions = [
      { id: "DE-BW", name: "Baden-Württemberg" },
      { id: "US-DC", name: "Washington, D.C." },
      { id: "FR-971", name: "Guadeloupe (région)" },
    ];
    expect(packRegions(regions)).toBe("DE-BW\tBaden-Württemberg\nUS-DC\tWashington, D.C.\nFR-971\tGuadeloupe (région)");
    expect(unpackRegions(packRegions(regions))).toEqual(regions);
  });

  it("read a tab or line break inside a name as a space instead of splitting the list", () => {
    const packed = packRegions([
      { id: "A", name: "North\tEast" },
      { id: "B", name: "South\r\nWest" },
    ]);
    expect(unpackRegions(packed)).toEqual([
      { id: "A", name: "North East" },
      { id: "B", name: "South West" },
    ]);
  });

  it("keep a country without regions empty", () => {
    expect(packRegions([])).toBe("");
    expect(unpackAllRegions({ IE: "", GB: packRegions([{ id: "ENG", name: "England" }]) })).toEqual({
      IE: [],
      GB: [{ id: "ENG", name: "England" }],
    });
  });

  it("are read once per packed text, and shared frozen", () => {
    const packed = packRegions([{ id: "DE-BY", name: "Bayern" }]);
    const first = unpackRegions(packed);
    expect(unpackRegions(packed)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
  });
});
