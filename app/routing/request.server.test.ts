import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./request.server.ts";

/** Where a browser would go for a Location header value, resolved on the site's own page. */
function browserTarget(location: string) {
  return new URL(location, "http://classic.localhost/login");
}

describe("safeRedirectPath", () => {
  // The WHATWG URL parser's tricky inputs: each would leave the site (or break the header) if passed through.
  const offSite = [
    "//x",
    "///x",
    "/\\x",
    "\\/x",
    "\\\\x",
    "/\t/x",
    "/\n/x",
    "/\r\n/x",
    "\t//x",
    " //x",
    "/.//x",
    "/..//x",
    "/./\\x",
    "%2F%2Fx",
    "https://x",
    "http:x",
    "javascript:alert(1)",
    "x",
    "",
  ];
  it.each(offSite)("rejects %j", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
    expect(browserTarget(safeRedirectPath(target)).origin).toBe("http://classic.localhost");
  });

  it("never returns a control character (a CR/LF would make Headers.set throw)", () => {
    for (const target of ["/a\r\nSet-Cookie: x=1", "/a\u0000b", "/\u0085x", "/a\tb"]) {
      const path = safeRedirectPath(target);
      // eslint-disable-next-line no-control-regex -- the test looks for control characters
      expect(path).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(() => new Headers().set("Location", path)).not.toThrow();
      expect(browserTarget(path).origin).toBe("http://classic.localhost");
    }
  });

  it("keeps percent-encoded segments as a path on the site", () => {
    expect(safeRedirectPath("/%09/x")).toBe("/%09/x");
    expect(browserTarget(safeRedirectPath("/%2F%2Fx")).origin).toBe("http://classic.localhost");
  });

  it("keeps ordinary paths with their query and hash", () => {
    expect(safeRedirectPath("/members/12?page=2#top")).toBe("/members/12?page=2#top");
    expect(safeRedirectPath("/likes")).toBe("/likes");
    expect(safeRedirectPath("/search?country=NL&min_age=18")).toBe("/search?country=NL&min_age=18");
    expect(safeRedirectPath("/notifications#email-change-incorrect")).toBe("/notifications#email-change-incorrect");
  });

  it("falls back for missing values", () => {
    expect(safeRedirectPath(null, "/members")).toBe("/members");
    expect(safeRedirectPath(undefined)).toBe("/");
  });
});
