import { describe, expect, it } from "vitest";
import { messageExcerpt } from "./push-events.server.ts";

describe("a message's push excerpt", () => {
  it("keeps a short message and cuts a long one to 120 characters with an ellipsis", () => {
    expect(messageExcerpt("Hi Bob")).toBe("Hi Bob");
    const long = "x".repeat(300);
    expect(messageExcerpt(long)).toBe(`${"x".repeat(119)}…`);
  });

  it("never ends on half an emoji", () => {
    const excerpt = messageExcerpt(`${"x".repeat(118)}\u{1F600}${"y".repeat(10)}`);
    expect(excerpt).toBe(`${"x".repeat(118)}…`);
    expect(excerpt.isWellFormed()).toBe(true);
  });
});
