import { describe, expect, it } from "vitest";
import { acceptsPhoto, birthYears, checkDateOfBirth, datePartOrder, ProfileUpdateSchema } from "./signup-profile.ts";

const today = new Date(Date.UTC(2026, 10, 22));

describe("date of birth (docs/product/signup.md#validation)", () => {
  it("must be a real calendar date without placeholder parts", () => {
    expect(checkDateOfBirth("1990-02-30", 18, today)).toBe("invalid");
    expect(checkDateOfBirth("0000-05-01", 18, today)).toBe("invalid");
    expect(checkDateOfBirth("1990-00-10", 18, today)).toBe("invalid");
    expect(checkDateOfBirth("1990-05-00", 18, today)).toBe("invalid");
    expect(checkDateOfBirth("1990-5-1", 18, today)).toBe("invalid");
    expect(checkDateOfBirth("1992-02-29", 18, today)).toBeNull();
  });

  it("needs the minimum age, counted to the day", () => {
    expect(checkDateOfBirth("2008-11-22", 18, today)).toBeNull();
    expect(checkDateOfBirth("2008-11-23", 18, today)).toBe("too_young");
    expect(checkDateOfBirth("2000-01-01", 30, today)).toBe("too_young");
  });

  it("allows at most 100 years", () => {
    expect(checkDateOfBirth("1926-01-01", 18, today)).toBeNull();
    expect(checkDateOfBirth("1925-01-01", 18, today)).toBe("too_old");
  });

  it("offers years newest first from the minimum age back to 100", () => {
    const years = birthYears(18, today);
    expect(years[0]).toBe(2008);
    expect(years.at(-1)).toBe(1926);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it("orders the fields as the browser locale writes dates, day-month-year by default", () => {
    expect(datePartOrder("de-DE")).toEqual(["day", "month", "year"]);
    expect(datePartOrder("en-US")).toEqual(["month", "day", "year"]);
    expect(datePartOrder("pl-PL")).toEqual(["day", "month", "year"]);
    expect(datePartOrder("not a locale!")).toEqual(["day", "month", "year"]);
  });
});

describe("photo and location rules (docs/product/signup.md#step-2-photo)", () => {
  it("drop accepts png, jpeg and jpg; the picker any image", () => {
    expect(acceptsPhoto({ name: "a.png", type: "image/png" }, "drop")).toBe(true);
    expect(acceptsPhoto({ name: "a.jpeg", type: "image/jpeg" }, "drop")).toBe(true);
    expect(acceptsPhoto({ name: "a.JPG", type: "" }, "drop")).toBe(true);
    expect(acceptsPhoto({ name: "a.webp", type: "image/webp" }, "drop")).toBe(false);
    expect(acceptsPhoto({ name: "a.gif", type: "image/gif" }, "drop")).toBe(false);
    expect(acceptsPhoto({ name: "a.webp", type: "image/webp" }, "picker")).toBe(true);
    expect(acceptsPhoto({ name: "notes.txt", type: "text/plain" }, "picker")).toBe(false);
  });

  it("takes a city of at most 255 characters", () => {
    expect(ProfileUpdateSchema.safeParse({ city: "x".repeat(255) }).success).toBe(true);
    const tooLong = ProfileUpdateSchema.safeParse({ city: "x".repeat(256) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe("signup_flow.errors.max_length?count=255");
  });
});
