import { describe, expect, it } from "vitest";
import { utf8Of } from "./whole-page.server.tsx";

/** The page's bytes by runs (decision 130) must be exactly the bytes `Buffer.from` gives, for any text. */
describe("utf8Of", () => {
  const samples = [
    "",
    "<p>plain ASCII</p>",
    "é at the start",
    "ends with é",
    "Latin-1 only: café, naïve, 50 €? no: 50 ¤ ÿ",
    "<p>Wait…</p><p>“Quoted” – and — dashes</p>",
    "emoji in a name: Anna 🌹💃 and a flag 🇳🇱",
    "mixed 漢字 and ASCII <b>bold</b> ✦",
    "lone surrogates \uD83D here and \uDC00 there, a pair \uD83D\uDE00 and a reversed \uDE00\uD83D",
    "\u0000 NUL and \u007f DEL and \u0080 first non-ASCII",
    "…".repeat(5_000),
    `${'<div class="x">'.repeat(10_000)}✦${"</div>".repeat(10_000)}`,
  ];
  it("gives the same bytes as Buffer.from for ASCII, Latin-1, other planes, emoji and lone surrogates", () => {
    for (const text of samples) expect(utf8Of(text).equals(Buffer.from(text, "utf8")), JSON.stringify(text.slice(0, 40))).toBe(true);
  });

  it("gives the same bytes for random text over every kind of character", () => {
    const pick = [
      () => 0x20 + Math.floor(Math.random() * 0x5f),
      () => 0x80 + Math.floor(Math.random() * 0x80),
      () => 0x100 + Math.floor(Math.random() * 0xd700),
      () => 0xd800 + Math.floor(Math.random() * 0x800),
    ];
    for (let round = 0; round < 200; round++) {
      let text = "";
      for (let i = 0; i < 300; i++) text += String.fromCharCode(pick[Math.random() < 0.7 ? 0 : Math.floor(Math.random() * 4)]!());
      expect(utf8Of(text).equals(Buffer.from(text, "utf8")), JSON.stringify(text)).toBe(true);
    }
  });
});
