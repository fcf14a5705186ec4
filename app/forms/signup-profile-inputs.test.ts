import { describe, expect, it } from "vitest";
import { acceptsPhoto, checkDateOfBirth, composeDateOfBirth, isIncompleteDateOfBirth } from "./signup-profile.ts";

const today = new Date(Date.UTC(2026, 10, 22));

describe("date-of-birth picker value (docs/product/signup.md#validation: no placeholder parts)", () => {
  it("is empty while nothing is chosen", () => {
    expect(composeDateOfBirth({ year: "", month: "", day: "" })).toBe("");
  });

  it("keeps a half-filled date as placeholders, which the check refuses instead of saving no date", () => {
    for (const parts of [
      { year: "", month: "05", day: "12" },
      { year: "1990", month: "", day: "12" },
      { year: "1990", month: "05", day: "" },
      { year: "", month: "", day: "12" },
    ]) {
      const value = composeDateOfBirth(parts);
      expect(value, JSON.stringify(parts)).not.toBe("");
      expect(isIncompleteDateOfBirth(value)).toBe(true);
      expect(checkDateOfBirth(value, 18, today)).toBe("invalid");
    }
  });

  it("gives a complete date as YYYY-MM-DD", () => {
    const value = composeDateOfBirth({ year: "1990", month: "05", day: "12" });
    expect(value).toBe("1990-05-12");
    expect(isIncompleteDateOfBirth(value)).toBe(false);
    expect(checkDateOfBirth(value, 18, today)).toBeNull();
  });
});

describe("photo drop zone (docs/product/signup.md#step-2-photo: png, jpeg or jpg)", () => {
  it("accepts the image/jpg type some systems give JPEG files", () => {
    expect(acceptsPhoto({ name: "IMG_0001", type: "image/jpg" }, "drop")).toBe(true);
  });
});
