import { describe, expect, it } from "vitest";
import type { RenderedDocument } from "./documents.ts";
import { packDocument, unpackDocument } from "./packed-document.ts";

const terms: RenderedDocument = {
  kind: "legal",
  toc: true,
  intro: [["These terms apply to ", { tag: "strong", children: ["FlirtClassic"] }, "."]],
  sections: [{ id: "use", anchor: "use", title: "Use", body: [["Be kind."]], numbered: true }],
  fictionalMarker: "Profiles marked with ✦ are entertainment profiles.",
};

describe("packed documents", () => {
  it("unpack to the document they were packed from", () => {
    expect(unpackDocument(packDocument(terms))).toEqual(terms);
  });

  it("serialize a document once and read a packed text once", () => {
    const packed = packDocument(terms);
    expect(packDocument(terms)).toBe(packed);
    expect(unpackDocument(packed)).toBe(unpackDocument(packed));
    // A text that arrives anew (as in the browser, from each page's data) is read to an equal document.
    expect(unpackDocument(`${packed} `.trimEnd())).toEqual(terms);
  });
});
