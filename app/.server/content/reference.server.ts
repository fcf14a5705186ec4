import { randomInt } from "node:crypto";

// No 0/O, 1/I/L: references are read aloud and typed back from mails.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A short, unguessable reference such as `C-7K4M-9QX2` (31^8 ≈ 8.5·10^11 values). */
export function newReference(prefix: "C" | "S"): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code.slice(0, 4)}-${code.slice(4)}`;
}

export const REFERENCE_PATTERN = /^[CS]-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** Inserts with a fresh reference, trying again on the (unlikely) clash with an existing one. */
export async function withFreshReference<T>(prefix: "C" | "S", insert: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(newReference(prefix));
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
