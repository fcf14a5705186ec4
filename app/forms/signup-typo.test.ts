import { describe, expect, it } from "vitest";
import { suggestEmail } from "./signup-typo.ts";

describe("e-mail typo suggester", () => {
  it("fixes a mistyped popular domain", () => {
    expect(suggestEmail("jan@gmial.com")).toBe("jan@gmail.com");
    expect(suggestEmail("jan@hotmial.com")).toBe("jan@hotmail.com");
    expect(suggestEmail("jan@ziggo.nll")).toBe("jan@ziggo.nl");
    expect(suggestEmail("ola@wp.pll")).toBe("ola@wp.pl");
    expect(suggestEmail("an@telenet.bee")).toBe("an@telenet.be");
  });

  it("checks hotmail as a second-level domain under any ending", () => {
    // Not itself in the list: the name part is fixed and the ending kept.
    expect(suggestEmail("jan@hotmial.com.au")).toBe("jan@hotmail.com.au");
    expect(suggestEmail("jan@hotnail.co.uk")).toBe("jan@hotmail.co.uk");
  });

  it("leaves correct popular addresses alone", () => {
    for (const email of ["jan@gmail.com", "jan@hotmail.nl", "ola@wp.pl", "ola@o2.pl", "an@skynet.be"]) expect(suggestEmail(email)).toBeNull();
  });

  it("leaves real provider addresses close to others alone", () => {
    for (const email of ["ivan@mail.ru", "marie@live.fr", "ana@outlook.es", "bob@yahoo.ca", "kai@mail.de", "luc@gmx.fr", "ola@orange.pl", "sven@hotmail.ru"]) {
      expect(suggestEmail(email), email).toBeNull();
    }
  });

  it("does not suggest for a near miss beyond the thresholds", () => {
    // Three edits from gmail.com, and 'ggmaaail' is three edits from 'gmail': no suggestion.
    expect(suggestEmail("jan@ggmaaail.com")).toBeNull();
    // A real company domain that merely looks a little like a provider.
    expect(suggestEmail("jan@example.org")).toBeNull();
    expect(suggestEmail("piet@mijnbedrijf.nl")).toBeNull();
  });

  it("ignores input that is not an address yet", () => {
    expect(suggestEmail("jan")).toBeNull();
    expect(suggestEmail("@gmial.com")).toBeNull();
  });
});
