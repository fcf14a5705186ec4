import { createHmac } from "node:crypto";
import type { Page } from "@playwright/test";
import { siteUrl } from "./helpers.ts";

/** The README's demo staff: every role shares this password and authenticator secret. */
export const DEMO_STAFF_PASSWORD = "demo-staff-password";
export const DEMO_STAFF_TOTP_SECRET = "DEMODEMODEMODEMODEMODEMODEMODEMO";

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits), written here apart from the app's, so the two must agree. */
export function totp(secret: string, at = Date.now()) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Logs a demo staff member in (password, then a TOTP code) and lands on `next`. */
export async function staffLogin(page: Page, email: string, next: string) {
  await page.goto(siteUrl("classic", `/admin/login?redirectTo=${encodeURIComponent(next)}`));
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/\/admin\/login\/code/);
  // A code is taken once, and the server accepts the step before, this one or the next, but never one at or before the
  // last it accepted: after another spec's login used this step or the next, the code of a later step is accepted once
  // the clock reaches the step before it. So: try this step and the next, else wait for the next step and try again.
  const tried = new Set<number>();
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    const now = Math.floor(Date.now() / 30_000);
    for (const step of [now, now + 1]) {
      if (tried.has(step)) continue;
      tried.add(step);
      await page.getByLabel("6-digit code").fill(totp(DEMO_STAFF_TOTP_SECRET, step * 30_000));
      // The answer to this post decides (an alert left from an earlier refused code must not count as this one's).
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/login/code"),
      );
      await page.getByRole("button", { name: "Log in" }).click();
      await answered;
      const inside = await page
        .waitForURL((url) => url.pathname === new URL(next, "http://x").pathname, { timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (inside) return;
    }
    await page.waitForTimeout((now + 1) * 30_000 - Date.now() + 200);
  }
  throw new Error("the staff login did not accept the codes");
}
