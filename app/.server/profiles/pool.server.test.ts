import { describe, expect, it } from "vitest";
import { birthDateRange } from "./pool.server.ts";

describe("birthDateRange", () => {
  it("bounds an inclusive age range on the day: born the day after turning max+1 at the earliest, turning min today at the latest", () => {
    expect(birthDateRange(18, 30, new Date("2026-11-29T10:00:00Z"))).toEqual({ from: "1995-11-30", to: "2008-11-29" });
    expect(birthDateRange(25, 25, new Date("2026-11-29T23:59:59Z"))).toEqual({ from: "2000-11-30", to: "2001-11-29" });
  });

  it("answers from the day it is asked on, kept or not: a new UTC day moves the bounds", () => {
    const before = birthDateRange(18, 30, new Date("2026-11-29T23:59:59.999Z"));
    expect(birthDateRange(18, 30, new Date("2026-11-29T00:00:00Z"))).toBe(before);
    expect(birthDateRange(18, 30, new Date("2026-11-30T00:00:00Z"))).toEqual({ from: "1995-12-01", to: "2008-11-30" });
    expect(birthDateRange(19, 40, new Date("2026-11-29T12:00:00Z"))).toEqual({ from: "1985-11-30", to: "2007-11-29" });
  });
});
