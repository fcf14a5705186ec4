import { describe, expect, it } from "vitest";
import { textMail } from "./mail.server.ts";
import { newReference, REFERENCE_PATTERN } from "./reference.server.ts";

describe("textMail", () => {
  it("escapes what a sender typed, so a complaint can never inject markup into support's mail", () => {
    const { text, html } = textMail('Hello <script>alert("x")</script> & <b>bold</b>\nnext line\n\nnew paragraph');
    expect(text).toContain("<script>");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&#60;script&#62;");
    expect(html).toContain("&#38;");
    expect(html).toContain("next line");
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).toContain("<br>");
  });
});

describe("references", () => {
  it("are unambiguous to read aloud and differ each time", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const reference = newReference(i % 2 ? "C" : "S");
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(2)).not.toMatch(/[01OIL]/);
      seen.add(reference);
    }
    expect(seen.size).toBe(500);
  });
});
