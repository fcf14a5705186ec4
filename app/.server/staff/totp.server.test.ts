import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from "./totp.server.ts";

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890"; codes are 8 digits there.
const RFC_KEY = Buffer.from("12345678901234567890");
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("gives the RFC's SHA-1 code at T=%d", (seconds, code) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it("gives the RFC 4226 HOTP values for counters 0–9", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it("round-trips base32 and reads the secret apps are given", () => {
    const secret = base32Encode(RFC_KEY);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode(secret).equals(RFC_KEY)).toBe(true);
    // Six digits of the RFC's 8-digit code at T=59.
    expect(totpCode(secret, 59_000)).toBe("287082");
  });

  it("accepts the step before and after, and nothing further", () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_111_111_111_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 60_000), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
    expect(matchTotp(secret, "abcdef", now)).toBeNull();
  });

  it("builds an otpauth URI with the secret, issuer and account", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "ann@example.com", "Back office");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Back%20office%3Aann%40example\.com\?/);
    expect(new URL(uri).searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(new URL(uri).searchParams.get("period")).toBe("30");
  });
});
