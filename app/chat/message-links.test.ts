import { describe, expect, it } from "vitest";
import { splitMessageLinks } from "./message-links.ts";

describe("splitMessageLinks", () => {
  it("keeps plain text as one piece", () => {
    expect(splitMessageLinks("hello there")).toEqual([{ kind: "text", text: "hello there" }]);
  });

  it("turns http(s) and www. addresses into links, without the sentence's closing punctuation", () => {
    expect(splitMessageLinks("See https://example.com/a?b=1. Or www.example.org!")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "www.example.org", href: "https://www.example.org/" },
      { kind: "text", text: "!" },
    ]);
  });

  it("keeps a bracket that belongs to the address", () => {
    const parts = splitMessageLinks("(https://en.wikipedia.org/wiki/Foo_(bar))");
    expect(parts[1]).toEqual({
      kind: "link",
      text: "https://en.wikipedia.org/wiki/Foo_(bar)",
      href: "https://en.wikipedia.org/wiki/Foo_(bar)",
    });
    expect(parts[2]).toEqual({ kind: "text", text: ")" });
  });

  it("never links other schemes", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<b>x</b>", "JAVASCRIPT://example.com/%0aalert(1)", "ftp://example.com/x"]) {
      expect(splitMessageLinks(text).every((part) => part.kind === "text")).toBe(true);
    }
  });

  it("loses no character of the text", () => {
    const text = "a https://maps.example.com/" + "x".repeat(200) + " b www.x.y, c";
    expect(
      splitMessageLinks(text)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });
});
