import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./formats.ts";

describe("kept Intl formatters", () => {
  it("give what a new formatter gives, and the same formatter for the same locale and options", () => {
    const money = numberFormat("de-DE", { style: "currency", currency: "EUR" });
    expect(money.format("19.95" as Intl.StringNumericLiteral)).toBe(
      new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format("19.95" as Intl.StringNumericLiteral),
    );
    expect(numberFormat("de-DE", { style: "currency", currency: "EUR" })).toBe(money);
    expect(numberFormat("de-DE", { style: "currency", currency: "USD" })).not.toBe(money);
    expect(numberFormat("en-US", { style: "currency", currency: "EUR" })).not.toBe(money);

    const at = new Date(Date.UTC(2026, 10, 29, 17, 5));
    const time = dateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
    expect(time.format(at)).toBe(new Intl.DateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(at));
    expect(dateTimeFormat("pl-PL", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" })).toBe(time);
    expect(dateTimeFormat("pl-PL", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(time);
  });

  it("refuses an invalid locale as the constructor does, every time", () => {
    expect(() => numberFormat("not a locale!")).toThrow(RangeError);
    expect(() => numberFormat("not a locale!")).toThrow(RangeError);
    expect(() => dateTimeFormat("en", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });

  it("keeps a bounded number of them: the oldest is made again", () => {
    const first = numberFormat("en-GB", { minimumFractionDigits: 0 });
    for (let digits = 1; digits <= 300; digits++)
      numberFormat("en-GB", { minimumIntegerDigits: 1 + Math.floor(digits / 21), maximumFractionDigits: digits % 21 });
    const again = numberFormat("en-GB", { minimumFractionDigits: 0 });
    expect(again).not.toBe(first);
    expect(again.format(1.5)).toBe(first.format(1.5));
  });
});
