import { describe, expect, it } from "vitest";
import { createNonce } from "./security-headers.server.ts";

describe("createNonce", () => {
  it("gives every page its own 16 random bytes, across refills of the pool", () => {
    const nonces = Array.from({ length: 1_000 }, createNonce);
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{22}==$/.test(nonce))).toBe(true);
  });
});
