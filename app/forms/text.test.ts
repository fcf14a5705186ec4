import { describe, expect, it } from "vitest";
import { z } from "zod";
import { hasVisibleCharacter, normalizeText, plainToken, text } from "./text.ts";

describe("text normalisation for every schema", () => {
  it("drops NUL and other control characters but keeps tabs and line breaks", () => {
    expect(normalizeText("An\u0000na\u0007\tis\r\nhere\u007f")).toBe("Anna\tis\r\nhere");
  });

  it("composes to Unicode NFC, so the same word typed two ways compares equal", () => {
    expect(normalizeText("Zu\u0308rich")).toBe("Zürich");
    expect(normalizeText("Zu\u0308rich")).toBe(normalizeText("Z\u00fcrich"));
  });

  it("refuses a lone surrogate with a translatable message instead of storing it", () => {
    const schema = text().trim().min(1);
    const result = schema.safeParse("about me \ud83d");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("validation.invalid_text");
    expect(schema.parse(" a whole emoji 😀 ")).toBe("a whole emoji 😀");
  });

  it("stays a string schema: trim, min and max chain after the normalisation", () => {
    const schema = text().trim().min(2).max(4);
    expect(schema.parse(" a\u0000b ")).toBe("ab");
    expect(schema.safeParse("a\u0000").success).toBe(false); // one character once NUL is gone
    expect(schema.safeParse("abcde").success).toBe(false);
  });

  it("refuses control characters in values that must be exact (tokens, keys, URLs)", () => {
    expect(plainToken().safeParse("abc\u0000").success).toBe(false);
    expect(plainToken().safeParse("abc\ud800").success).toBe(false);
    expect(plainToken().safeParse("Europe/Amsterdam").success).toBe(true);
    expect(z.record(plainToken(), text()).parse({ key: "v\u0000" })).toEqual({ key: "v" });
  });

  it("tells a text that shows nothing (spaces, zero-width characters) from one that shows something", () => {
    for (const blank of ["", "  ", "\u200b", "\u200b\u200d\u00ad", "\ufeff\u3164"])
      expect(hasVisibleCharacter(blank), JSON.stringify(blank)).toBe(false);
    for (const shown of ["a", "\u200bhi", "😀", "\u2764\ufe0f"]) expect(hasVisibleCharacter(shown), shown).toBe(true);
  });
});
