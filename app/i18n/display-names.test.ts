import { describe, expect, it } from "vitest";
import { languageName, regionName } from "./display-names.ts";

describe("display names", () => {
  it("names regions and languages in the UI language, and falls back to the code", () => {
    expect(regionName("DE", "en")).toBe("Germany");
    expect(regionName("DE", "de")).toBe("Deutschland");
    expect(regionName("DE", "de")).toBe("Deutschland");
    expect(languageName("nl", "en")).toBe("Dutch");
    expect(regionName("not a code", "en")).toBe("not a code");
    expect(languageName("xx-invalid-!", "en")).toBe("XX-INVALID-!");
    expect(regionName("DE", "not a language tag!")).toBe("DE");
  });
});
