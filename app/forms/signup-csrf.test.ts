import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { csrfInput, sha512Fallback, signupCsrfHash } from "./signup-csrf.ts";

const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0";

describe("sign-up csrf hash", () => {
  it("is the SHA-512 hex of the lowercased e-mail followed by the user agent", async () => {
    const expected = createHash("sha512").update(`anna@example.com${UA}`).digest("hex");
    expect(await signupCsrfHash("  Anna@Example.COM ", UA)).toBe(expected);
    expect(csrfInput("Anna@Example.com", UA)).toBe(`anna@example.com${UA}`);
  });

  it("has a fallback that gives the same digest without SubtleCrypto", () => {
    for (const input of ["", "abc", "x".repeat(111), "y".repeat(112), "z".repeat(300), "anna@example.com — ünïcode ✓"]) {
      const bytes = new TextEncoder().encode(input);
      expect(sha512Fallback(bytes), input.slice(0, 10)).toBe(createHash("sha512").update(bytes).digest("hex"));
    }
  });

  it("differs per e-mail and per user agent", async () => {
    const a = await signupCsrfHash("a@example.com", UA);
    expect(await signupCsrfHash("b@example.com", UA)).not.toBe(a);
    expect(await signupCsrfHash("a@example.com", `${UA} Other`)).not.toBe(a);
  });
});
