import { describe, expect, it } from "vitest";
import { formatMoney, parseDecimal, percentOf, toDecimalString, vatIncluded } from "./money.ts";

describe("money in minor units", () => {
  it("writes and reads the decimal form exactly, per currency", () => {
    expect(toDecimalString(1995, "EUR")).toBe("19.95");
    expect(toDecimalString(5, "EUR")).toBe("0.05");
    expect(toDecimalString(1200, "JPY")).toBe("1200");
    expect(parseDecimal("19.95", "EUR")).toBe(1995);
    expect(parseDecimal("19.9", "EUR")).toBe(1990);
    expect(parseDecimal("20", "EUR")).toBe(2000);
    // More digits than the currency has, or anything but a plain decimal, is no amount.
    expect(parseDecimal("19.951", "EUR")).toBeNull();
    expect(parseDecimal("1e3", "EUR")).toBeNull();
    expect(parseDecimal("", "EUR")).toBeNull();
    // 0.1 + 0.2 style errors cannot happen: 0.29 stays 29 cents.
    expect(parseDecimal("0.29", "EUR")).toBe(29);
    expect(() => toDecimalString(19.5, "EUR")).toThrow(RangeError);
  });

  it("formats for the reader's locale", () => {
    expect(formatMoney(1995, "EUR", "de-DE")).toMatch(/^19,95\s€$/);
    expect(formatMoney(1995, "USD", "en-US")).toBe("$19.95");
    expect(formatMoney(123456789, "EUR", "nl-NL")).toMatch(/1\.234\.567,89/);
    // Formatted amounts are kept (a bounded number): each stays its own, before and after the oldest are forgotten.
    for (let round = 0; round < 2; round++)
      for (let minor = 0; minor < 1_500; minor += 7) {
        const direct = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(minor / 100);
        expect(formatMoney(minor, "EUR", "de-DE")).toBe(direct);
      }
    expect(formatMoney(1995, "USD", "en-US")).toBe("$19.95");
  });

  it("takes percentages and the VAT inside a gross amount with integer rounding", () => {
    expect(percentOf(1995, 50)).toBe(998);
    expect(percentOf(999, 10)).toBe(100);
    // 21 % VAT inside €19.95: net 16.49, VAT 3.46.
    expect(vatIncluded(1995, 2100)).toBe(346);
    expect(vatIncluded(1995, 0)).toBe(0);
    // CH 8.1 %: net of 24.90 is 23.03.
    expect(vatIncluded(2490, 810)).toBe(187);
  });
});
